/**
 * The thumbnail of a game, drawn by the server (no image host): a gradient whose colours come
 * from the game's code, the game's initials and its vendor. Same game, same picture.
 */
import { escapeHtml } from './game-pages';

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** Up to two letters from the words of the code, without the vendor prefix ("pg-golden-dragon" → "GD"). */
export function initials(vendor: string, code: string): string {
  const words = code.split(/[-_\s]+/).filter(Boolean);
  if (words.length > 1 && words[0]!.toLowerCase() === vendor.toLowerCase()) words.shift();
  return words
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

export function renderThumbnail(vendor: string, code: string): string {
  const h = hash(`${vendor}/${code}`);
  const hue = h % 360;
  const hue2 = (hue + 40 + ((h >>> 9) % 80)) % 360;
  const shape = (h >>> 17) % 3;
  const deco =
    shape === 0
      ? '<circle cx="150" cy="30" r="60" fill="#fff" fill-opacity=".12"/>'
      : shape === 1
        ? '<rect x="-20" y="110" width="240" height="60" transform="rotate(-12 100 140)" fill="#fff" fill-opacity=".1"/>'
        : '<path d="M0 160 L80 60 L160 160Z" fill="#fff" fill-opacity=".1"/>';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160" role="img" aria-hidden="true">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 42%)"/><stop offset="1" stop-color="hsl(${hue2} 75% 28%)"/></linearGradient></defs>
<rect width="160" height="160" rx="18" fill="url(#g)"/>${deco}
<text x="80" y="92" text-anchor="middle" font-family="system-ui,sans-serif" font-size="52" font-weight="700" fill="#fff">${escapeHtml(initials(vendor, code))}</text>
<text x="80" y="140" text-anchor="middle" font-family="system-ui,sans-serif" font-size="15" font-weight="600" fill="#fff" fill-opacity=".9">${escapeHtml(vendor)}</text>
</svg>`;
}
