/**
 * Protocol steps 2 to 7: one encrypted request from a JSON body.
 */
import { buildEncryptedRequest, AES_KEY_BYTES, IV_BYTES, type EncryptedRequest, type RsaPublicKey } from './protocol';
import { utf8 } from './bytes';
import type { PayloadCipher } from './payload-cipher';

export interface FixedSecrets {
  /** Only for the worked example and tests: production draws fresh K and IV every time. */
  key: Uint8Array;
  iv: Uint8Array;
  /** The freshness fields of the worked example; production uses the clock and a random nonce. */
  timestamp?: number;
  nonce?: string;
}

/** Bytes of the replay-guard nonce: 128 bits, written as 32 hex digits. */
export const NONCE_BYTES = 16;

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * P: the body plus the replay guard's `_ts` (ms since the epoch) and `_nonce`, inside the
 * ciphertext so nobody can change them; the server refuses a nonce it has seen within the window
 * and a timestamp outside it, then removes both before the handler sees the body.
 */
export function sealedBody(body: unknown, timestamp: number, nonce: string): Record<string, unknown> {
  const object = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  return { ...object, _ts: timestamp, _nonce: nonce };
}

export async function encryptPayload(
  body: unknown,
  publicKey: RsaPublicKey,
  cipher: PayloadCipher,
  fixed?: FixedSecrets,
): Promise<EncryptedRequest> {
  const nonce = fixed?.nonce ?? hex(cipher.randomBytes(NONCE_BYTES));
  const json = JSON.stringify(sealedBody(body, fixed?.timestamp ?? Date.now(), nonce));
  const plaintext = utf8(json);
  const key = fixed?.key ?? cipher.randomBytes(AES_KEY_BYTES);
  const iv = fixed?.iv ?? cipher.randomBytes(IV_BYTES);
  if (key.length !== AES_KEY_BYTES || iv.length !== IV_BYTES) throw new Error('AES key or IV of the wrong length');
  const { ciphertextWithTag, wrappedKey, digest } = await cipher.encrypt({ publicKeyPem: publicKey.publicKey, key, iv, plaintext });
  return buildEncryptedRequest({ keyId: publicKey.keyId, ciphertextWithTag, wrappedKey, iv, digest });
}
