/**
 * The operator console's API (issue 39): `/ops/api/*`, served by the backend, read by the `/ops`
 * React app. One contract for both sides: the server's routes and the console's client import
 * these paths and shapes, so neither can drift. Not part of any player bundle (the player's
 * remotes never import it; `@m/shared/ops` is its only entry point).
 *
 * Sessions: an httpOnly, SameSite=Strict cookie `ops_session` set by `/ops/api/session/*`; every
 * other path answers 401 `{ error: 'unauthenticated' }` without it and 403 `{ error: 'forbidden' }`
 * when the operator's role does not reach the merchant or the action. Every change is audited on
 * the server with the operator's name and the reason given.
 */

export const OPS_API = {
  /** POST {@link OpsSignInBody} → {@link OpsSignInAnswer}: password first, then the authenticator code. */
  signIn: '/ops/api/session/sign-in',
  /** POST {@link OpsTotpBody} → {@link OpsOperator}: the second step; sets the session cookie. */
  totp: '/ops/api/session/totp',
  /** GET → {@link OpsOperator} (401 when signed out); DELETE signs out. */
  session: '/ops/api/session',
  /** GET → {@link OpsMerchant}[]: the merchants this operator may see. */
  merchants: '/ops/api/merchants',
  /** GET ?merchant= → {@link OpsReleases}; POST {@link OpsReleaseAction} → {@link OpsReleases}. */
  releases: '/ops/api/releases',
  /** GET ?merchant=&remote=&actor=&limit= → {@link OpsAuditEntry}[] (newest first). */
  audit: '/ops/api/audit',
  /** GET ?merchant=&route=&metric=&days= → {@link OpsRumSeries}. */
  rum: '/ops/api/rum',
  /** GET ?merchant= → {@link OpsHealth}. */
  health: '/ops/api/health',
} as const;

export type OpsRole = 'release-manager' | 'merchant-admin' | 'viewer';

export interface OpsOperator {
  name: string;
  role: OpsRole;
  /** The merchants this operator's role covers; `'*'` for all (release managers, global viewers). */
  merchants: string[] | '*';
}

export interface OpsSignInBody {
  name: string;
  password: string;
}

/** Password accepted: a short-lived ticket to present with the authenticator code. */
export interface OpsSignInAnswer {
  ticket: string;
}

export interface OpsTotpBody {
  ticket: string;
  /** Six digits from the operator's authenticator app (RFC 6238, 30 s steps, SHA-1). */
  code: string;
}

export interface OpsMerchant {
  code: string;
  name: string;
  hosts: string[];
}

export interface OpsRemoteRelease {
  remote: string;
  version: string;
  /** True when this merchant's registry names its own version instead of following the default. */
  pinned: boolean;
  canary: { version: string; share: number } | null;
  /** ISO time of the last change to this remote in this merchant's registry, when known. */
  changedAt: string | null;
}

export interface OpsAvailableVersion {
  remote: string;
  version: string;
  /** Bytes of the version's browser files (gzip not applied). */
  bytes: number;
  /** `sha384-…` of the server entry. */
  integrity: string;
  /**
   * ISO time the version was published: when its integrity record (release-manifest.json, written
   * after every file) was stored in the bucket. Null only where the bucket gives no date.
   */
  publishedAt: string | null;
}

export interface OpsReleases {
  merchant: string;
  remotes: OpsRemoteRelease[];
  available: OpsAvailableVersion[];
}

export type OpsReleaseAction =
  /** `merchant: '*'` promotes for every merchant that does not pin the remote (release managers only). */
  | { action: 'promote'; merchant: string; remote: string; version: string; reason: string }
  | { action: 'pin'; merchant: string; remote: string; version: string; reason: string }
  | { action: 'unpin'; merchant: string; remote: string; reason: string }
  | { action: 'canary'; merchant: string; remote: string; version: string; share: number; reason: string }
  | { action: 'rollback'; merchant: string; remote: string; reason: string };

export interface OpsAuditEntry {
  at: string;
  actor: string;
  action: string;
  registry: string;
  remote: string;
  from: string | null;
  to: string | null;
  reason: string;
}

export type OpsMetric = 'lcp' | 'inp' | 'cls';

export interface OpsRumPoint {
  /** Start of the bucket (hour), ms since the epoch. */
  at: number;
  p75: number;
  count: number;
}

export interface OpsRumLine {
  remote: string;
  version: string;
  points: OpsRumPoint[];
  /** `pnpm rum`'s flag: this version's p75 LCP is worse than the previous version's. */
  regression: boolean;
  errors: number;
  hydrationFailures: number;
}

export interface OpsRumSeries {
  merchant: string;
  route: string;
  metric: OpsMetric;
  lines: OpsRumLine[];
}

export interface OpsCap {
  /** The cap's name as docs/security.md lists it. */
  name: string;
  used: number;
  limit: number;
  windowSeconds: number;
}

export interface OpsHealth {
  merchant: string;
  caps: OpsCap[];
  csp: { directive: string; blocked: string; count: number }[];
  renderTier: { rendersPerSecond: number; shed: number; cacheHitRate: number } | null;
}

/**
 * Each render instance's figures, posted to the backend (not through any browser) every
 * RENDER_TIER_REPORT_MS: its counts since its previous report. The backend takes them only from
 * a trusted proxy's address without forwarding headers (the tier's own call), and the tier never
 * forwards a player's request to this path. The console's health page sums the instances that
 * reported in the last minute.
 */
export const RENDER_TIER_REPORT_PATH = '/ops/internal/render-tier';

export interface RenderTierReport {
  /** Names the instance (host and process): a second report of one instance replaces its first. */
  instance: string;
  /** The time the counts cover (ms). */
  windowMs: number;
  /** Pages drawn on the server. */
  renders: number;
  /** Pages that were to be drawn and were answered with the browser-composed shell instead (a flood's budget, a timeout, a failure). */
  shed: number;
  /** Of the pages to be drawn, those whose shell page came from the tier's cache (shell-page-cache.ts). */
  cacheHits: number;
  cacheLookups: number;
}

export interface OpsError {
  /** `rate-limited` (429, Retry-After): too many sign-in attempts for this name or address. */
  error: 'unauthenticated' | 'forbidden' | 'invalid' | 'conflict' | 'rate-limited' | 'unavailable';
  message: string;
}
