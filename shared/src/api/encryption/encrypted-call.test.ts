/**
 * Encrypted POST/PUT through the client (SPEC 7, protocol in docs/encrypted-payload-protocol.md):
 * what leaves the page is decrypted here with Node's crypto, not with the client's code.
 */
import { EventBus } from '../../bus/event-bus';
import type { EventCatalogue } from '../../bus/event-catalogue';
import { createApiClient } from '../api-client';
import type { ApiOptions } from '../api-config';
import type { ApiError } from '../api-error';
import { createMockAdapter, fail, ok, type MockHandler, type RecordedRequest } from '../testing/mock-adapter';
import { decryptRequest, TEST_PUBLIC_PEM } from '../testing/protocol-reference';

const KEY = { keyId: 'k1', publicKey: TEST_PUBLIC_PEM };
const isKeyFetch = (r: RecordedRequest) => r.url.startsWith('/wps/session/key/rsa');

function setup(handler: MockHandler, options: ApiOptions = {}) {
  const bus = new EventBus();
  const published: EventCatalogue['api.error'][] = [];
  bus.on('api.error').subscribe((e) => published.push(e));
  const { adapter, requests } = createMockAdapter(handler);
  let now = 1_700_000_000_000;
  const client = createApiClient({
    adapter,
    bus,
    merchant: () => 'demo',
    token: () => 'tok-1',
    now: () => ++now,
    storage: () => null,
    ...options,
  });
  const posts = () => requests.filter((r) => !isKeyFetch(r));
  return { client, requests, posts, published };
}

const serverWithKey: MockHandler = (r) => (isKeyFetch(r) ? ok(KEY) : ok({ token: 'session-token' }));
const login = { username: 'player01', password: 'Pässwörd-密码', type: 'username' as const };

describe('an encrypted call', () => {
  it('fetches the key with a cache-busting parameter, then sends {value} with Encryption, X-RSA and X-Digest', async () => {
    const { client, requests } = setup(serverWithKey);
    await expect(client.call('login', { body: login, headers: { Device: 'PWA' } })).resolves.toEqual({ token: 'session-token' });

    expect(requests[0]).toMatchObject({ method: 'GET' });
    expect(requests[0]!.url).toMatch(/^\/wps\/session\/key\/rsa\?_=\d{13}$/);
    expect(requests[0]!.headers.Authorization).toBeUndefined();

    const post = requests[1]!;
    expect(post).toMatchObject({ method: 'POST', url: '/wps/session/login' });
    expect(post.headers).toMatchObject({
      Device: 'PWA',
      Merchant: 'demo',
      'Content-Type': 'application/json',
      Encryption: 'aes-256-gcm+rsa-oaep-sha256;v=1',
    });
    expect(post.headers['X-RSA']).toMatch(/^k1\.[A-Za-z0-9+/]{342}==\.[A-Za-z0-9+/]{16}$/);
    expect(post.headers['X-Digest']).toMatch(/^SHA-256=[A-Za-z0-9+/]{43}=$/);
    expect(post.body).not.toContain('player01');

    const decrypted = decryptRequest(post.headers, post.body!);
    expect(JSON.parse(decrypted.plaintext)).toEqual({ ...login, _ts: expect.any(Number), _nonce: expect.any(String) });
    expect(decrypted).toMatchObject({ keyId: 'k1', digestMatches: true });
    expect(decrypted.k).toHaveLength(32);
    expect(decrypted.iv).toHaveLength(12);
  });

  it('PUT bodies are encrypted too (password change), with the session token', async () => {
    const { client, posts } = setup(serverWithKey);
    await client.call('changePassword', { body: { oldPassword: 'a', newPassword: 'b' } });
    expect(posts()[0]).toMatchObject({ method: 'PUT' });
    expect(posts()[0]!.headers.Authorization).toBe('tok-1');
    expect(JSON.parse(decryptRequest(posts()[0]!.headers, posts()[0]!.body!).plaintext)).toEqual({
      oldPassword: 'a',
      newPassword: 'b',
      _ts: expect.any(Number),
      _nonce: expect.any(String),
    });
  });

  it('keeps the key for the page but draws a fresh K and IV for every request', async () => {
    const { client, requests, posts } = setup(serverWithKey);
    await client.call('login', { body: login });
    await client.call('login', { body: login });
    expect(requests.filter(isKeyFetch)).toHaveLength(1);
    const [a, b] = posts().map((p) => decryptRequest(p.headers, p.body!));
    expect(a!.k.equals(b!.k)).toBe(false);
    expect(a!.iv.equals(b!.iv)).toBe(false);
  });

  it('concurrent first calls share one key fetch', async () => {
    const { client, requests } = setup(serverWithKey);
    await Promise.all([client.call('login', { body: login }), client.call('register', { body: { username: 'x', password: 'secret1' } })]);
    expect(requests.filter(isKeyFetch)).toHaveLength(1);
  });

  it('when the server no longer knows the key, fetches it again and resends once', async () => {
    let keyFetches = 0;
    const { client, posts } = setup((r) => {
      if (isKeyFetch(r)) return ok({ ...KEY, keyId: `k${++keyFetches}` });
      return r.headers['X-RSA']!.startsWith('k1.') ? fail(400, 'encryption_key_unknown', 'Key changed') : ok('done');
    });
    await expect(client.call('login', { body: login })).resolves.toBe('done');
    expect(posts().map((p) => p.headers['X-RSA']!.split('.')[0])).toEqual(['k1', 'k2']);
  });

  it('does not loop when the new key is refused as well', async () => {
    const { client, posts } = setup((r) => (isKeyFetch(r) ? ok(KEY) : fail(400, 'encryption_key_unknown', 'Key changed')));
    await expect(client.call('login', { body: login })).rejects.toMatchObject({ kind: 'server', errorCode: 'encryption_key_unknown' });
    expect(posts()).toHaveLength(2);
  });

  it('other refusals of the server (encryption_invalid, digest_mismatch) reach the caller with their code', async () => {
    for (const code of ['encryption_invalid', 'digest_mismatch', 'encryption_unsupported']) {
      const { client, posts } = setup((r) => (isKeyFetch(r) ? ok(KEY) : fail(400, code, 'Refused')));
      await expect(client.call('login', { body: login })).rejects.toMatchObject({ kind: 'server', errorCode: code, message: 'Refused' });
      expect(posts()).toHaveLength(1);
    }
  });
});

