/**
 * Puts a motif of the game-icons.net set (CC BY 3.0) on the demo merchants' banners and pop-ups
 * (server/config/merchants/<code>/static/banners/*.svg): the inner one of the two glow circles a
 * hand-drawn banner has becomes the picture of what it advertises (a ticket for a lottery, coins
 * for a reload, a present for a welcome). Idempotent: a banner drawn before gets its motif redrawn,
 * a banner without the circles (a brand mark such as LINE's) is left alone.
 */
import fs from 'node:fs';
import path from 'node:path';

/** First match of the banner's text (and file name) wins. */
export const BANNER_MOTIFS: readonly (readonly [RegExp, string])[] = [
  [/mahjong/i, 'domino-tiles'],
  [/lotter|lotto|yiki|draws/i, 'ticket'],
  [/songkran/i, 'water-drop'],
  [/festival/i, 'party-popper'],
  [/partner/i, 'shaking-hands'],
  [/invite/i, 'shaking-hands'],
  [/reload|deposit|rebate|%/i, 'two-coins'],
  [/app\b|android|download/i, 'smartphone'],
  [/welcome|gift|new member/i, 'present'],
];

export const BANNER_ICON_NAMES: readonly string[] = [...new Set(BANNER_MOTIFS.map(([, name]) => name))].sort();

const CIRCLES =
  /( *)<circle cx="(\d+)" cy="(\d+)" r="\d+" fill="#ffffff" opacity="0\.15"\/>\n *(?:<circle cx="\d+" cy="\d+" r="(\d+)" fill="#ffffff" opacity="0\.2"\/>|<g data-art="[\w-]+" data-r="(\d+)"[^\n]*<\/g>)/;

/** The banner's words: what its <text> elements say. */
const textOf = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]).join(' ');

export function motifOfBanner(svg: string, file: string): string | undefined {
  const words = `${textOf(svg)} ${file}`;
  return BANNER_MOTIFS.find(([pattern]) => pattern.test(words))?.[1];
}

/** The banner with its motif, or unchanged when it has no glow circles or nothing matches. */
export function decorateBanner(svg: string, file: string, paths: (name: string) => string[], size = 512): string {
  const found = CIRCLES.exec(svg);
  const motif = motifOfBanner(svg, file);
  if (!found || !motif) return svg;
  const [whole, indent, cx, cy, r1, r2] = found;
  const r = Number(r1 ?? r2);
  const box = Math.round(r * 1.6);
  const scale = (box / size).toFixed(4);
  const x = Number(cx) - box / 2;
  const y = Number(cy) - box / 2;
  const group = `<g data-art="${motif}" data-r="${r}" transform="translate(${x} ${y}) scale(${scale})" fill="#ffffff" opacity="0.9">${paths(
    motif,
  )
    .map((d) => `<path d="${d}"/>`)
    .join('')}</g>`;
  const outer = whole.split('\n')[0]!;
  return svg.replace(whole, `${outer}\n${indent}${group}`);
}

export const BANNER_ROOT = path.resolve(__dirname, '../../server/config/merchants');

/** Redraws the motifs of every merchant's banners; returns the files it changed. */
export function decorateBanners(paths: (name: string) => string[], root = BANNER_ROOT): string[] {
  const changed: string[] = [];
  for (const merchant of fs.readdirSync(root)) {
    const dir = path.join(root, merchant, 'static', 'banners');
    if (!fs.existsSync(dir)) continue;
    for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.svg'))) {
      const full = path.join(dir, file);
      const before = fs.readFileSync(full, 'utf8');
      const after = decorateBanner(before, file, paths);
      if (after !== before) {
        fs.writeFileSync(full, after);
        changed.push(full);
      }
    }
  }
  return changed;
}
