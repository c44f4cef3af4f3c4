/**
 * The worked example of docs/encrypted-payload-protocol.md: its values decrypt with Node's
 * crypto, the client reproduces them from K, IV and P, and the document shows exactly them.
 */
import { Buffer } from 'node:buffer';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { encryptPayload } from '../encrypt-payload';
import { createWebCryptoCipher } from '../webcrypto-cipher';
import { createForgeCipher } from '../forge-cipher';
import { decryptRequest, TEST_PRIVATE_PEM, TEST_PUBLIC_PEM } from '../../testing/protocol-reference';
import {
  EXAMPLE_BODY,
  EXAMPLE_IV_HEX,
  EXAMPLE_K_HEX,
  EXAMPLE_KEY_ID,
  EXAMPLE_NONCE,
  EXAMPLE_PLAINTEXT,
  EXAMPLE_TS,
} from './example-values';

interface WorkedExample {
  keyId: string;
  kHex: string;
  ivHex: string;
  plaintext: string;
  headers: Record<string, string>;
  body: string;
}

const example = JSON.parse(readFileSync(path.join(__dirname, 'worked-example.json'), 'utf8')) as WorkedExample;
const doc = readFileSync(path.join(__dirname, '..', '..', '..', '..', '..', 'docs', 'encrypted-payload-protocol.md'), 'utf8');

describe('the worked example', () => {
  it('decrypts with the test private key to its K, IV and plaintext, and its digest matches', () => {
    const decrypted = decryptRequest(example.headers, example.body);
    expect(decrypted.keyId).toBe(EXAMPLE_KEY_ID);
    expect(decrypted.k.toString('hex')).toBe(EXAMPLE_K_HEX);
    expect(decrypted.iv.toString('hex')).toBe(EXAMPLE_IV_HEX);
    expect(decrypted.plaintext).toBe(EXAMPLE_PLAINTEXT);
    expect(decrypted.digestMatches).toBe(true);
  });

  it('is what both client paths produce from the same K, IV and body (all but the randomised W)', async () => {
    const fixed = {
      key: Buffer.from(EXAMPLE_K_HEX, 'hex'),
      iv: Buffer.from(EXAMPLE_IV_HEX, 'hex'),
      timestamp: EXAMPLE_TS,
      nonce: EXAMPLE_NONCE,
    };
    for (const cipher of [createWebCryptoCipher(), await createForgeCipher()]) {
      const made = await encryptPayload(EXAMPLE_BODY, { keyId: EXAMPLE_KEY_ID, publicKey: TEST_PUBLIC_PEM }, cipher, fixed);
      expect(JSON.stringify(made.body)).toBe(example.body);
      expect(made.headers['X-Digest']).toBe(example.headers['X-Digest']);
      expect(made.headers.Encryption).toBe(example.headers.Encryption);
      expect(made.headers['X-RSA']!.split('.')[2]).toBe(example.headers['X-RSA']!.split('.')[2]);
    }
  });

  it('is shown in the protocol document value for value', () => {
    for (const shown of [
      TEST_PUBLIC_PEM,
      TEST_PRIVATE_PEM,
      example.kHex,
      example.ivHex,
      example.plaintext,
      example.body,
      ...Object.values(example.headers).map((v) => v),
    ]) {
      expect(doc).toContain(shown);
    }
    expect(doc).toContain(`X-RSA: ${example.headers['X-RSA']}`);
    expect(doc).toContain(`X-Digest: ${example.headers['X-Digest']}`);
  });
});
