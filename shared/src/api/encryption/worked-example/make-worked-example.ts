/**
 * Writes worked-example.json, the example of docs/encrypted-payload-protocol.md, by running the
 * client's own encryption with a fixed K and IV and the test key pair beside this file:
 *   pnpm exec tsx shared/src/api/encryption/worked-example/make-worked-example.ts
 * RSA-OAEP is randomised, so W (and X-RSA) change on every run; everything else is fixed.
 * worked-example.test.ts checks the file against Node's crypto and against the document.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { encryptPayload } from '../encrypt-payload';
import { createWebCryptoCipher } from '../webcrypto-cipher';
import {
  EXAMPLE_BODY,
  EXAMPLE_IV_HEX,
  EXAMPLE_K_HEX,
  EXAMPLE_KEY_ID,
  EXAMPLE_NONCE,
  EXAMPLE_PLAINTEXT,
  EXAMPLE_TS,
} from './example-values';

const dir = __dirname;

async function main(): Promise<void> {
  const publicKey = readFileSync(path.join(dir, 'test-public.pem'), 'utf8');
  const request = await encryptPayload(EXAMPLE_BODY, { keyId: EXAMPLE_KEY_ID, publicKey }, createWebCryptoCipher(), {
    key: Buffer.from(EXAMPLE_K_HEX, 'hex'),
    iv: Buffer.from(EXAMPLE_IV_HEX, 'hex'),
    timestamp: EXAMPLE_TS,
    nonce: EXAMPLE_NONCE,
  });
  const example = {
    keyId: EXAMPLE_KEY_ID,
    kHex: EXAMPLE_K_HEX,
    ivHex: EXAMPLE_IV_HEX,
    plaintext: EXAMPLE_PLAINTEXT,
    headers: request.headers,
    body: JSON.stringify(request.body),
  };
  writeFileSync(path.join(dir, 'worked-example.json'), `${JSON.stringify(example, null, 2)}\n`);
  console.log(JSON.stringify(example, null, 2));
}

void main();
