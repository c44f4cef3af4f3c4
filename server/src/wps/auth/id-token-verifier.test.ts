import crypto from 'node:crypto';
import { IdTokenError, IdTokenVerifier } from './id-token-verifier';

const ISSUER = 'https://securetoken.google.com/demo-m-site';
const AUDIENCE = 'demo-m-site';
const JWKS_URL = 'http://127.0.0.1/jwks.json';
const NOW = 1_700_000_000_000;

function keyPair(kid: string) {
  const { publicKey, privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { kid, privateKey, jwk: { ...(publicKey.export({ format: 'jwk' }) as object), kid, alg: 'RS256', use: 'sig' } };
}

function sign(
  key: { kid: string; privateKey: crypto.KeyObject },
  claims: Record<string, unknown>,
  header: Record<string, unknown> = {},
): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const head = part({ alg: 'RS256', typ: 'JWT', kid: key.kid, ...header });
  const body = part(claims);
  const signature = crypto.sign('RSA-SHA256', Buffer.from(`${head}.${body}`), key.privateKey).toString('base64url');
  return `${head}.${body}.${signature}`;
}

const good = (overrides: Record<string, unknown> = {}) => ({
  iss: ISSUER,
  aud: AUDIENCE,
  sub: 'uid-1',
  iat: NOW / 1000 - 10,
  exp: NOW / 1000 + 3600,
  phone_number: '+639170000001',
  ...overrides,
});

describe('IdTokenVerifier', () => {
  const first = keyPair('k1');
  const second = keyPair('k2');
  let served = [first.jwk];
  let fetches = 0;
  let now = NOW;
  const verifier = new IdTokenVerifier(
    async () => {
      fetches += 1;
      return {
        ok: true,
        status: 200,
        headers: { get: (name: string) => (name === 'cache-control' ? 'public, max-age=600' : null) },
        json: async () => ({ keys: served }),
      };
    },
    () => now,
  );
  const expected = { issuer: ISSUER, audience: AUDIENCE, jwksUrl: JWKS_URL };

  it('accepts a token signed by a JWKS key with the right issuer, audience and times', async () => {
    const claims = await verifier.verify(sign(first, good()), expected);
    expect(claims.sub).toBe('uid-1');
    expect(claims.phone_number).toBe('+639170000001');
  });

  it.each([
    ['another issuer', { iss: 'https://securetoken.google.com/other' }, /issuer/],
    ['another audience', { aud: 'other' }, /audience/],
    ['no subject', { sub: '' }, /subject/],
    ['an expired token', { exp: NOW / 1000 - 120 }, /expired/],
    ['a token issued in the future', { iat: NOW / 1000 + 600 }, /future/],
  ])('refuses %s', async (_name, overrides, reason) => {
    await expect(verifier.verify(sign(first, good(overrides)), expected)).rejects.toThrow(reason);
  });

  it('refuses a token whose signature does not match its content', async () => {
    const [head, , signature] = sign(first, good()).split('.');
    const forged = `${head}.${Buffer.from(JSON.stringify(good({ sub: 'admin' }))).toString('base64url')}.${signature}`;
    await expect(verifier.verify(forged, expected)).rejects.toThrow(/signature/);
  });

  it('refuses alg none and other algorithms, and garbage', async () => {
    await expect(verifier.verify(sign(first, good(), { alg: 'none' }), expected)).rejects.toThrow(/RS256/);
    await expect(verifier.verify('not-a-jwt', expected)).rejects.toThrow(IdTokenError);
    await expect(verifier.verify('a.b.c', expected)).rejects.toThrow(IdTokenError);
  });

  it('caches the keys, and fetches again when a token names a new key (rotation)', async () => {
    const before = fetches;
    await verifier.verify(sign(first, good()), expected);
    expect(fetches).toBe(before);
    served = [first.jwk, second.jwk];
    now += 61_000;
    await expect(verifier.verify(sign(second, good({ iat: now / 1000 - 1, exp: now / 1000 + 100 })), expected)).resolves.toMatchObject({
      sub: 'uid-1',
    });
    expect(fetches).toBe(before + 1);
  });

  it('refuses a token signed by a key the JWKS does not have', async () => {
    now += 61_000;
    await expect(verifier.verify(sign(keyPair('stranger'), good({ iat: now / 1000, exp: now / 1000 + 100 })), expected)).rejects.toThrow(
      /unknown kid/,
    );
  });
});
