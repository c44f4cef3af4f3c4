/**
 * Everything the server reads from its environment, in one place (README, "Operating").
 */
import net from 'node:net';
import path from 'node:path';
import { DEFAULT_FRAME_HOLD_MS } from '@m/shared/contract';
import { scaleWriteLimits, WRITE_LIMITS, type WriteLimits } from './security/write-limits';
import { readAdmissionLimits, type AdmissionLimits } from './ssr/render-admission';
import { bucketSettings, type BucketSettings } from './releases/bucket-settings';

export interface ServerOptions {
  port: number;
  /** PUBLIC_PORT: behind the render tier (scripts/start.mjs), the port players use, for the start guide. */
  publicPort?: number;
  host: string;
  /** Folder of operator-editable configuration: tenants, registries, merchant data. */
  configDir: string;
  /** Folder of the database and other state that must survive restarts. */
  dataDir: string;
  /** Folder holding `shell/dist` and each remote's `dist/<version>` folders. */
  bundlesRoot: string;
  /** Fault injection for tests (never on in production): FAULTS=1. */
  faults: boolean;
  logLevel: string;
  /** Where log lines go instead of standard output (tests read them); never from the environment. */
  logTo?: NodeJS.WritableStream;
  /**
   * TRUSTED_PROXIES: addresses or CIDR blocks of the reverse proxies in front of this server
   * (comma-separated). Only a request arriving from one of them may set X-Forwarded-For/-Host/
   * -Proto or CF-IPCountry. Default none: every client is the client.
   */
  trustedProxies: string[];
  /**
   * EMULATORS=1: the local demo (`npm start`, e2e): test versions of Firebase, LINE, Geetest and
   * SMS, and the merchants' test accounts. Refused unless the server listens on loopback only.
   */
  demoMode: boolean;
  /**
   * Caps on cheap writes per address, merchant and member (security/write-limits.ts; default
   * WRITE_LIMITS). WRITE_LIMIT_SCALE=<number> multiplies each cap (the end-to-end run: 100).
   */
  writeLimits?: WriteLimits;
  /** STAND_IN_WITHDRAW_DELAY_MS: in demo mode, how long the stand-in back office leaves a withdrawal pending (default 2000). */
  withdrawDelayMs?: number;
  /** Time-outs and caps of the HTTP server (defaults in LIMITS). */
  limits?: Partial<typeof LIMITS>;
  /**
   * Server rendering of the public routes (issue 23, docs/deploy.md). SSR=off turns it off (every
   * page composed in the browser, as before); SSR_SLOT_BUDGET_MS bounds one slot (default 150);
   * SSR_WPS_ORIGIN sends the render's /wps calls to another backend over HTTP (default: in process);
   * SSR_SLOT_CACHE_MS keeps a drawn public slot for the next guests (default 5000, 0: never).
   */
  serverRender?: {
    enabled: boolean;
    slotBudgetMs: number;
    /** SSR_FRAME_HOLD_MS: how long a page's frame waits for slots before it goes out without them. */
    frameHoldMs: number;
    wpsOrigin: string | null;
    slotCacheMs: number;
    admission: AdmissionLimits;
  };
  /**
   * RELEASES_BUCKET and its settings (releases/bucket-settings.ts): the operator console's
   * releases change the registries there, in process (ops/release-backend.ts). Null: its
   * releases and audit answer 503 `unavailable`.
   */
  releasesBucket?: BucketSettings | null;
  /**
   * Remotes released to a bucket (issue 38, docs/deploy.md): the registries are read from
   * RELEASES_PUBLIC_URL (or the bucket's address from RELEASES_BUCKET and RELEASES_S3_ENDPOINT),
   * kept RELEASES_REGISTRY_CACHE_MS (default 5000, at most 15000). Unset: server/config/registry.
   */
  releases?: { publicUrl: string; registryCacheMs: number };
}

export const DEFAULT_SLOT_BUDGET_MS = 150;

function parseDelay(value: string): number {
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0) throw new Error(`STAND_IN_WITHDRAW_DELAY_MS must be milliseconds, got ${value}`);
  return ms;
}

function parseServerRender(env: NodeJS.ProcessEnv): NonNullable<ServerOptions['serverRender']> {
  const budget = env.SSR_SLOT_BUDGET_MS === undefined ? DEFAULT_SLOT_BUDGET_MS : Number(env.SSR_SLOT_BUDGET_MS);
  if (!Number.isInteger(budget) || budget < 10 || budget > 10_000)
    throw new Error(`SSR_SLOT_BUDGET_MS must be 10-10000 ms, got "${env.SSR_SLOT_BUDGET_MS}"`);
  const origin = env.SSR_WPS_ORIGIN?.trim() || null;
  if (origin !== null && !/^https?:\/\/[^/]+$/.test(origin)) throw new Error(`SSR_WPS_ORIGIN must be an http(s) origin, got "${origin}"`);
  const cacheMs = env.SSR_SLOT_CACHE_MS === undefined ? 5000 : Number(env.SSR_SLOT_CACHE_MS);
  if (!Number.isInteger(cacheMs) || cacheMs < 0 || cacheMs > 600_000)
    throw new Error(`SSR_SLOT_CACHE_MS must be 0-600000 ms, got "${env.SSR_SLOT_CACHE_MS}"`);
  const frameHoldMs = env.SSR_FRAME_HOLD_MS === undefined ? DEFAULT_FRAME_HOLD_MS : Number(env.SSR_FRAME_HOLD_MS);
  if (!Number.isInteger(frameHoldMs) || frameHoldMs < 0 || frameHoldMs > 10_000)
    throw new Error(`SSR_FRAME_HOLD_MS must be 0-10000 ms, got "${env.SSR_FRAME_HOLD_MS}"`);
  return {
    enabled: env.SSR !== 'off',
    slotBudgetMs: budget,
    frameHoldMs,
    wpsOrigin: origin,
    slotCacheMs: cacheMs,
    admission: readAdmissionLimits(env),
  };
}

