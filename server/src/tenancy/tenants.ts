/**
 * Which merchant a request belongs to, from its host name, per `config/tenants.json`.
 * Read on every call (it is small) so an operator's edit needs no restart.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface TenantConfig {
  defaultMerchant: string;
  hosts: Record<string, string>;
}

export interface TenantResolution {
  merchant: string;
  /** False when the host is not listed: static files still work, /wps says domain_not_available. */
  known: boolean;
  host: string;
}

export function readTenantConfig(configDir: string): TenantConfig {
  const raw = JSON.parse(fs.readFileSync(path.join(configDir, 'tenants.json'), 'utf8')) as Partial<TenantConfig>;
  if (typeof raw.defaultMerchant !== 'string' || typeof raw.hosts !== 'object' || raw.hosts === null) {
    throw new Error(`${configDir}/tenants.json needs defaultMerchant and hosts`);
  }
  return { defaultMerchant: raw.defaultMerchant, hosts: raw.hosts };
}

/** `Host: lotus.localhost:8080` → lotus. */
export function hostName(hostHeader: string | undefined): string {
  const host = (hostHeader ?? '').trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.split(':')[0] ?? '';
}

export function resolveTenant(config: TenantConfig, hostHeader: string | undefined): TenantResolution {
  const host = hostName(hostHeader);
  const merchant = config.hosts[host];
  return merchant ? { merchant, known: true, host } : { merchant: config.defaultMerchant, known: false, host };
}
