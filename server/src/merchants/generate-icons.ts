/**
 * Generates each demo merchant's app icons (192, 256, 384, 512 px and a 180 px Apple touch
 * icon) into server/config/merchants/<code>/static/icons/. Run once when a brand changes
 * (`pnpm --filter server exec tsx src/merchants/generate-icons.ts`); the PNGs are committed.
 * Each icon is the brand colour, full bleed (maskable-safe), with a white emblem in the
 * middle 60 %: a diamond for demo, three petals for lotus.
 */
import fs from 'node:fs';
import path from 'node:path';
import { encodePng } from './png-encoder';

type Emblem = (x: number, y: number) => boolean; // x, y in -1..1 from the centre

const EMBLEMS: Record<string, { color: string; emblem: Emblem }> = {
  demo: { color: '#1c66cc', emblem: (x, y) => Math.abs(x) + Math.abs(y) < 0.55 && !(Math.abs(x) + Math.abs(y) < 0.3) },
  lotus: {
    color: '#c2185b',
    emblem: (x, y) => {
      const petal = (cx: number, cy: number, rx: number, ry: number, angle: number) => {
        const dx = x - cx;
        const dy = y - cy;
        const u = dx * Math.cos(angle) + dy * Math.sin(angle);
        const v = -dx * Math.sin(angle) + dy * Math.cos(angle);
        return (u * u) / (rx * rx) + (v * v) / (ry * ry) < 1;
      };
      return petal(0, -0.08, 0.16, 0.42, 0) || petal(-0.24, 0.06, 0.14, 0.36, -0.7) || petal(0.24, 0.06, 0.14, 0.36, 0.7);
    },
  },
};

function hexToRgb(hex: string): [number, number, number] {
  return [parseInt(hex.slice(1, 3), 16), parseInt(hex.slice(3, 5), 16), parseInt(hex.slice(5, 7), 16)];
}

export function renderIcon(size: number, color: string, emblem: Emblem): Buffer {
  const [r, g, b] = hexToRgb(color);
  const pixels = new Uint8Array(size * size * 4);
  const samples = 4; // 4×4 supersampling: smooth edges
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      let hits = 0;
      for (let sy = 0; sy < samples; sy += 1) {
        for (let sx = 0; sx < samples; sx += 1) {
          const x = ((px + (sx + 0.5) / samples) / size) * 2 - 1;
          const y = ((py + (sy + 0.5) / samples) / size) * 2 - 1;
          if (emblem(x, y)) hits += 1;
        }
      }
      const white = hits / (samples * samples);
      const i = (py * size + px) * 4;
      pixels[i] = Math.round(r + (255 - r) * white);
      pixels[i + 1] = Math.round(g + (255 - g) * white);
      pixels[i + 2] = Math.round(b + (255 - b) * white);
      pixels[i + 3] = 255;
    }
  }
  return encodePng(size, size, pixels);
}

export const ICON_SIZES = [180, 192, 256, 384, 512] as const;

function main(): void {
  const merchantsDir = path.resolve(__dirname, '../../config/merchants');
  for (const [code, { color, emblem }] of Object.entries(EMBLEMS)) {
    const dir = path.join(merchantsDir, code, 'static/icons');
    fs.mkdirSync(dir, { recursive: true });
    for (const size of ICON_SIZES) fs.writeFileSync(path.join(dir, `icon-${size}.png`), renderIcon(size, color, emblem));
    console.log(`${code}: ${ICON_SIZES.join(', ')} px icons in ${dir}`);
  }
}

if (require.main === module) main();
