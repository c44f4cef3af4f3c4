/**
 * The encrypted-payload protocol, version 1 (docs/encrypted-payload-protocol.md): its constants,
 * header formats and error codes, shared by the client's two cipher paths and usable by a server.
 */
import { fromBase64, toBase64 } from './bytes';

export const ENCRYPTION_SCHEME = 'aes-256-gcm+rsa-oaep-sha256;v=1';
export const HEADER_ENCRYPTION = 'Encryption';
export const HEADER_RSA = 'X-RSA';
export const HEADER_DIGEST = 'X-Digest';
export const DIGEST_PREFIX = 'SHA-256=';

export const AES_KEY_BYTES = 32;
export const IV_BYTES = 12;

/** What the server answers (HTTP 400) when it refuses an encrypted body; nothing is stored. */
export const ENCRYPTION_ERROR_CODES = {
  unsupported: 'encryption_unsupported',
  keyUnknown: 'encryption_key_unknown',
  invalid: 'encryption_invalid',
  digestMismatch: 'digest_mismatch',
} as const;

/** keyId must not contain '.', the X-RSA separator. */
const KEY_ID = /^[A-Za-z0-9_-]{1,64}$/;

export interface RsaPublicKey {
  keyId: string;
  /** PEM, SPKI ("BEGIN PUBLIC KEY"), RSA 2048. */
  publicKey: string;
}

/** The body and headers of one encrypted request. */
export interface EncryptedRequest {
  body: { value: string };
  headers: Record<string, string>;
}

/** Validates the `value` of GET /wps/session/key/rsa; throws with the reason. */
export function parseRsaKeyValue(value: unknown): RsaPublicKey {
  const v = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  if (typeof v.keyId !== 'string' || !KEY_ID.test(v.keyId)) throw new Error('key answer has no usable keyId');
  if (typeof v.publicKey !== 'string' || !/-----BEGIN PUBLIC KEY-----[\s\S]+-----END PUBLIC KEY-----/.test(v.publicKey)) {
    throw new Error('key answer has no SPKI PEM public key');
  }
  return { keyId: v.keyId, publicKey: v.publicKey };
}

/** DER bytes of an SPKI PEM. */
export function pemToDer(pem: string): Uint8Array {
  const match = /-----BEGIN PUBLIC KEY-----([\s\S]+?)-----END PUBLIC KEY-----/.exec(pem);
  if (!match?.[1]) throw new Error('not an SPKI PEM public key');
  return fromBase64(match[1].replace(/\s+/g, ''));
}

export function formatRsaHeader(keyId: string, wrappedKey: Uint8Array, iv: Uint8Array): string {
  return `${keyId}.${toBase64(wrappedKey)}.${toBase64(iv)}`;
}

/** The X-RSA header's parts, or null when it is malformed (a server answers encryption_invalid). */
export function parseRsaHeader(header: string): { keyId: string; wrappedKey: Uint8Array; iv: Uint8Array } | null {
  const parts = header.split('.');
  if (parts.length !== 3 || !KEY_ID.test(parts[0]!)) return null;
  try {
    const wrappedKey = fromBase64(parts[1]!);
    const iv = fromBase64(parts[2]!);
    return iv.length === IV_BYTES && wrappedKey.length > 0 ? { keyId: parts[0]!, wrappedKey, iv } : null;
  } catch {
    return null;
  }
}

export function formatDigestHeader(sha256: Uint8Array): string {
  return `${DIGEST_PREFIX}${toBase64(sha256)}`;
}

export function buildEncryptedRequest(parts: {
  keyId: string;
  ciphertextWithTag: Uint8Array;
  wrappedKey: Uint8Array;
  iv: Uint8Array;
  digest: Uint8Array;
}): EncryptedRequest {
  return {
    body: { value: toBase64(parts.ciphertextWithTag) },
    headers: {
      'Content-Type': 'application/json',
      [HEADER_ENCRYPTION]: ENCRYPTION_SCHEME,
      [HEADER_RSA]: formatRsaHeader(parts.keyId, parts.wrappedKey, parts.iv),
      [HEADER_DIGEST]: formatDigestHeader(parts.digest),
    },
  };
}
