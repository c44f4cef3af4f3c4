/**
 * The node-forge path, for plain-HTTP deployments where browsers withhold `crypto.subtle`.
 * node-forge (about 70 KB gzip) is imported here only, dynamically: webpack puts it in a chunk
 * of its own that loads on the first encrypted call, never with the page.
 */
import type * as Forge from 'node-forge';
import { fromBinaryString, toBinaryString } from './bytes';
import type { PayloadCipher } from './payload-cipher';

type ForgeModule = typeof Forge;

let loading: Promise<ForgeModule> | null = null;

export function loadForge(): Promise<ForgeModule> {
  loading ??= import(/* webpackChunkName: "node-forge" */ 'node-forge').then(
    (mod) => ((mod as { default?: ForgeModule }).default ?? mod) as ForgeModule,
  );
  // A failed chunk load (network) may succeed on the next encrypted call.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

export async function createForgeCipher(): Promise<PayloadCipher> {
  const forge = await loadForge();
  return {
    name: 'forge',
    async encrypt({ publicKeyPem, key, iv, plaintext }) {
      const publicKey = forge.pki.publicKeyFromPem(publicKeyPem);
      const keyBinary = toBinaryString(key);
      const plainBinary = toBinaryString(plaintext);

      const cipher = forge.cipher.createCipher('AES-GCM', forge.util.createBuffer(keyBinary));
      cipher.start({ iv: toBinaryString(iv), tagLength: 128 });
      cipher.update(forge.util.createBuffer(plainBinary));
      if (!cipher.finish()) throw new Error('AES-GCM failed');
      const ciphertextWithTag = cipher.output.getBytes() + cipher.mode.tag.getBytes();

      const wrappedKey = publicKey.encrypt(keyBinary, 'RSA-OAEP', { md: forge.md.sha256.create(), mgf1: { md: forge.md.sha256.create() } });
      const digest = forge.md.sha256.create().update(plainBinary).digest().getBytes();
      return {
        ciphertextWithTag: fromBinaryString(ciphertextWithTag),
        wrappedKey: fromBinaryString(wrappedKey),
        digest: fromBinaryString(digest),
      };
    },
    randomBytes(length) {
      // getRandomValues exists in insecure contexts too; forge's generator is the last resort.
      if (typeof globalThis.crypto?.getRandomValues === 'function') return globalThis.crypto.getRandomValues(new Uint8Array(length));
      return fromBinaryString(forge.random.getBytesSync(length));
    },
  };
}
