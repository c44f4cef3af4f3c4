/**
 * An independent server-side reading of docs/encrypted-payload-protocol.md with Node's crypto,
 * for the client's tests: the fixed test key pair and a decryptor that does not share the
 * client's code.
 */
import { Buffer } from 'node:buffer';
import { constants, createDecipheriv, createHash, privateDecrypt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const dir = path.join(__dirname, '..', 'encryption', 'worked-example');
export const TEST_PUBLIC_PEM = readFileSync(path.join(dir, 'test-public.pem'), 'utf8');
export const TEST_PRIVATE_PEM = readFileSync(path.join(dir, 'test-private.pem'), 'utf8');
export const TEST_PRIVATE_KEY_PATH = path.join(dir, 'test-private.pem');

export interface Decrypted {
  keyId: string;
  k: Buffer;
  iv: Buffer;
  c: Buffer;
  plaintext: string;
  digestMatches: boolean;
}

/** Decrypts one request as the protocol's server steps say; throws on any mismatch. */
export function decryptRequest(headers: Record<string, string>, body: string, privatePem = TEST_PRIVATE_PEM): Decrypted {
  if (headers.Encryption !== 'aes-256-gcm+rsa-oaep-sha256;v=1') throw new Error(`Encryption header ${headers.Encryption}`);
  const [keyId, w64, iv64, ...rest] = (headers['X-RSA'] ?? '').split('.');
  if (!keyId || !w64 || !iv64 || rest.length) throw new Error('X-RSA malformed');
  const k = privateDecrypt({ key: privatePem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(w64, 'base64'));
  const iv = Buffer.from(iv64, 'base64');
  const parsed = JSON.parse(body) as { value: string };
  if (Object.keys(parsed).join() !== 'value') throw new Error('body must be exactly {value}');
  const c = Buffer.from(parsed.value, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', k, iv);
  decipher.setAuthTag(c.subarray(c.length - 16));
  const p = Buffer.concat([decipher.update(c.subarray(0, c.length - 16)), decipher.final()]);
  const digest = `SHA-256=${createHash('sha256').update(p).digest('base64')}`;
  return { keyId, k, iv, c, plaintext: p.toString('utf8'), digestMatches: headers['X-Digest'] === digest };
}
