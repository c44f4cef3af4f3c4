/**
 * The two cipher paths give the same bytes for the same K, IV and body, and the client picks
 * between them as protocol rule 9 says.
 */
import { Buffer } from 'node:buffer';
import { constants, privateDecrypt } from 'node:crypto';
import { chooseCipher } from './choose-cipher';
import { encryptPayload } from './encrypt-payload';
import { createForgeCipher } from './forge-cipher';
import { createWebCryptoCipher } from './webcrypto-cipher';
import { TEST_PRIVATE_PEM, TEST_PUBLIC_PEM } from '../testing/protocol-reference';

const key = { keyId: 'k1', publicKey: TEST_PUBLIC_PEM };
const fixed = {
  key: Uint8Array.from({ length: 32 }, (_, i) => i * 7),
  iv: Uint8Array.from({ length: 12 }, (_, i) => 255 - i),
  timestamp: 1_795_000_000_000,
  nonce: '00112233445566778899aabbccddeeff',
};
const body = { username: 'ผู้เล่น', password: 'p\u00e4ss"\\', nested: { n: 1, list: [true, null] } };

describe('WebCrypto and node-forge', () => {
  it('produce the same body, the same digest and an X-RSA of the same shape', async () => {
    const web = await encryptPayload(body, key, createWebCryptoCipher(), fixed);
    const forge = await encryptPayload(body, key, await createForgeCipher(), fixed);
    expect(forge.body).toEqual(web.body);
    expect(forge.headers['X-Digest']).toBe(web.headers['X-Digest']);
    expect(forge.headers.Encryption).toBe(web.headers.Encryption);
    expect(Object.keys(forge.headers).sort()).toEqual(Object.keys(web.headers).sort());
    const [webId, webW, webIv] = web.headers['X-RSA']!.split('.');
    const [forgeId, forgeW, forgeIv] = forge.headers['X-RSA']!.split('.');
    expect([forgeId, forgeIv]).toEqual([webId, webIv]);
    // OAEP is randomised: the wrapped keys differ but both unwrap to K.
    for (const w of [webW!, forgeW!]) {
      const k = privateDecrypt(
        { key: TEST_PRIVATE_PEM, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(w, 'base64'),
      );
      expect([...k]).toEqual([...fixed.key]);
    }
  });

  it('append the 16-byte tag: the body is 16 bytes longer than the plaintext', async () => {
    const web = await encryptPayload({ a: 1 }, key, createWebCryptoCipher(), { key: fixed.key, iv: fixed.iv, timestamp: 1, nonce: 'n' });
    expect(Buffer.from(web.body.value, 'base64')).toHaveLength('{"a":1,"_ts":1,"_nonce":"n"}'.length + 16);
  });

  it('refuse a K or IV of the wrong length', async () => {
    await expect(encryptPayload(body, key, createWebCryptoCipher(), { key: new Uint8Array(16), iv: fixed.iv })).rejects.toThrow(
      'wrong length',
    );
  });
});

describe('choosing a path (protocol rule 9)', () => {
  const g = globalThis as { isSecureContext?: boolean };
  afterEach(() => {
    delete g.isSecureContext;
  });

  it('uses WebCrypto in a secure context and in Node (no isSecureContext)', async () => {
    expect((await chooseCipher('auto')).name).toBe('webcrypto');
    g.isSecureContext = true;
    expect((await chooseCipher('auto')).name).toBe('webcrypto');
  });

  it('uses node-forge on a plain-HTTP page, where browsers withhold crypto.subtle', async () => {
    g.isSecureContext = false;
    expect((await chooseCipher('auto')).name).toBe('forge');
  });
});
