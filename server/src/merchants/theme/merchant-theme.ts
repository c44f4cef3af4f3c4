/** The theme of a merchant (the request's, request.merchant), or null (the shell's default stays). */
import type { MerchantCatalog } from '../merchant-catalog';
import { resolveTheme, type Theme } from './theme-schema';

export interface MerchantTheme {
  code: string;
  theme: Theme;
}

export function themeOfMerchant(catalog: MerchantCatalog, merchant: string): MerchantTheme | null {
  const lookup = catalog.get(merchant);
  if (!lookup.ok) return null;
  return { code: merchant, theme: resolveTheme(lookup.data.merchant.brandColor, lookup.data.merchant.theme) };
}
