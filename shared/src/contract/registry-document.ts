/**
 * The federation registry document: which version of each remote a merchant gets, and from
 * which origins remotes may be loaded. Served per merchant at `/m/federation/registry.json`
 * (the server picks the merchant from the host name), with `/m/federation/registry.default.json`
 * as the fallback. Everything in it is checked here; nothing unchecked reaches the MF runtime.
 */
import { REMOTE_NAMES, type RemoteName } from './remotes';

export interface RegistryRemote {
  name: RemoteName;
  version: string;
  /** URL of the remote's `mf-manifest.json`; relative URLs resolve against the page. */
  manifest: string;
  /**
   * The version's server build, which the render tier runs (issue 23). Absent: `server/remoteEntry.js`
   * beside the manifest. `integrity` (`sha384-…` of the file) is required for an entry on another
   * origin than the site's own, and checked before the code runs (docs/security.md).
   */
  server?: RegistryServerEntry;
  /**
   * Another version for a share of this merchant's players (issue 38): a device runs the canary
   * when a stable hash of its device id and the remote's name, mod 100, is below `share`, so one
   * device keeps one version across loads. Decided by canary-choice.ts, the same function on the
   * server that draws the page and in the shell that hydrates it.
   */
  canary?: RegistryCanary;
}

export interface RegistryCanary {
  version: string;
  manifest: string;
  /** Percent of devices, 1 to 99 (0 is no canary, 100 is a promotion). */
  share: number;
  server?: RegistryServerEntry;
}

export interface RegistryServerEntry {
  entry?: string;
  integrity?: string;
}

const INTEGRITY = /^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/;

function parseServerEntry(name: string, value: unknown): RegistryServerEntry | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail(`remote ${name}: server must be an object`);
  const { entry, integrity } = value as Record<string, unknown>;
  if (entry !== undefined && (typeof entry !== 'string' || !/\.js(\?.*)?$/.test(entry) || entry.includes('..'))) {
    fail(`remote ${name}: server.entry must be the address of a .js file`);
  }
  if (integrity !== undefined && (typeof integrity !== 'string' || !INTEGRITY.test(integrity))) {
    fail(`remote ${name}: server.integrity must be sha256-, sha384- or sha512- and base64`);
  }
  return {
    ...(entry !== undefined ? { entry: entry as string } : {}),
    ...(integrity !== undefined ? { integrity: integrity as string } : {}),
  };
}

function parseCanary(name: string, version: string, value: unknown): RegistryCanary | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail(`remote ${name}: canary must be an object`);
  const c = value as Record<string, unknown>;
  if (typeof c.version !== 'string' || !VERSION.test(c.version)) fail(`remote ${name}: canary has no valid version`);
  if (c.version === version) fail(`remote ${name}: the canary is the version everyone already runs`);
  if (typeof c.manifest !== 'string' || !/mf-manifest\.json(\?.*)?$/.test(c.manifest))
    fail(`remote ${name}: canary must point at an mf-manifest.json`);
  if (typeof c.share !== 'number' || !Number.isInteger(c.share) || c.share < 1 || c.share > 99) {
    fail(`remote ${name}: canary share must be a whole percent from 1 to 99`);
  }
  const server = parseServerEntry(`${name} canary`, c.server);
  return { version: c.version, manifest: c.manifest, share: c.share, ...(server ? { server } : {}) };
}

export interface RegistryDocument {
  schemaVersion: 1;
  merchant: string;
  /** Origins remotes may come from; `self` is the page's own origin. */
  allowedOrigins: string[];
  /** How long a remote may take to load and mount before its area shows the fallback. */
  loadTimeoutMs: number;
  remotes: RegistryRemote[];
}

export const DEFAULT_LOAD_TIMEOUT_MS = 8000;

export class RegistryError extends Error {
  override name = 'RegistryError';
}

const VERSION = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/;

function fail(message: string): never {
  throw new RegistryError(message);
}

/** Validates an untrusted JSON value; throws RegistryError saying what is wrong. */
export function parseRegistryDocument(value: unknown): RegistryDocument {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail('registry is not an object');
  const doc = value as Record<string, unknown>;
  if (doc.schemaVersion !== 1) fail(`unsupported schemaVersion ${JSON.stringify(doc.schemaVersion)}`);
  if (typeof doc.merchant !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(doc.merchant)) fail('merchant must be a merchant code');
  if (!Array.isArray(doc.allowedOrigins) || doc.allowedOrigins.some((o) => typeof o !== 'string')) {
    fail('allowedOrigins must be a list of origins');
  }
  const allowedOrigins = (doc.allowedOrigins as string[]).map((origin) => {
    if (origin === 'self') return origin;
    let parsed: URL;
    try {
      parsed = new URL(origin);
    } catch {
      fail(`allowed origin "${origin}" is not a URL`);
    }
    if (parsed.origin !== origin || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')) {
      fail(`allowed origin "${origin}" must be a bare http(s) origin`);
    }
    return origin;
  });
  const timeout = doc.loadTimeoutMs ?? DEFAULT_LOAD_TIMEOUT_MS;
  if (typeof timeout !== 'number' || !Number.isFinite(timeout) || timeout < 500 || timeout > 60000) {
    fail('loadTimeoutMs must be between 500 and 60000');
  }
  if (!Array.isArray(doc.remotes)) fail('remotes must be a list');
  const seen = new Set<string>();
  const remotes = doc.remotes.map((entry: unknown, index: number): RegistryRemote => {
    if (typeof entry !== 'object' || entry === null) fail(`remotes[${index}] is not an object`);
    const r = entry as Record<string, unknown>;
    if (typeof r.name !== 'string' || !(REMOTE_NAMES as readonly string[]).includes(r.name)) {
      fail(`remotes[${index}].name ${JSON.stringify(r.name)} is not a known remote`);
    }
    if (seen.has(r.name)) fail(`remote ${r.name} is listed twice`);
    seen.add(r.name);
    if (typeof r.version !== 'string' || !VERSION.test(r.version)) fail(`remote ${r.name} has no valid version`);
    if (typeof r.manifest !== 'string' || !/mf-manifest\.json(\?.*)?$/.test(r.manifest)) {
      fail(`remote ${r.name} must point at an mf-manifest.json`);
    }
    const server = parseServerEntry(r.name, r.server);
    const canary = parseCanary(r.name, r.version, r.canary);
    return {
      name: r.name as RemoteName,
      version: r.version,
      manifest: r.manifest,
      ...(server ? { server } : {}),
      ...(canary ? { canary } : {}),
    };
  });
  return { schemaVersion: 1, merchant: doc.merchant, allowedOrigins, loadTimeoutMs: timeout, remotes };
}
