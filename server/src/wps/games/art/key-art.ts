/**
 * A game's key art, drawn by the server for games whose vendor data brings no `imageUrl`: a
 * gradient in the colours of the title's modifier ("Golden", "Jade", "Neon"…), a sunburst, a few
 * sparkles, the motif of its noun from game-icons.net (motif-choice.ts) and the vendor's mark.
 * Same game, same picture. Inside an <img> with the game's name as text beside it, so the picture
 * is decorative (aria-hidden) and its only text is the vendor code.
 */
import { escapeHtml } from '../game-pages';
import { hash, motifFor, words } from './motif-choice';
import { motifPaths, MOTIF_SIZE } from './motifs';

interface Palette {
  from: string;
  to: string;
  /** The motif's fill, light to dark. */
  light: string;
  dark: string;
}

const PALETTES: Record<string, Palette> = {
  golden: { from: '#f6b400', to: '#8a3b00', light: '#fff8d8', dark: '#ffd35a' },
  lucky: { from: '#1fa64a', to: '#0a4a2a', light: '#f2ffe9', dark: '#ffd35a' },
  mighty: { from: '#e2371c', to: '#5c0712', light: '#fff4df', dark: '#ffc04d' },
  royal: { from: '#6a3bd1', to: '#21114f', light: '#fff6dc', dark: '#f5c542' },
  wild: { from: '#e86d10', to: '#3f2307', light: '#fff1d6', dark: '#ffb347' },
  jade: { from: '#14b38a', to: '#064236', light: '#efffff', dark: '#9ff0d1' },
  thunder: { from: '#2c5fe0', to: '#0a1240', light: '#f3f7ff', dark: '#ffe25a' },
  neon: { from: '#e21bd0', to: '#1b0a59', light: '#fdf0ff', dark: '#4ff5ff' },
  crystal: { from: '#39b7f0', to: '#17306e', light: '#ffffff', dark: '#bfeaff' },
  mystic: { from: '#8b2fc9', to: '#170b33', light: '#f8efff', dark: '#d5a6ff' },
};

/** A palette from the modifier in the code, or one from its hash for any other code. */
export function paletteFor(vendor: string, code: string): Palette {
  const key = words(code);
  const named = Object.keys(PALETTES).find((word) => key.includes(word));
  if (named) return PALETTES[named]!;
  const all = Object.values(PALETTES);
  return all[hash(`${code}/${vendor}`) % all.length]!;
}

/** Twelve thin rays from the centre (cx, cy) reaching r. */
export function sunburst(cx: number, cy: number, r: number, rays = 12): string {
  let d = '';
  for (let i = 0; i < rays; i++) {
    const a = (i / rays) * 2 * Math.PI;
    const b = a + Math.PI / rays / 1.6;
    const p = (angle: number) => `${(cx + r * Math.cos(angle)).toFixed(0)} ${(cy + r * Math.sin(angle)).toFixed(0)}`;
    d += `M${cx} ${cy}L${p(a)}L${p(b)}Z`;
  }
  return d;
}

/** A four-pointed sparkle of radius r at (x, y). */
const sparkle = (x: number, y: number, r: number) =>
  `M${x} ${y - r}Q${x} ${y} ${x + r} ${y}Q${x} ${y} ${x} ${y + r}Q${x} ${y} ${x - r} ${y}Q${x} ${y} ${x} ${y - r}Z`;

/** The motif's paths as one group, scaled from the icon's 512 units into a box of `box` pixels at (x, y). */
export function motifGroup(name: string, x: number, y: number, box: number, attributes: string): string {
  const scale = (box / MOTIF_SIZE).toFixed(4);
  return `<g transform="translate(${x} ${y}) scale(${scale})" ${attributes}>${motifPaths(name)
    .map((d) => `<path d="${d}"/>`)
    .join('')}</g>`;
}

export function renderKeyArt(vendor: string, code: string): string {
  const h = hash(`${vendor}/${code}`);
  const palette = paletteFor(vendor, code);
  const motif = motifFor(vendor, code);
  const sparkles = [0, 1, 2]
    .map((i) => {
      const bits = h >>> (i * 7);
      return sparkle(18 + (bits % 124), 14 + ((bits >>> 3) % 36) + (i === 2 ? 70 : 0), 4 + (bits % 4));
    })
    .join('');
  const label = escapeHtml(vendor);
  const pill = Math.max(28, label.length * 7 + 14);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160" aria-hidden="true">
<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient><radialGradient id="r"><stop offset="0" stop-color="#fff" stop-opacity=".45"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient><linearGradient id="m" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.light}"/><stop offset="1" stop-color="${palette.dark}"/></linearGradient>${motifGroup(motif, 27, 24, 100, 'id="i"')}</defs>
<rect width="160" height="160" rx="18" fill="url(#b)"/>
<path d="${sunburst(80, 74, 120)}" fill="#fff" fill-opacity=".07"/>
<circle cx="80" cy="74" r="62" fill="url(#r)"/>
<path d="${sparkles}" fill="#fff" fill-opacity=".8"/>
<use href="#i" x="3" y="4" fill="#000" fill-opacity=".3"/><use href="#i" fill="url(#m)"/>
<rect x="${80 - pill / 2}" y="131" width="${pill}" height="20" rx="10" fill="#000" fill-opacity=".35"/>
<text x="80" y="145.5" text-anchor="middle" font-family="system-ui,sans-serif" font-size="12" font-weight="700" fill="#fff">${label}</text>
</svg>`;
}
