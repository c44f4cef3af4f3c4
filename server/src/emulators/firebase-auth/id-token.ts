/**
 * ID tokens as Firebase issues them: RS256 JWTs with issuer https://securetoken.google.com/<project>
 * and audience <project>, so that a backend verifies emulator tokens exactly like real ones,
 * only against the emulator's JWKS.
 */
import crypto from 'node:crypto';
import type { SigningKey } from './signing-key';

export const ID_TOKEN_LIFETIME_S = 3600;

export function base64url(input: Buffer | string): string {
  return Buffer.from(input).toString('base64url');
}

export interface IdTokenClaims {
  iss: string;
  aud: string;
  auth_time: number;
  user_id: string;
  sub: string;
  iat: number;
  exp: number;
  phone_number?: string;
  email?: string;
  name?: string;
  picture?: string;
  firebase: { identities: Record<string, string[]>; sign_in_provider: string };
}

export function issuerFor(projectId: string): string {
  return `https://securetoken.google.com/${projectId}`;
}

export function signIdToken(claims: IdTokenClaims, key: SigningKey): string {
  const header = base64url(JSON.stringify({ alg: 'RS256', kid: key.kid, typ: 'JWT' }));
  const payload = base64url(JSON.stringify(claims));
  const signature = crypto.sign('RSA-SHA256', Buffer.from(`${header}.${payload}`), key.privateKey);
  return `${header}.${payload}.${base64url(signature)}`;
}

/** The claims of a token this emulator signed and that has not expired; null otherwise. */
export function verifyIdToken(token: string, key: SigningKey, nowS: number): IdTokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  const publicKey = crypto.createPublicKey(key.privateKey);
  const valid = crypto.verify('RSA-SHA256', Buffer.from(`${header}.${payload}`), publicKey, Buffer.from(signature, 'base64url'));
  if (!valid) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as IdTokenClaims;
    return claims.exp > nowS ? claims : null;
  } catch {
    return null;
  }
}

/** The payload of an unsigned or foreign JWT (a provider's ID token handed to signInWithIdp). */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown;
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
