/**
 * Contract: the encrypted-payload protocol between the real client and the server, and the
 * server's refusals (nothing stored when a body does not decrypt or its digest is wrong).
 */
import crypto from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';
import { ENCRYPTION_SCHEME } from '../../src/wps/crypto/decrypt-payload';
import { startContractServer, type ContractServer } from './contract-server';
import { CONSENT } from '../support/consent';

let server: ContractServer;
beforeAll(async () => {
  server = await startContractServer();
});
afterAll(() => server.close());

function memberCount(): number {
  const db = new Database(path.join(server.dataDir, 'wps.sqlite'), { readonly: true });
  try {
    return db.prepare("SELECT COUNT(*) FROM members WHERE register_method != 'SEED'").pluck().get() as number;
  } finally {
    db.close();
  }
}

async function key(): Promise<{ keyId: string; publicKey: string }> {
  const response = await fetch(`${server.baseURL}/wps/session/key/rsa?_=${Date.now()}`);
  return ((await response.json()) as { value: { keyId: string; publicKey: string } }).value;
}

/** The protocol by hand (what shared/src/api does), with a hook to spoil one part. */
async function post(body: unknown, spoil: (parts: { headers: Record<string, string>; value: string }) => void = () => undefined) {
  const { keyId, publicKey } = await key();
  const plaintext = Buffer.from(JSON.stringify(body));
  const aesKey = crypto.randomBytes(32);
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', aesKey, iv);
  const sealed = Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
  const wrapped = crypto.publicEncrypt({ key: publicKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, aesKey);
  const parts = {
    headers: {
      'content-type': 'application/json',
      'x-forwarded-host': 'demo.localhost',
      Encryption: ENCRYPTION_SCHEME,
      'X-RSA': `${keyId}.${wrapped.toString('base64')}.${iv.toString('base64')}`,
      'X-Digest': `SHA-256=${crypto.createHash('sha256').update(plaintext).digest('base64')}`,
    } as Record<string, string>,
    value: sealed.toString('base64'),
  };
  spoil(parts);
  const response = await fetch(`${server.baseURL}/wps/member/register`, {
    method: 'POST',
    headers: parts.headers,
    body: JSON.stringify({ value: parts.value }),
  });
  return { status: response.status, body: (await response.json()) as { success: boolean; errorCode?: string } };
}

describe('encrypted payloads', () => {
  it('registers through the real client, whose body the server decrypts', async () => {
    const before = memberCount();
    await expect(
      server.client('demo').call('register', { body: { ...CONSENT, username: 'sealed1', password: 'secret123' } }),
    ).resolves.toMatchObject({
      userName: 'sealed1',
    });
    expect(memberCount()).toBe(before + 1);
  });

  it('keeps the same key across a restart, so a page that fetched it before still works', async () => {
    const before = await key();
    await server.restart();
    expect(await key()).toEqual(before);
  });

  it.each([
    [
      'a plain JSON body',
      (p: { headers: Record<string, string> }) => {
        delete p.headers.Encryption;
      },
      'encryption_unsupported',
    ],
    [
      'an unknown scheme',
      (p: { headers: Record<string, string> }) => {
        p.headers.Encryption = 'rot13;v=1';
      },
      'encryption_unsupported',
    ],
    [
      'an unknown key id',
      (p: { headers: Record<string, string> }) => {
        p.headers['X-RSA'] = `old-key.${p.headers['X-RSA']!.split('.').slice(1).join('.')}`;
      },
      'encryption_key_unknown',
    ],
    [
      'a tampered ciphertext',
      (p: { value: string }) => {
        const b = Buffer.from(p.value, 'base64');
        b[3] = (b[3] as number) ^ 0xff;
        p.value = b.toString('base64');
      },
      'encryption_invalid',
    ],
    [
      'a digest of something else',
      (p: { headers: Record<string, string> }) => {
        p.headers['X-Digest'] = `SHA-256=${crypto.createHash('sha256').update('{}').digest('base64')}`;
      },
      'digest_mismatch',
    ],
  ])('refuses %s with 400 and stores nothing', async (_name, spoil, code) => {
    const before = memberCount();
    const response = await post({ username: `spoiled${crypto.randomInt(1000, 9999)}`, password: 'secret123' }, spoil as never);
    expect(response).toMatchObject({ status: 400, body: { success: false, errorCode: code } });
    expect(memberCount()).toBe(before);
  });

  it('refuses a plain body sent without any encryption headers', async () => {
    const response = await fetch(`${server.baseURL}/wps/session/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'username', username: 'player1', password: 'secret123' }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errorCode: string }).errorCode).toBe('encryption_unsupported');
  });
});
