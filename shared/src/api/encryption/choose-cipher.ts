/**
 * Protocol rule 9: WebCrypto where the page is a secure context and `crypto.subtle` exists,
 * node-forge otherwise (loaded on first use). Node 20 has no `isSecureContext` but has subtle.
 */
import type { CipherChoice } from '../api-config';
import { createForgeCipher } from './forge-cipher';
import type { PayloadCipher } from './payload-cipher';
import { createWebCryptoCipher } from './webcrypto-cipher';

export function webCryptoUsable(): boolean {
  const secure = (globalThis as { isSecureContext?: boolean }).isSecureContext;
  return secure !== false && typeof globalThis.crypto?.subtle?.encrypt === 'function';
}

export function chooseCipher(choice: CipherChoice): Promise<PayloadCipher> {
  const useWebCrypto = choice === 'webcrypto' || (choice === 'auto' && webCryptoUsable());
  return useWebCrypto ? Promise.resolve(createWebCryptoCipher()) : createForgeCipher();
}
