/**
 * The server side of the encrypted-payload protocol (docs/encrypted-payload-protocol.md):
 * headers `Encryption: aes-256-gcm+rsa-oaep-sha256;v=1`, `X-RSA: <keyId>.<b64 W>.<b64 IV>`,
 * `X-Digest: SHA-256=<b64 SHA-256(P)>`, body `{"value": "<b64 C>"}` where C is AES-256-GCM
 * ciphertext || 16-byte tag and W is the AES key wrapped with RSA-OAEP (SHA-256, MGF1 SHA-256).
 * Every failure throws before any handler runs, so nothing is stored.
 */
import crypto from 'node:crypto';
import { WpsError } from '../http/wps-error';
import type { RsaKeyRing } from './rsa-key-ring';
import type { NonceStore } from '../../db/nonce-store';

/** How far a body's `_ts` may be from the server's clock, either way; its nonce is kept this long. */
export const FRESHNESS_WINDOW_MS = 5 * 60_000;
const NONCE = /^[A-Za-z0-9_-]{16,64}$/;

export interface ReplayGuard {
  now: number;
  nonces: NonceStore;
}

export const ENCRYPTION_SCHEME = 'aes-256-gcm+rsa-oaep-sha256;v=1';
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

function base64(value: string | undefined, what: string): Buffer {
  if (value === undefined || !BASE64.test(value)) throw new WpsError(400, 'encryption_invalid', { reason: `${what} is not base64` });
  return Buffer.from(value, 'base64');
}

function header(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Step 10 of the protocol: P carries `_ts` and `_nonce`; a body outside the window or with a
 * nonce seen within it is a replay. Both fields are removed before the handler sees the body.
 */
function checkFreshness(parsed: unknown, guard: ReplayGuard): Record<string, unknown> {
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new WpsError(400, 'encryption_invalid', { reason: 'the plaintext must be a JSON object' });
  const { _ts: ts, _nonce: nonce, ...rest } = parsed as Record<string, unknown>;
  if (typeof ts !== 'number' || !Number.isFinite(ts) || typeof nonce !== 'string' || !NONCE.test(nonce)) {
    throw new WpsError(400, 'encryption_invalid', { reason: 'the plaintext must carry _ts (ms) and _nonce' });
  }
  if (Math.abs(guard.now - ts) > FRESHNESS_WINDOW_MS)
    throw new WpsError(400, 'encryption_replayed', { reason: 'the request is too old or from the future; check the device clock' });
  if (!guard.nonces.remember(nonce, ts + FRESHNESS_WINDOW_MS, guard.now))
    throw new WpsError(400, 'encryption_replayed', { reason: 'this request was already received' });
  return rest;
}

/** Answers the decrypted JSON body, without the replay guard's fields. */
export function decryptPayload(
  keys: RsaKeyRing,
  headers: Record<string, string | string[] | undefined>,
  body: unknown,
  guard: ReplayGuard,
): unknown {
  const scheme = header(headers, 'encryption')?.replace(/\s+/g, '');
  if (scheme !== ENCRYPTION_SCHEME) throw new WpsError(400, 'encryption_unsupported', { expected: ENCRYPTION_SCHEME });

  const parts = (header(headers, 'x-rsa') ?? '').split('.');
  if (parts.length !== 3) throw new WpsError(400, 'encryption_invalid', { reason: 'X-RSA must be keyId.wrappedKey.iv' });
  const [keyId, wrapped, ivText] = parts as [string, string, string];
  const privateKey = keys.privateKey(keyId, guard.now);
  if (!privateKey) throw new WpsError(400, 'encryption_key_unknown', { keyId });

  const digestHeader = header(headers, 'x-digest') ?? '';
  if (!digestHeader.startsWith('SHA-256=')) throw new WpsError(400, 'encryption_invalid', { reason: 'X-Digest must be SHA-256=<base64>' });
  const expectedDigest = base64(digestHeader.slice('SHA-256='.length), 'X-Digest');

  if (typeof body !== 'object' || body === null || typeof (body as { value?: unknown }).value !== 'string') {
    throw new WpsError(400, 'encryption_invalid', { reason: 'the body must be {"value": "<base64>"}' });
  }
  const sealed = base64((body as { value: string }).value, 'value');
  const iv = base64(ivText, 'IV');
  if (iv.length !== 12 || sealed.length < 16)
    throw new WpsError(400, 'encryption_invalid', { reason: 'IV must be 12 bytes and the ciphertext carry a 16-byte tag' });

  let plaintext: Buffer;
  try {
    const key = crypto.privateDecrypt(
      { key: privateKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      base64(wrapped, 'wrapped key'),
    );
    if (key.length !== 32) throw new Error('the wrapped key is not 32 bytes');
    const decipher = crypto.createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAuthTag(sealed.subarray(sealed.length - 16));
    plaintext = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]);
  } catch (error) {
    if (error instanceof WpsError) throw error;
    throw new WpsError(400, 'encryption_invalid', { reason: 'the key could not be unwrapped or the ciphertext failed authentication' });
  }

  const digest = crypto.createHash('sha256').update(plaintext).digest();
  if (digest.length !== expectedDigest.length || !crypto.timingSafeEqual(digest, expectedDigest))
    throw new WpsError(400, 'digest_mismatch');

  let parsed: unknown;
  try {
    parsed = JSON.parse(plaintext.toString('utf8')) as unknown;
  } catch {
    throw new WpsError(400, 'encryption_invalid', { reason: 'the plaintext is not JSON' });
  }
  return checkFreshness(parsed, guard);
}

/** The client side, for tests and tools: what shared/src/api does in the browser. */
export function encryptPayload(
  publicKeyPem: string,
  keyId: string,
  body: unknown,
  freshness: { timestamp?: number; nonce?: string } = {},
): { headers: Record<string, string>; body: { value: string } } {
  const sealed0 = {
    ...(body as Record<string, unknown>),
    _ts: freshness.timestamp ?? Date.now(),
    _nonce: freshness.nonce ?? crypto.randomBytes(16).toString('hex'),
  };
  const plaintext = Buffer.from(JSON.stringify(sealed0), 'utf8');
  const key = crypto.randomBytes(32);
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
  const wrapped = crypto.publicEncrypt({ key: publicKeyPem, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, key);
  return {
    headers: {
      Encryption: ENCRYPTION_SCHEME,
      'X-RSA': `${keyId}.${wrapped.toString('base64')}.${iv.toString('base64')}`,
      'X-Digest': `SHA-256=${crypto.createHash('sha256').update(plaintext).digest('base64')}`,
    },
    body: { value: sealed.toString('base64') },
  };
}
