/** The theme a merchant's files ask for, as the browser reports computed colours (rgb()). */
import fs from 'node:fs';
import path from 'node:path';
import { E2E_CONFIG_DIR } from './test-server';

export interface ExpectedTheme {
  brand: string;
  brandInk: string;
  radius: string;
  logo: string | null;
  browserColor: string;
}

/** `#c2185b` → `rgb(194, 24, 91)`, the form getComputedStyle answers. */
export function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

export function expectedTheme(code: string): ExpectedTheme {
  const merchant = JSON.parse(fs.readFileSync(path.join(E2E_CONFIG_DIR, 'merchants', code, 'merchant.json'), 'utf8')) as {
    brandColor: string;
    theme?: { brandInk?: string; radius?: number; logo?: string; browserColor?: string };
  };
  return {
    brand: rgb(merchant.brandColor),
    brandInk: rgb(merchant.theme?.brandInk ?? '#ffffff'),
    radius: `${merchant.theme?.radius ?? 12}px`,
    logo: merchant.theme?.logo ? `/wps/static/${code}/${merchant.theme.logo}` : null,
    browserColor: merchant.theme?.browserColor ?? '#ffffff',
  };
}
