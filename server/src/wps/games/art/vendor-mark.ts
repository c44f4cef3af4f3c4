/**
 * A vendor's mark for the lobby's provider list, drawn like the key art for vendors whose data
 * brings no `logoUrl`: an emblem of the game-icons.net set (CC BY 3.0) in gold on a dark tile whose
 * hue comes from the vendor's code. Same vendor, same mark; decorative (the name is beside it).
 */
import { motifGroup } from './key-art';
import { hash, VENDOR_EMBLEMS } from './motif-choice';

/** Where the server serves the mark of a vendor (game-list-routes.ts). */
export function vendorMarkPath(vendor: string): string {
  return `/wps/static/vendor-marks/${encodeURIComponent(vendor)}.svg`;
}

export function renderVendorMark(vendor: string): string {
  const h = hash(vendor);
  const hue = h % 360;
  const emblem = VENDOR_EMBLEMS[(h >>> 9) % VENDOR_EMBLEMS.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" aria-hidden="true">
<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 65% 38%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360} 70% 16%)"/></linearGradient><linearGradient id="m" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff6d0"/><stop offset="1" stop-color="#f2b632"/></linearGradient></defs>
<rect width="64" height="64" rx="14" fill="url(#b)"/>
<rect x="3" y="3" width="58" height="58" rx="11" fill="none" stroke="#f2b632" stroke-opacity=".55" stroke-width="1.5"/>
${motifGroup(emblem, 12, 12, 40, 'fill="url(#m)"')}
</svg>`;
}
