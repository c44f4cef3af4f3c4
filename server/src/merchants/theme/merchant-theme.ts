/** The theme of the merchant a request's host belongs to, or null (the shell's default stays). */
import { readTenantConfig, resolveTenant } from '../../tenancy/tenants';
import type { MerchantCatalog } from '../merchant-catalog';
import { resolveTheme, type Theme } from './theme-schema';

export interface MerchantTheme {
  code: string;
  theme: Theme;
}

export function themeForHost(catalog: MerchantCatalog, configDir: string, hostHeader: string | undefined): MerchantTheme | null {
  const { merchant } = resolveTenant(readTenantConfig(configDir), hostHeader);
  const lookup = catalog.get(merchant);
  if (!lookup.ok) return null;
  return { code: merchant, theme: resolveTheme(lookup.data.merchant.brandColor, lookup.data.merchant.theme) };
}
