/**
 * The merchants the console shows: each folder of server/config/merchants, with its display name
 * (merchant.json) and the host names tenants.json gives it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { OpsMerchant } from '@m/shared/ops';
import { MERCHANT_CODE, type MerchantCatalog } from '../merchants/merchant-catalog';
import type { TenantDirectory } from '../tenancy/tenant-directory';

export function merchantCodes(configDir: string): string[] {
  try {
    return fs
      .readdirSync(path.join(configDir, 'merchants'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && MERCHANT_CODE.test(entry.name))
      .map((entry) => entry.name)
      .sort();
  } catch {
    return [];
  }
}

export function describeMerchants(codes: string[], catalog: MerchantCatalog, tenants: TenantDirectory): OpsMerchant[] {
  const config = tenants.config();
  return codes.map((code) => {
    const lookup = catalog.get(code);
    const hosts = Object.entries(config?.hosts ?? {})
      .filter(([, merchant]) => merchant === code)
      .map(([host]) => host);
    for (const base of config?.subdomainsOf ?? []) if (!hosts.includes(`${code}.${base}`)) hosts.push(`${code}.${base}`);
    // A merchant whose files are refused still appears (by code), so its operator can see it is there.
    return { code, name: lookup.ok ? lookup.data.merchant.name : code, hosts: hosts.sort() };
  });
}