describe('an encryption failure sends nothing', () => {
  const cases: Array<[string, MockHandler]> = [
    ['the key cannot be fetched', (r) => (isKeyFetch(r) ? { status: 500, body: '' } : ok(1))],
    ['the network is down for the key', (r) => (isKeyFetch(r) ? { fail: 'ERR_NETWORK' } : ok(1))],
    ['the key answer has no keyId', (r) => (isKeyFetch(r) ? ok({ publicKey: TEST_PUBLIC_PEM }) : ok(1))],
    ['the keyId would break X-RSA', (r) => (isKeyFetch(r) ? ok({ ...KEY, keyId: 'a.b' }) : ok(1))],
    [
      'the key is PKCS#1, not SPKI',
      (r) => (isKeyFetch(r) ? ok({ keyId: 'k1', publicKey: TEST_PUBLIC_PEM.replace(/PUBLIC KEY/g, 'RSA PUBLIC KEY') }) : ok(1)),
    ],
    [
      'the key is not a key',
      (r) => (isKeyFetch(r) ? ok({ keyId: 'k1', publicKey: '-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----' }) : ok(1)),
    ],
  ];

  it.each(cases)('%s: rejects with kind encryption and posts nothing', async (_name, handler) => {
    for (const cipher of ['webcrypto', 'forge'] as const) {
      const { client, posts } = setup(handler, { cipher });
      const error = (await client.call('login', { body: login }).catch((e: unknown) => e)) as ApiError;
      expect(error).toMatchObject({
        kind: 'encryption',
        errorCode: 'encryption_failed',
        endpoint: 'login',
        messageKey: 'encryption_failed',
      });
      expect(posts()).toEqual([]);
    }
  });

  it('is presented when the call asks for notices, and the next call tries the key again', async () => {
    let fetches = 0;
    const { client, posts, published } = setup((r) => (isKeyFetch(r) ? (++fetches === 1 ? { status: 503, body: '' } : ok(KEY)) : ok('ok')));
    await expect(client.call('login', { body: login, notify: true })).rejects.toMatchObject({ kind: 'encryption' });
    expect(published).toEqual([expect.objectContaining({ kind: 'encryption', endpoint: 'login' })]);
    await expect(client.call('login', { body: login })).resolves.toBe('ok');
    expect(posts()).toHaveLength(1);
  });
});

describe('the node-forge path (plain-HTTP pages)', () => {
  it('sends what a server decrypts exactly like the WebCrypto path', async () => {
    const { client, posts } = setup(serverWithKey, { cipher: 'forge' });
    await client.call('login', { body: login });
    const post = posts()[0]!;
    expect(post.headers['X-RSA']).toMatch(/^k1\.[A-Za-z0-9+/]{342}==\.[A-Za-z0-9+/]{16}$/);
    const decrypted = decryptRequest(post.headers, post.body!);
    expect(JSON.parse(decrypted.plaintext)).toEqual({ ...login, _ts: expect.any(Number), _nonce: expect.any(String) });
    expect(decrypted.digestMatches).toBe(true);
  });
});
