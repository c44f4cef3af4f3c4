/**
 * `tenants.json` as the server reads it: once per version of the file (a stat on each use
 * notices an operator's edit, so it needs no restart), shared by every request. A file that
 * cannot be read or parsed is reported once per version and resolves no merchant, as before
 * this cache: /wps answers merchant_config_invalid until it is fixed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { hostName, readTenantConfig, resolveTenant, type TenantConfig } from './tenants';

/** The merchant of one request, decided once from the one host reading (request-merchant-hook.ts). */
export interface RequestMerchant {
  /** The host the client asked for, as Fastify reads it (X-Forwarded-Host only from a trusted proxy), port included. */
  authority: string;
  /** Its host name: lower case, without the port. */
  host: string;
  /** The host's merchant, else the default merchant; null while tenants.json cannot be read. */
  code: string | null;
  /** False for a host no merchant owns (static files still work, /wps says domain_not_available). */
  known: boolean;
}

interface Cached {
  stamp: string;
  config: TenantConfig | null;
}

export class TenantDirectory {
  private cached: Cached | null = null;

  constructor(
    private readonly configDir: string,
    private readonly log: { error(message: string): void } = { error: () => undefined },
  ) {}

  /** The current configuration, or null (reported once per version of the file) when it is unreadable. */
  config(): TenantConfig | null {
    const file = path.join(this.configDir, 'tenants.json');
    let stamp = 'missing';
    try {
      const stat = fs.statSync(file);
      // ctime and inode too: an edit within the same mtime tick, or a file replaced by a rename, is a new version.
      stamp = `${stat.mtimeMs}:${stat.ctimeMs}:${stat.size}:${stat.ino}`;
    } catch {
      // Missing: readTenantConfig says so below, once.
    }
    if (this.cached?.stamp === stamp) return this.cached.config;
    let config: TenantConfig | null;
    try {
      config = readTenantConfig(this.configDir);
    } catch (error) {
      config = null;
      this.log.error(`tenants.json unreadable, no merchant resolves until it is fixed: ${(error as Error).message}`);
    }
    this.cached = { stamp, config };
    return config;
  }

  /** The merchant a host (`lotus.localhost:8080`) belongs to. */
  resolve(authority: string): RequestMerchant {
    const config = this.config();
    if (config === null) return { authority, host: hostName(authority), code: null, known: false };
    const tenant = resolveTenant(config, authority);
    return { authority, host: tenant.host, code: tenant.merchant, known: tenant.known };
  }
}
