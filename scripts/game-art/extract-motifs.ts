/**
 * Copies the icons the server draws key art, vendor marks and banners with out of the npm package
 * @iconify-json/game-icons (game-icons.net, CC BY 3.0) into server/src/wps/games/art/motifs.json,
 * and redraws the motifs of the demo banners (banner-art.ts). Run by the root `build` (and by hand:
 * `pnpm exec tsx scripts/game-art/extract-motifs.ts`).
 *
 * Why a committed file and not a gitignored build output: the server runs from source with
 * production dependencies only, and the set is 6 MB of which the lobby needs about 40 icons
 * (~50 kB). The file is deterministic, so the build rewrites it unchanged; extract-motifs.test.ts
 * fails when it no longer matches the pinned package or the icon list in motif-choice.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { MOTIF_NAMES } from '../../server/src/wps/games/art/motif-choice';
import { decorateBanners } from './banner-art';

interface IconSet {
  prefix: string;
  width?: number;
  height?: number;
  icons: Record<string, { body: string; width?: number; height?: number }>;
}

export interface MotifFile {
  $comment: string;
  source: string;
  licence: string;
  attribution: string;
  size: number;
  /** Per icon: the `d` of each of its paths. */
  icons: Record<string, string[]>;
}

const PATH = /<path fill="currentColor" d="([^"<>]+)"\s*\/>/g;

/** The path data of an icon; anything but plain paths (a script, a link, an image) is refused. */
export function pathsOf(name: string, body: string): string[] {
  const paths = [...body.matchAll(PATH)].map((match) => match[1]!);
  if (body.replace(PATH, '') !== '' || paths.length === 0) throw new Error(`icon ${name} is not plain paths`);
  if (paths.some((d) => !/^[MmLlHhVvCcSsQqTtAaZz0-9.,\s+-e]+$/.test(d))) throw new Error(`icon ${name} has odd path data`);
  return paths;
}

export function extractMotifs(set: IconSet, version: string, names: readonly string[] = MOTIF_NAMES): MotifFile {
  const size = set.width ?? 512;
  const icons: Record<string, string[]> = {};
  for (const name of names) {
    const icon = set.icons[name];
    if (!icon) throw new Error(`game-icons has no icon ${name}`);
    if ((icon.width ?? size) !== size || (icon.height ?? set.height ?? size) !== size)
      throw new Error(`icon ${name} is not ${size}×${size}`);
    icons[name] = pathsOf(name, icon.body);
  }
  return {
    $comment: 'Written by scripts/game-art/extract-motifs.ts from the npm package; edit the script, not this file.',
    source: `@iconify-json/game-icons@${version} (https://game-icons.net)`,
    licence: 'CC BY 3.0 (https://creativecommons.org/licenses/by/3.0/)',
    attribution: 'Icons by Lorc, Delapouite and contributors, game-icons.net',
    size,
    icons,
  };
}

export const MOTIFS_FILE = path.resolve(__dirname, '../../server/src/wps/games/art/motifs.json');

export function readPackage(): { set: IconSet; version: string } {
  const dir = path.dirname(require.resolve('@iconify-json/game-icons/package.json'));
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string; license: string };
  if (pkg.license !== 'CC-BY-3.0') throw new Error(`@iconify-json/game-icons is now ${pkg.license}: check the attribution`);
  return { set: JSON.parse(fs.readFileSync(path.join(dir, 'icons.json'), 'utf8')) as IconSet, version: pkg.version };
}

export const serialise = (file: MotifFile): string => `${JSON.stringify(file, null, 2)}\n`;

if (require.main === module) {
  const { set, version } = readPackage();
  fs.writeFileSync(MOTIFS_FILE, serialise(extractMotifs(set, version)));
  // The banners take their motifs straight from the set: they are static files, not drawn by the server.
  decorateBanners((name) => pathsOf(name, set.icons[name]?.body ?? ''));
}
