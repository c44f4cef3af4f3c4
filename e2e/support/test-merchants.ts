/**
 * Merchants that exist only in the end-to-end server's config copy, each set up for one
 * situation of the foundation (issue 2): a remote that throws, a slow bound, a remote from an
 * origin that is not allowed, a registry that is not valid. Each is a copy of the demo merchant
 * reachable as http://<code>.localhost:<port>/m/ (tenants.json `subdomainsOf`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { E2E_CONFIG_DIR, E2E_PORT } from './test-server';
import { REMOTES_FROM_BUCKET, manifestUrl, serverIntegrity } from './bucket-registries';

type Registry = {
  schemaVersion: number;
  merchant: string;
  allowedOrigins: string[];
  loadTimeoutMs: number;
  remotes: { name: string; version: string; manifest: string; server?: { integrity?: string } }[];
};

function defaultRegistry(): Registry {
  return JSON.parse(fs.readFileSync(path.join(E2E_CONFIG_DIR, 'registry/default.json'), 'utf8')) as Registry;
}

/** `remote` at `version`: from where the run's remotes come (the release bucket), or from `origin`'s own `/m/remotes/`. */
function pin(registry: Registry, remote: string, version: string, origin?: string): Registry {
  const manifest = origin === undefined ? manifestUrl(remote, version) : `${origin}/m/remotes/${remote}/${version}/mf-manifest.json`;
  return {
    ...registry,
    // Without the default entry's server integrity: that hash is another version's.
    remotes: registry.remotes.map((r) => (r.name === remote ? { name: r.name, version, manifest } : r)),
  };
}

export const TEST_MERCHANTS = {
  /**
   * mf-games pinned to a build whose pages throw while mounting, drawn on the server too (from the
   * bucket, another origin, only with its server entry's hash: without it the render tier leaves
   * the area to the browser and the throw is never rendered).
   */
  broken: (r: Registry): Registry | string => {
    const pinned = pin(r, 'mf-games', '0.0.0-broken');
    const integrity = REMOTES_FROM_BUCKET ? serverIntegrity('mf-games', '0.0.0-broken') : null;
    return {
      ...pinned,
      merchant: 'broken',
      remotes: pinned.remotes.map((entry) => (entry.name === 'mf-games' && integrity ? { ...entry, server: { integrity } } : entry)),
    };
  },
  /**
   * mf-games at a version whose files are not in the bucket (a release whose upload never
   * happened), with a server hash, so the render tier tries to fetch it too and must leave the area.
   */
  missing: (r: Registry): Registry | string => {
    const pinned = pin(r, 'mf-games', '9.9.9-missing');
    const server = r.remotes.find((entry) => entry.name === 'mf-games')?.server;
    return {
      ...pinned,
      merchant: 'missing',
      remotes: pinned.remotes.map((entry) => (entry.name === 'mf-games' && server ? { ...entry, server } : entry)),
    };
  },
  /** A short time bound, for the slow-remote scenario. */
  slow: (r: Registry): Registry | string => ({ ...r, merchant: 'slow', loadTimeoutMs: 1500 }),
  /** mf-games from an origin the registry does not allow (the site's own files, on the address 127.0.0.1). */
  evil: (r: Registry): Registry | string => ({ ...pin(r, 'mf-games', '1.0.0', `http://127.0.0.1:${E2E_PORT}`), merchant: 'evil' }),
  /** The same remote from that origin, allowed: a remote from an origin a merchant adds (not the bucket's) must load. */
  cdn: (r: Registry): Registry | string => ({
    ...pin(r, 'mf-games', '1.0.0', `http://127.0.0.1:${E2E_PORT}`),
    merchant: 'cdn',
    allowedOrigins: ['self', `http://127.0.0.1:${E2E_PORT}`],
  }),
  /** A registry file that is not valid: the shell must fall back to the default registry. */
  malformed: (): Registry | string => '{"schemaVersion": 1, "merchant": "malformed", "remotes": "nope"',
} as const;

export function createTestMerchants(): void {
  const base = defaultRegistry();
  for (const [code, make] of Object.entries(TEST_MERCHANTS)) {
    const demo = path.join(E2E_CONFIG_DIR, 'merchants/demo');
    if (fs.existsSync(demo)) fs.cpSync(demo, path.join(E2E_CONFIG_DIR, 'merchants', code), { recursive: true });
    const doc = make(base);
    fs.writeFileSync(path.join(E2E_CONFIG_DIR, 'registry', `${code}.json`), typeof doc === 'string' ? doc : JSON.stringify(doc, null, 2));
  }
}

/**
 * The fast-domain scenarios' merchants (e2e/tests/fast-domain.spec.ts), one per scenario so that
 * slowing one's domains cannot touch the other: `<code>.localhost` is the main domain, and
 * `<code>-fast.localhost` and `<code>-backup.localhost` its other domains (tenants.json hosts).
 */
export const FAST_DOMAIN_MERCHANTS = ['fd-move', 'fd-stay'] as const;

export function fastDomainHosts(code: string): { main: string; fast: string; backup: string } {
  return { main: `${code}.localhost`, fast: `${code}-fast.localhost`, backup: `${code}-backup.localhost` };
}

export function createFastDomainMerchants(): void {
  const tenantsFile = path.join(E2E_CONFIG_DIR, 'tenants.json');
  const tenants = JSON.parse(fs.readFileSync(tenantsFile, 'utf8')) as { hosts: Record<string, string> };
  for (const code of FAST_DOMAIN_MERCHANTS) {
    const folder = path.join(E2E_CONFIG_DIR, 'merchants', code);
    fs.cpSync(path.join(E2E_CONFIG_DIR, 'merchants/demo'), folder, { recursive: true });
    const file = path.join(folder, 'merchant.json');
    const merchant = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      domainRoute: { domains: { domain: string; type: string; weight: number }[] };
    };
    const hosts = fastDomainHosts(code);
    merchant.domainRoute.domains = [
      { domain: hosts.main, type: 'main', weight: 10 },
      { domain: hosts.fast, type: 'fast', weight: 5 },
      { domain: hosts.backup, type: 'backup', weight: 1 },
    ];
    fs.writeFileSync(file, JSON.stringify(merchant, null, 2));
    for (const host of Object.values(hosts)) tenants.hosts[host] = code;
  }
  fs.writeFileSync(tenantsFile, JSON.stringify(tenants, null, 2));
}
