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
}

export async function encryptPayload(body: unknown, publicKey: RsaPublicKey, cipher: PayloadCipher, fixed?: FixedSecrets): Promise<EncryptedRequest> {
  const json = JSON.stringify(body ?? {});
  const plaintext = utf8(json);
  const key = fixed?.key ?? cipher.randomBytes(AES_KEY_BYTES);
  const iv = fixed?.iv ?? cipher.randomBytes(IV_BYTES);
  if (key.length !== AES_KEY_BYTES || iv.length !== IV_BYTES) throw new Error('AES key or IV of the wrong length');
  const { ciphertextWithTag, wrappedKey, digest } = await cipher.encrypt({ publicKeyPem: publicKey.publicKey, key, iv, plaintext });
  return buildEncryptedRequest({ keyId: publicKey.keyId, ciphertextWithTag, wrappedKey, iv, digest });
}
