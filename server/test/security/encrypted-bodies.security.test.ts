/**
 * Finding 5 and hostile encrypted bodies: a captured login replayed gave a session each time.
 * Tampered, truncated, replayed and oversize bodies now end with a clear error, nothing stored,
 * and the server still answering.
 */
import { createTestApp, type TestApp } from '../support/wps-test-app';
import { encryptPayload } from '../../src/wps/crypto/decrypt-payload';
import { ENDPOINTS } from '@m/shared/contract';
import { CONSENT } from '../support/consent';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Envelope = { success: boolean; errorCode?: string; message?: string };

function sealedRegistration(username: string) {
  const key = t.ctx.keys.current();
  return encryptPayload(key.publicKey, key.keyId, { ...CONSENT, username, password: 'secret123', registerMethod: 'H5' });
}

async function send(headers: Record<string, string>, payload: unknown, ip = '10.95.0.1') {
  const endpoint = ENDPOINTS.register;
  const response = await t.app.inject({
    method: endpoint.method,
    url: endpoint.path,
    headers: { host: 'demo.localhost', 'x-forwarded-for': ip, 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
  return { status: response.statusCode, body: response.json() as Envelope, headers: response.headers };
}

async function stillServing(): Promise<void> {
  expect((await t.call('systemStatus')).statusCode).toBe(200);
}

const sessionsOf = (username: string) => {
  const member = t.ctx.members.byUsername('demo', username);
  return member ? (t.ctx.db.prepare('SELECT COUNT(*) FROM sessions WHERE member_id = ?').pluck().get(member.id) as number) : 0;
};

describe('finding 5: a captured encrypted body cannot be replayed', () => {
  it('answers the first login, and refuses the same bytes again without a session', async () => {
    const key = t.ctx.keys.current();
    const captured = encryptPayload(key.publicKey, key.keyId, { type: 'username', username: 'agent1', password: 'secret123' });
    const replay = () =>
      t.app.inject({
        method: 'POST',
        url: '/wps/session/login',
        headers: { host: 'demo.localhost', 'content-type': 'application/json', ...captured.headers },
        payload: JSON.stringify(captured.body),
      });
    expect((await replay()).statusCode).toBe(200);
    const before = sessionsOf('agent1');
    for (let i = 0; i < 3; i++) {
      const again = await replay();
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({
        errorCode: 'encryption_replayed',
        message: 'This request was already received. Please try again.',
      });
    }
    expect(sessionsOf('agent1')).toBe(before);
    await stillServing();
  });
});

describe('hostile encrypted bodies: a clear error, nothing stored, the server alive', () => {
  it('tampered ciphertext', async () => {
    const sealed = sealedRegistration('tamper1x');
    const bytes = Buffer.from(sealed.body.value, 'base64');
    bytes[3] = (bytes[3] as number) ^ 0xff;
    const response = await send(sealed.headers, { value: bytes.toString('base64') });
    expect(response).toMatchObject({ status: 400, body: { success: false, errorCode: 'encryption_invalid' } });
    expect(response.body.message).toBeTruthy();
    expect(t.ctx.members.usernameTaken('demo', 'tamper1x')).toBe(false);
    await stillServing();
  });

  it('tampered digest, wrapped key and IV', async () => {
    const sealed = sealedRegistration('tamper2x');
    const [keyId, wrapped, iv] = sealed.headers['X-RSA']!.split('.');
    expect(
      (await send({ ...sealed.headers, 'X-Digest': 'SHA-256=' + Buffer.alloc(32, 1).toString('base64') }, sealed.body)).body.errorCode,
    ).toBe('digest_mismatch');
    expect(
      (await send({ ...sealed.headers, 'X-RSA': `${keyId}.${Buffer.alloc(256, 7).toString('base64')}.${iv}` }, sealed.body)).body.errorCode,
    ).toBe('encryption_invalid');
    expect(
      (await send({ ...sealed.headers, 'X-RSA': `${keyId}.${wrapped}.${Buffer.alloc(12, 9).toString('base64')}` }, sealed.body)).body
        .errorCode,
    ).toBe('encryption_invalid');
    expect((await send({ ...sealed.headers, 'X-RSA': `someone-else.${wrapped}.${iv}` }, sealed.body)).body.errorCode).toBe(
      'encryption_key_unknown',
    );
    expect(t.ctx.members.usernameTaken('demo', 'tamper2x')).toBe(false);
    await stillServing();
  });

  it('truncated bodies and headers', async () => {
    const sealed = sealedRegistration('trunc1x');
    for (const cut of [sealed.body.value.slice(0, 12), sealed.body.value.slice(0, -8), '']) {
      const response = await send(sealed.headers, { value: cut });
      expect(response.status).toBe(400);
      expect(response.body.errorCode).toBe('encryption_invalid');
    }
    expect((await send(sealed.headers, JSON.stringify(sealed.body).slice(0, 20))).body.errorCode).toBe('invalid_request');
    expect((await send({ ...sealed.headers, 'X-RSA': sealed.headers['X-RSA']!.slice(0, 40) }, sealed.body)).body.errorCode).toBe(
      'encryption_invalid',
    );
    expect(t.ctx.members.usernameTaken('demo', 'trunc1x')).toBe(false);
    await stillServing();
  });

  it('a replayed registration creates one member and one session, not two', async () => {
    const sealed = sealedRegistration('replay1x');
    expect((await send(sealed.headers, sealed.body)).status).toBe(200);
    const again = await send(sealed.headers, sealed.body);
    expect(again.body.errorCode).toBe('encryption_replayed');
    expect(sessionsOf('replay1x')).toBe(1);
  });

  it('an oversize body', async () => {
    const sealed = sealedRegistration('huge1x');
    const response = await send(sealed.headers, { value: 'A'.repeat(80 * 1024) });
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ success: false, errorCode: 'payload_too_large' });
    expect(t.ctx.members.usernameTaken('demo', 'huge1x')).toBe(false);
    await stillServing();
  });

  it('a plaintext without the replay guard, or far from the server clock', async () => {
    const key = t.ctx.keys.current();
    const stale = encryptPayload(
      key.publicKey,
      key.keyId,
      { username: 'stale1x', password: 'secret123' },
      { timestamp: Date.now() - 3_600_000 },
    );
    expect((await send(stale.headers, stale.body)).body).toMatchObject({ errorCode: 'encryption_replayed' });
    const noNonce = encryptPayload(key.publicKey, key.keyId, { username: 'stale2x', password: 'secret123' }, { nonce: '' });
    expect((await send(noNonce.headers, noNonce.body)).body).toMatchObject({ errorCode: 'encryption_invalid' });
    expect(t.ctx.members.usernameTaken('demo', 'stale1x') || t.ctx.members.usernameTaken('demo', 'stale2x')).toBe(false);
    await stillServing();
  });
});
