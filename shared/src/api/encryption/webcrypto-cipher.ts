/**
 * The WebCrypto path: secure contexts (HTTPS, localhost) and Node 20 (`globalThis.crypto`).
 */
import { pemToDer } from './protocol';
import type { PayloadCipher } from './payload-cipher';

// TypeScript's DOM types want ArrayBuffer-backed views; ours always are.
type Bytes = Uint8Array<ArrayBuffer>;
const bytes = (b: Uint8Array): Bytes => b as Bytes;

export function createWebCryptoCipher(crypto: Crypto = globalThis.crypto): PayloadCipher {
  const subtle = crypto.subtle;
  // Importing the same PEM for every request costs a parse; keep the last one.
  let imported: { pem: string; key: Promise<CryptoKey> } | null = null;
  const importPublicKey = (pem: string): Promise<CryptoKey> => {
    if (imported?.pem !== pem) {
      const key = subtle.importKey('spki', bytes(pemToDer(pem)), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
      imported = { pem, key };
      key.catch(() => {
        if (imported?.key === key) imported = null;
      });
    }
    return imported.key;
  };

  return {
    name: 'webcrypto',
    async encrypt({ publicKeyPem, key, iv, plaintext }) {
      const rsaKey = await importPublicKey(publicKeyPem);
      const aesKey = await subtle.importKey('raw', bytes(key), { name: 'AES-GCM' }, false, ['encrypt']);
      const [ciphertextWithTag, wrappedKey, digest] = await Promise.all([
        subtle.encrypt({ name: 'AES-GCM', iv: bytes(iv), tagLength: 128 }, aesKey, bytes(plaintext)),
        subtle.encrypt({ name: 'RSA-OAEP' }, rsaKey, bytes(key)),
        subtle.digest('SHA-256', bytes(plaintext)),
      ]);
      return {
        ciphertextWithTag: new Uint8Array(ciphertextWithTag),
        wrappedKey: new Uint8Array(wrappedKey),
        digest: new Uint8Array(digest),
      };
    },
    randomBytes(length) {
      return crypto.getRandomValues(new Uint8Array(length));
    },
  };
}
