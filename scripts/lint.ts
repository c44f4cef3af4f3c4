/**
 * `pnpm lint`: oxlint (type-aware) over every package's sources, with the configuration that
 * scripts/lint-config.ts builds from the bundles' own configs (mf-*\/bundle.config.ts and
 * shell/bundle.config.ts). Fails when it finds no remote or scans no file: a check that looked
 * at nothing has proved nothing. A disable comment that suppresses nothing fails too: it would
 * otherwise point at a rule long after the reason for it went away.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lintConfig, type BundleInfo, type RemoteLayout } from './lint-config';

const ROOT = path.resolve(__dirname, '..');
const SOURCES = [
  'shared/src',
  'shared/build',
  'shell/src',
  'ops/src',
  'ops/build',
  'server/src',
  'server/test',
  'server/bench',
  'scripts',
  'e2e/tests',
  'e2e/support',
  'e2e/reports',
  'bench/src',
];

/** Every package folder with a bundle.config.ts, as that config declares itself. */
export async function readBundles(root: string): Promise<BundleInfo[]> {
  const folders = fs
    .readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(root, entry.name, 'bundle.config.ts')));
  const bundles: BundleInfo[] = [];
  for (const folder of folders) {
    const loaded = (await import(path.join(root, folder.name, 'bundle.config.ts'))) as {
      default: { kind?: unknown; default?: { kind?: unknown } };
    };
    // tsx may wrap a CommonJS default export once more.
    const config = (loaded.default.kind ? loaded.default : loaded.default.default) as { kind?: unknown } | undefined;
    if (config?.kind !== 'remote' && config?.kind !== 'host')
      throw new Error(`${folder.name}/bundle.config.ts declares no kind ('remote' or 'host')`);
    bundles.push({ kind: config.kind, folder: folder.name });
  }
  return bundles;
}

/** The folders directly under `<folder>/src`. */
export function srcFolders(root: string, folder: string): string[] {
  return fs
    .readdirSync(path.join(root, folder, 'src'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

export function readLayout(root: string, folder: string): RemoteLayout {
  return { folder, srcFolders: srcFolders(root, folder) };
}

async function main(): Promise<void> {
  const bundles = await readBundles(ROOT);
  const remotes = bundles.filter((bundle) => bundle.kind === 'remote').map((bundle) => readLayout(ROOT, bundle.folder));
  if (remotes.length === 0 || !bundles.some((bundle) => bundle.kind === 'host')) {
    console.error('lint: found no remote or no shell bundle.config.ts: nothing to check the boundaries of.');
    process.exit(1);
  }
  const configFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'm-lint-')), 'oxlintrc.json');
  fs.writeFileSync(configFile, JSON.stringify(lintConfig(ROOT, bundles, remotes, srcFolders(ROOT, 'shared')), null, 2));
  const targets = [...SOURCES, ...remotes.map((remote) => `${remote.folder}/src`)].filter((target) =>
    fs.existsSync(path.join(ROOT, target)),
  );
  const bin = path.join(ROOT, 'node_modules/.bin/oxlint');
  const result = spawnSync(
    bin,
    [
      '--type-aware',
      '--deny-warnings',
      '--report-unused-disable-directives-severity=error',
      '-c',
      configFile,
      ...process.argv.slice(2),
      ...targets,
    ],
    { cwd: ROOT, encoding: 'utf8' },
  );
  process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
  const scanned = Number(/on (\d+) files?/.exec(result.stdout)?.[1] ?? '0');
  if (result.status === 0 && scanned === 0) {
    console.error('lint: scanned no file.');
    process.exit(1);
  }
  console.log(`lint: ${remotes.length} remotes (${remotes.map((remote) => remote.folder).join(', ')}) from their bundle configs.`);
  process.exit(result.status ?? 1);
}

if (require.main === module) void main();