function parseReleases(env: NodeJS.ProcessEnv): ServerOptions['releases'] {
  const publicUrl = env.RELEASES_PUBLIC_URL?.trim() || bucketSettings(env)?.publicUrl;
  if (!publicUrl) return undefined;
  if (!/^https?:\/\/[^/?#]+(\/[^?#]*)?$/.test(publicUrl))
    throw new Error(`RELEASES_PUBLIC_URL must be an http(s) address, got "${publicUrl}"`);
  const cacheMs = env.RELEASES_REGISTRY_CACHE_MS === undefined ? 5000 : Number(env.RELEASES_REGISTRY_CACHE_MS);
  if (!Number.isInteger(cacheMs) || cacheMs < 0 || cacheMs > 15_000)
    throw new Error(`RELEASES_REGISTRY_CACHE_MS must be 0-15000 ms (a registry's max-age), got "${env.RELEASES_REGISTRY_CACHE_MS}"`);
  return { publicUrl: publicUrl.replace(/\/$/, ''), registryCacheMs: cacheMs };
}

/** Connection hygiene: a slow or idle client cannot hold the server, and a stop has a deadline. */
export const LIMITS = {
  /** Whole request, headers and body: a body trickling in slower than this is cut off. */
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 10_000,
  keepAliveTimeoutMs: 5_000,
  /** Idle socket. */
  connectionTimeoutMs: 60_000,
  maxConnections: 2_000,
  /** SIGTERM: open requests get this long to finish, then connections are cut. */
  shutdownDeadlineMs: 10_000,
};

const repoRoot = path.resolve(__dirname, '../..');

export function isLoopbackHost(host: string): boolean {
  const name = host.replace(/^\[|\]$/g, '').toLowerCase();
  return name === 'localhost' || name === '::1' || (net.isIPv4(name) && name.startsWith('127.'));
}

function parseTrustedProxies(text: string | undefined): string[] {
  const entries = (text ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address, bits] = entry.split('/');
    const okBits = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (net.isIPv6(address ?? '') ? 128 : 32));
    if (!net.isIP(address ?? '') || !okBits) throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR block`);
  }
  return entries;
}

export function readServerOptions(env: NodeJS.ProcessEnv = process.env): ServerOptions {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const demoMode = env.EMULATORS === '1';
  const host = env.HOST ?? (demoMode ? '127.0.0.1' : '0.0.0.0');
  if (demoMode && !isLoopbackHost(host)) {
    // The emulators hand out any SMS code and mint Firebase tokens: never beyond this machine.
    throw new Error(
      `EMULATORS=1 (the local demo) listens on loopback only, but HOST is ${host}. Use HOST=127.0.0.1, or unset EMULATORS to run with the merchants' real services.`,
    );
  }
  const scale = Number(env.WRITE_LIMIT_SCALE ?? 1);
  if (!Number.isFinite(scale) || scale <= 0) throw new Error(`WRITE_LIMIT_SCALE must be a positive number, got ${env.WRITE_LIMIT_SCALE}`);
  return {
    port,
    ...(env.PUBLIC_PORT ? { publicPort: Number(env.PUBLIC_PORT) } : {}),
    host,
    configDir: path.resolve(env.CONFIG_DIR ?? path.join(repoRoot, 'server/config')),
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, '.data')),
    bundlesRoot: path.resolve(env.BUNDLES_ROOT ?? repoRoot),
    faults: env.FAULTS === '1',
    // The demo's newcomer reads the guide main.ts prints, not a line per request (issue 27):
    // warnings and errors only, unless LOG_LEVEL asks for more.
    logLevel: env.LOG_LEVEL ?? (demoMode ? 'warn' : 'info'),
    trustedProxies: parseTrustedProxies(env.TRUSTED_PROXIES),
    demoMode,
    writeLimits: scaleWriteLimits(WRITE_LIMITS, scale),
    ...(env.STAND_IN_WITHDRAW_DELAY_MS !== undefined ? { withdrawDelayMs: parseDelay(env.STAND_IN_WITHDRAW_DELAY_MS) } : {}),
    serverRender: parseServerRender(env),
    releasesBucket: bucketSettings(env),
    ...(parseReleases(env) ? { releases: parseReleases(env) } : {}),
  };
}
