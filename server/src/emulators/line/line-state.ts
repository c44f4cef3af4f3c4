/**
 * Authorization codes and access tokens of the LINE Login test version, in memory. A code is
 * single-use, bound to its client, redirect URI and PKCE challenge, and short-lived, as LINE's.
 */
import crypto from 'node:crypto';

export interface LineUser {
  userId: string;
  displayName: string;
  pictureUrl: string | null;
}

export interface IssuedCode {
  clientId: string;
  redirectUri: string;
  codeChallenge: string | null;
  nonce: string | null;
  scope: string;
  user: LineUser;
  expiresAt: number;
}

export interface IssuedAccessToken {
  clientId: string;
  user: LineUser;
  expiresAt: number;
}

export const CODE_TTL_MS = 10 * 60 * 1000;
export const ACCESS_TOKEN_TTL_S = 30 * 24 * 3600;

export class LineState {
  readonly codes = new Map<string, IssuedCode>();
  readonly accessTokens = new Map<string, IssuedAccessToken>();

  issueCode(code: Omit<IssuedCode, 'expiresAt'>, now: number): string {
    const value = crypto.randomBytes(16).toString('base64url');
    this.codes.set(value, { ...code, expiresAt: now + CODE_TTL_MS });
    return value;
  }

  /** The code's grant, once: a second use (or a stale code) gets nothing. */
  takeCode(value: string, now: number): IssuedCode | null {
    const code = this.codes.get(value);
    this.codes.delete(value);
    return code && code.expiresAt > now ? code : null;
  }

  issueAccessToken(clientId: string, user: LineUser, now: number): string {
    const value = crypto.randomBytes(24).toString('base64url');
    this.accessTokens.set(value, { clientId, user, expiresAt: now + ACCESS_TOKEN_TTL_S * 1000 });
    return value;
  }
}

/** A LINE user id has the form U + 32 hex digits; the same test name gives the same user. */
export function testUserId(displayName: string): string {
  return `U${crypto.createHash('sha256').update(`line:${displayName.toLowerCase()}`).digest('hex').slice(0, 32)}`;
}

export function s256(verifier: string): string {
  return crypto.createHash('sha256').update(verifier).digest('base64url');
}

/** LINE signs web-login ID tokens with HS256 and the channel secret. */
export function signHs256(claims: Record<string, unknown>, secret: string): string {
  const header = Buffer.from(JSON.stringify({ typ: 'JWT', alg: 'HS256' })).toString('base64url');
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const signature = crypto.createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}
