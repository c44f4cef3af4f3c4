/**
 * Verifies Firebase ID tokens (RS256 JWTs) against the merchant's configured issuer, audience
 * and JWKS URL: signature by a key of the JWKS (by `kid`), `alg` RS256, `iss`, `aud`, `sub`
 * (non-empty, at most 128 characters), `exp` in the future and `iat` not in the future (60 s
 * of clock skew either way). Keys are cached per URL for the max-age the JWKS answer gives
 * (an hour when it gives none) and fetched again, at most once a minute, when a token names
 * a `kid` the cache does not know (key rotation).
 */
import crypto from 'node:crypto';

export interface IdTokenClaims {
  iss: string;
  aud: string;
  sub: string;
  iat: number;
  exp: number;
  phone_number?: string;
  email?: string;
  name?: string;
  picture?: string;
  firebase?: { sign_in_provider?: string };
  [claim: string]: unknown;
}

export interface IdTokenExpectation {
  issuer: string;
  audience: string;
  /** Absolute URL (a relative one is resolved by the caller). */
  jwksUrl: string;
}

export class IdTokenError extends Error {}

const SKEW_S = 60;
const DEFAULT_MAX_AGE_MS = 3_600_000;
const REFETCH_INTERVAL_MS = 60_000;

type Fetcher = (
  url: string,
) => Promise<{ ok: boolean; status: number; headers: { get(name: string): string | null }; json(): Promise<unknown> }>;

interface CachedKeys {
  keys: Map<string, crypto.KeyObject>;
  expiresAt: number;
  fetchedAt: number;
}

function decodePart(part: string, what: string): Record<string, unknown> {
  try {
    const value = JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as unknown;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error();
    return value as Record<string, unknown>;
  } catch {
    throw new IdTokenError(`${what} is not base64url JSON`);
  }
}

export class IdTokenVerifier {
  private readonly cache = new Map<string, CachedKeys>();

  constructor(
    private readonly fetcher: Fetcher = (url) => fetch(url, { signal: AbortSignal.timeout(5000) }),
    private readonly clock: () => number = Date.now,
  ) {}

  async verify(token: string, expected: IdTokenExpectation): Promise<IdTokenClaims> {
    const parts = token.split('.');
    if (parts.length !== 3) throw new IdTokenError('not a JWT');
    const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
    const header = decodePart(headerPart, 'header');
    const claims = decodePart(payloadPart, 'payload');
    if (header.alg !== 'RS256') throw new IdTokenError(`alg must be RS256, got ${String(header.alg)}`);
    if (typeof header.kid !== 'string') throw new IdTokenError('no kid');

    const key = await this.key(expected.jwksUrl, header.kid);
    const signed = Buffer.from(`${headerPart}.${payloadPart}`);
    if (!crypto.verify('RSA-SHA256', signed, key, Buffer.from(signaturePart, 'base64url'))) throw new IdTokenError('bad signature');

    const now = Math.floor(this.clock() / 1000);
    if (claims.iss !== expected.issuer) throw new IdTokenError('wrong issuer');
    if (claims.aud !== expected.audience) throw new IdTokenError('wrong audience');
    if (typeof claims.sub !== 'string' || claims.sub.length === 0 || claims.sub.length > 128) throw new IdTokenError('bad subject');
    if (typeof claims.exp !== 'number' || claims.exp <= now - SKEW_S) throw new IdTokenError('expired');
    if (typeof claims.iat !== 'number' || claims.iat > now + SKEW_S) throw new IdTokenError('issued in the future');
    return claims as IdTokenClaims;
  }

  private async key(url: string, kid: string): Promise<crypto.KeyObject> {
    const now = this.clock();
    let cached = this.cache.get(url);
    const stale = !cached || cached.expiresAt <= now;
    const unknownKid = cached !== undefined && !cached.keys.has(kid) && now - cached.fetchedAt >= REFETCH_INTERVAL_MS;
    if (stale || unknownKid) cached = await this.fetchKeys(url, now);
    const key = cached?.keys.get(kid);
    if (!key) throw new IdTokenError(`unknown kid ${kid}`);
    return key;
  }

  private async fetchKeys(url: string, now: number): Promise<CachedKeys> {
    let response: Awaited<ReturnType<Fetcher>>;
    try {
      response = await this.fetcher(url);
    } catch (error) {
      throw new IdTokenError(`JWKS ${url} unreachable: ${(error as Error).message}`);
    }
    if (!response.ok) throw new IdTokenError(`JWKS ${url} answered ${response.status}`);
    const body = (await response.json()) as { keys?: unknown };
    if (!Array.isArray(body.keys)) throw new IdTokenError(`JWKS ${url} has no keys`);
    const keys = new Map<string, crypto.KeyObject>();
    for (const jwk of body.keys as Record<string, unknown>[]) {
      if (jwk.kty !== 'RSA' || typeof jwk.kid !== 'string') continue;
      try {
        keys.set(jwk.kid, crypto.createPublicKey({ key: jwk as crypto.JsonWebKey, format: 'jwk' }));
      } catch {
        // One malformed key must not hide the others.
      }
    }
    const maxAge = /max-age=(\d+)/.exec(response.headers.get('cache-control') ?? '')?.[1];
    const entry = { keys, fetchedAt: now, expiresAt: now + (maxAge ? Number(maxAge) * 1000 : DEFAULT_MAX_AGE_MS) };
    this.cache.set(url, entry);
    return entry;
  }
}
