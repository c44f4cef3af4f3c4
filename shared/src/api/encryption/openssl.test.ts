/**
 * THE OPENSSL TEST: a payload the client made is opened with the `openssl` command-line tool,
 * code that is not ours, exactly as docs/encrypted-payload-protocol.md tells another team to.
 */
import { execFileSync } from 'node:child_process';
import { Buffer } from 'node:buffer';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApiClient } from '../api-client';
import type { CipherChoice } from '../api-config';
import type { BodyOf } from '../../contract/types';
import { createMockAdapter, ok } from '../testing/mock-adapter';
import { TEST_PRIVATE_KEY_PATH, TEST_PUBLIC_PEM } from '../testing/protocol-reference';

const openssl = (args: string[], input?: Buffer): Buffer => execFileSync('openssl', args, { input, stdio: ['pipe', 'pipe', 'pipe'] });

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'openssl-protocol-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function clientPayload(cipher: CipherChoice, body: unknown) {
  const { adapter, requests } = createMockAdapter((r) =>
    r.url.startsWith('/wps/session/key/rsa') ? ok({ keyId: 'k1', publicKey: TEST_PUBLIC_PEM }) : ok(null),
  );
  const client = createApiClient({ adapter, cipher, storage: () => null, merchant: () => 'demo' });
  // Any JSON value: what is tested is the cipher, not the registration.
  await client.call('register', { body: body as BodyOf<'register'> });
  const post = requests.find((r) => r.method === 'POST')!;
  return { headers: post.headers, value: (JSON.parse(post.body!) as { value: string }).value };
}

describe.each(['webcrypto', 'forge'] as const)('a payload made by the client (%s path)', (cipher) => {
  it('is opened by openssl: RSA-OAEP-SHA256 unwraps K, AES-256-CTR from IV||2 gives the plaintext, the digest matches', async () => {
    const body = { username: 'player01', password: 'Pässwörd-密码', mobileNum: '0812345678', affiliateCode: 'www' };
    const { headers, value } = await clientPayload(cipher, body);
    const [keyId, w64, iv64] = headers['X-RSA']!.split('.');
    expect(keyId).toBe('k1');

    const wFile = path.join(dir, `${cipher}-w.bin`);
    writeFileSync(wFile, Buffer.from(w64!, 'base64'));
    const k = openssl([
      'pkeyutl',
      '-decrypt',
      '-inkey',
      TEST_PRIVATE_KEY_PATH,
      '-in',
      wFile,
      '-pkeyopt',
      'rsa_padding_mode:oaep',
      '-pkeyopt',
      'rsa_oaep_md:sha256',
      '-pkeyopt',
      'rsa_mgf1_md:sha256',
    ]);
    expect(k).toHaveLength(32);

    const c = Buffer.from(value, 'base64');
    const ciphertext = c.subarray(0, c.length - 16); // strip the GCM tag
    const cFile = path.join(dir, `${cipher}-c.bin`);
    writeFileSync(cFile, ciphertext);
    const iv = Buffer.from(iv64!, 'base64');
    expect(iv).toHaveLength(12);
    const p = openssl([
      'enc',
      '-d',
      '-aes-256-ctr',
      '-K',
      k.toString('hex'),
      '-iv',
      `${iv.toString('hex')}00000002`,
      '-nopad',
      '-in',
      cFile,
    ]);
    const plaintext = p.toString('utf8');
    // P is the body plus the replay guard's timestamp and nonce.
    expect(JSON.parse(plaintext)).toEqual({ ...body, _ts: expect.any(Number), _nonce: expect.stringMatching(/^[0-9a-f]{32}$/) });

    const digest = openssl(['dgst', '-sha256', '-binary'], Buffer.from(plaintext, 'utf8')).toString('base64');
    expect(headers['X-Digest']).toBe(`SHA-256=${digest}`);
  });
});
