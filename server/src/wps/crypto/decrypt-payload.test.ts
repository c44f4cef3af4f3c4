import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { WpsError } from '../http/wps-error';
import { decryptPayload, encryptPayload, ENCRYPTION_SCHEME } from './decrypt-payload';
import { RsaKeyRing } from './rsa-key-ring';
import { NonceStore } from '../../db/nonce-store';
import { openDatabase } from '../../db/database';

const nonces = new NonceStore(openDatabase(':memory:'));
const open = (ring: RsaKeyRing, headers: Record<string, string | string[] | undefined>, body: unknown, now = Date.now()) =>
  decryptPayload(ring, headers, body, { now, nonces });

function codeOf(run: () => unknown): string {
  try {
    run();
    return 'decrypted';
  } catch (error) {
    return error instanceof WpsError ? error.errorCode : String(error);
  }
}

const lower = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));

describe('encrypted payloads', () => {
  const ring = new RsaKeyRing(null);
  const { keyId, publicKey } = ring.current();
  const body = { username: 'player1', password: 'pässwörd', nested: { n: 1 } };

  it('decrypts what the protocol encrypts', () => {
    const sealed = encryptPayload(publicKey, keyId, body);
    expect(sealed.headers.Encryption).toBe(ENCRYPTION_SCHEME);
    expect(open(ring, lower(sealed.headers), sealed.body)).toEqual(body);
  });

  it('refuses a plain body and an unknown scheme with encryption_unsupported', () => {
    expect(codeOf(() => open(ring, {}, body))).toBe('encryption_unsupported');
    const sealed = encryptPayload(publicKey, keyId, body);
    expect(codeOf(() => open(ring, { ...lower(sealed.headers), encryption: 'aes-128-cbc;v=1' }, sealed.body))).toBe(
      'encryption_unsupported',
    );
  });

  it('refuses a key id it does not hold with encryption_key_unknown', () => {
    const sealed = encryptPayload(publicKey, 'nope', body);
    expect(codeOf(() => open(ring, lower(sealed.headers), sealed.body))).toBe('encryption_key_unknown');
  });

  it('refuses a tampered ciphertext, a key wrapped for another key and a wrong IV with encryption_invalid', () => {
    const sealed = encryptPayload(publicKey, keyId, body);
    const bytes = Buffer.from(sealed.body.value, 'base64');
    bytes[0] = (bytes[0] as number) ^ 1;
    expect(codeOf(() => open(ring, lower(sealed.headers), { value: bytes.toString('base64') }))).toBe('encryption_invalid');
    const other = crypto.generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    const foreign = encryptPayload(other.publicKey, keyId, body);
    expect(codeOf(() => open(ring, lower(foreign.headers), foreign.body))).toBe('encryption_invalid');
    const [id, wrapped] = sealed.headers['X-RSA']!.split('.');
    expect(
      codeOf(() =>
        open(ring, { ...lower(sealed.headers), 'x-rsa': `${id}.${wrapped}.${crypto.randomBytes(12).toString('base64')}` }, sealed.body),
      ),
    ).toBe('encryption_invalid');
    expect(codeOf(() => open(ring, lower(sealed.headers), { value: 'not base64!' }))).toBe('encryption_invalid');
    expect(codeOf(() => open(ring, lower(sealed.headers), 'a string'))).toBe('encryption_invalid');
  });

  it('refuses a payload whose digest is not the digest of the plaintext with digest_mismatch', () => {
    const sealed = encryptPayload(publicKey, keyId, body);
    const digest = `SHA-256=${crypto.createHash('sha256').update('something else').digest('base64')}`;
    expect(codeOf(() => open(ring, { ...lower(sealed.headers), 'x-digest': digest }, sealed.body))).toBe('digest_mismatch');
  });

  it('keeps its key pair across restarts, and the previous pair after a rotation', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wps-keys-'));
    try {
      const first = new RsaKeyRing(dir);
      const before = first.current();
      expect(new RsaKeyRing(dir).current()).toEqual(before);
      expect((fs.statSync(path.join(dir, 'wps-rsa-keys.json')).mode & 0o777).toString(8)).toBe('600');
      const sealed = encryptPayload(before.publicKey, before.keyId, body);
      first.rotate();
      const after = new RsaKeyRing(dir);
      expect(after.current().keyId).not.toBe(before.keyId);
      expect(open(after, lower(sealed.headers), sealed.body)).toEqual(body);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a replayed body, a stale or future one, and one without the guard fields', () => {
    const sealed = encryptPayload(publicKey, keyId, body);
    expect(open(ring, lower(sealed.headers), sealed.body)).toEqual(body);
    expect(codeOf(() => open(ring, lower(sealed.headers), sealed.body))).toBe('encryption_replayed');
    const old = encryptPayload(publicKey, keyId, body, { timestamp: Date.now() - 6 * 60_000 });
    expect(codeOf(() => open(ring, lower(old.headers), old.body))).toBe('encryption_replayed');
    const future = encryptPayload(publicKey, keyId, body, { timestamp: Date.now() + 6 * 60_000 });
    expect(codeOf(() => open(ring, lower(future.headers), future.body))).toBe('encryption_replayed');
    const bare = encryptPayload(publicKey, keyId, body, { nonce: 'short' });
    expect(codeOf(() => open(ring, lower(bare.headers), bare.body))).toBe('encryption_invalid');
  });

  it('rotates its key when old enough, and accepts the previous key only during the grace period', () => {
    const start = Date.UTC(2030, 0, 1);
    const rotating = new RsaKeyRing(null, start, { rotateAfterMs: 1000, graceMs: 500 });
    const first = rotating.current(start);
    const sealed = encryptPayload(first.publicKey, first.keyId, body, { timestamp: start + 1000 });
    const second = rotating.current(start + 1000);
    expect(second.keyId).not.toBe(first.keyId);
    expect(open(rotating, lower(sealed.headers), sealed.body, start + 1400)).toEqual(body);
    const late = encryptPayload(first.publicKey, first.keyId, body, { timestamp: start + 1600 });
    expect(codeOf(() => open(rotating, lower(late.headers), late.body, start + 1600))).toBe('encryption_key_unknown');
  });
});
