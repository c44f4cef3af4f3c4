/**
 * Which merchant a request belongs to, from its host name, per `config/tenants.json`:
 * - `hosts`: exact host names → merchant code;
 * - `subdomainsOf`: base domains whose first label names the merchant (`lotus.localhost` →
 *   `lotus`) when a folder `merchants/<code>` or a registry `registry/<code>.json` exists, so an
 *   operator (or a test) adds a merchant by adding its files, without editing this one.
 * The server reads the file through TenantDirectory (read again only when it changes) and
 * resolves each request once (request-merchant-hook.ts).
 */
import fs from 'node:fs';
import path from 'node:path';

export interface TenantConfig {
  defaultMerchant: string;
  hosts: Record<string, string>;
  subdomainsOf: string[];
  /** Where merchant folders and registries live (the config folder). */
  configDir: string;
}

export interface TenantResolution {
  merchant: string;
  /** False when the host is not listed: static files still work, /wps says domain_not_available. */
  known: boolean;
  host: string;
}

const MERCHANT_CODE = /^[a-z0-9][a-z0-9_-]{0,63}$/;

export function readTenantConfig(configDir: string): TenantConfig {
  const raw = JSON.parse(fs.readFileSync(path.join(configDir, 'tenants.json'), 'utf8')) as Partial<TenantConfig>;
  if (typeof raw.defaultMerchant !== 'string' || typeof raw.hosts !== 'object' || raw.hosts === null) {
    throw new Error(`${configDir}/tenants.json needs defaultMerchant and hosts`);
  }
  const subdomainsOf = Array.isArray(raw.subdomainsOf) ? raw.subdomainsOf.filter((d): d is string => typeof d === 'string') : [];
  return { defaultMerchant: raw.defaultMerchant, hosts: raw.hosts, subdomainsOf, configDir };
}

/** `Host: lotus.localhost:8080` → lotus.localhost. */
export function hostName(hostHeader: string | undefined): string {
  const host = (hostHeader ?? '').trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.split(':')[0] ?? '';
}

function merchantExists(configDir: string, code: string): boolean {
  return fs.existsSync(path.join(configDir, 'merchants', code)) || fs.existsSync(path.join(configDir, 'registry', `${code}.json`));
}

export function resolveTenant(config: TenantConfig, hostHeader: string | undefined): TenantResolution {
  const host = hostName(hostHeader);
  // Own entries only: `Host: __proto__` must not find Object.prototype (it answered 500).
  const listed = Object.hasOwn(config.hosts, host) ? config.hosts[host] : undefined;
  if (typeof listed === 'string' && listed) return { merchant: listed, known: true, host };
  for (const base of config.subdomainsOf) {
    if (!host.endsWith(`.${base}`)) continue;
    const code = host.slice(0, -(base.length + 1));
    if (MERCHANT_CODE.test(code) && merchantExists(config.configDir, code)) return { merchant: code, known: true, host };
  }
  return { merchant: config.defaultMerchant, known: false, host };
}
