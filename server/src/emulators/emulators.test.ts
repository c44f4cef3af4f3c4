/**
 * The emulators as their clients see them: the firebase SDK's REST calls, LINE Login's
 * authorize → token → profile round trip with PKCE, and the Geetest test answers the backend's
 * test-mode rule accepts.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { TenantDirectory } from '../tenancy/tenant-directory';
import { registerRequestMerchant } from '../tenancy/request-merchant-hook';
import { registerEmulators } from './register-emulators';
import { JWKS_PATH } from './firebase-auth/firebase-auth-routes';
import { v3Answer } from './geetest/test-answers';

let dir: string;
let server: FastifyInstance;

interface Answer {
  statusCode: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  json(): unknown;
}

/** A real HTTP round trip (Fastify's inject needs an ESM module jest cannot load here). */
function call(options: { method: string; url: string; headers?: Record<string, string>; payload?: string | object }): Promise<Answer> {
  const { port } = server.server.address() as AddressInfo;
  const payload = typeof options.payload === 'object' ? JSON.stringify(options.payload) : options.payload;
  const headers: Record<string, string> = {
    ...(typeof options.payload === 'object' ? { 'content-type': 'application/json' } : {}),
    ...options.headers,
  };
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method: options.method, path: options.url, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () =>
        resolve({ statusCode: res.statusCode ?? 0, headers: res.headers, body, json: () => JSON.parse(body) as unknown }),
      );
    });
    req.on('error', reject);
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}
const app = { inject: call };

function writeConfig(root: string): void {
  fs.mkdirSync(path.join(root, 'merchants/demo'), { recursive: true });
  fs.writeFileSync(
    path.join(root, 'tenants.json'),
    JSON.stringify({ defaultMerchant: 'demo', hosts: { 'demo.localhost': 'demo' }, subdomainsOf: [] }),
  );
  fs.writeFileSync(
    path.join(root, 'merchants/demo/integrations.json'),
    JSON.stringify({ firebase: { projectId: 'demo-proj' }, line: { clientId: '1650000000' }, maya: { apiKey: 'maya-partner-key' } }),
  );
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emulators-'));
  writeConfig(path.join(dir, 'config'));
  server = Fastify();
  registerRequestMerchant(server, new TenantDirectory(path.join(dir, 'config')));
  await registerEmulators(server, { configDir: path.join(dir, 'config'), dataDir: path.join(dir, 'data') });
  await server.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const host = { host: 'demo.localhost:8080' };
const toolkit = (action: string, payload: object) =>
  app.inject({ method: 'POST', url: `/identitytoolkit.googleapis.com/v1/accounts:${action}?key=demo-api-key`, headers: host, payload });

function claimsOf(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
}

describe('Firebase Auth emulator', () => {
  it('signs a player in with the code sent to the phone, listed on the emulator endpoint', async () => {
    const sent = await toolkit('sendVerificationCode', { phoneNumber: '+639171234567', recaptchaToken: 'mock' });
    expect(sent.statusCode).toBe(200);
    const { sessionInfo } = sent.json() as { sessionInfo: string };
    const listed = await app.inject({ method: 'GET', url: '/emulator/v1/projects/demo-proj/verificationCodes' });
    const entry = (
      listed.json() as { verificationCodes: { sessionInfo: string; code: string; phoneNumber: string }[] }
    ).verificationCodes.find((c) => c.sessionInfo === sessionInfo);
    expect(entry?.phoneNumber).toBe('+639171234567');

    const wrong = await toolkit('signInWithPhoneNumber', { sessionInfo, code: entry!.code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect((wrong.json() as { error: { message: string } }).error.message).toBe('INVALID_CODE');

    const signedIn = await toolkit('signInWithPhoneNumber', { sessionInfo, code: entry!.code });
    expect(signedIn.statusCode).toBe(200);
    const value = signedIn.json() as { idToken: string; refreshToken: string; localId: string; isNewUser: boolean; phoneNumber: string };
    expect(value.isNewUser).toBe(true);
    const claims = claimsOf(value.idToken);
    expect(claims).toMatchObject({
      iss: 'https://securetoken.google.com/demo-proj',
      aud: 'demo-proj',
      sub: value.localId,
      phone_number: '+639171234567',
    });

    // A code works once.
    const again = await toolkit('signInWithPhoneNumber', { sessionInfo, code: entry!.code });
    expect((again.json() as { error: { message: string } }).error.message).toBe('INVALID_SESSION_INFO');
  });

  it('issues ID tokens that verify against its JWKS', async () => {
    const sent = (await toolkit('sendVerificationCode', { phoneNumber: '+66812345678' })).json() as { sessionInfo: string };
    const codes = (await app.inject({ method: 'GET', url: '/emulator/v1/projects/demo-proj/verificationCodes' })).json() as {
      verificationCodes: { sessionInfo: string; code: string }[];
    };
    const code = codes.verificationCodes.find((c) => c.sessionInfo === sent.sessionInfo)!.code;
    const { idToken } = (await toolkit('signInWithPhoneNumber', { sessionInfo: sent.sessionInfo, code })).json() as { idToken: string };

    const jwks = (await app.inject({ method: 'GET', url: JWKS_PATH })).json() as { keys: (crypto.JsonWebKey & { kid: string })[] };
    const [header, payload, signature] = idToken.split('.') as [string, string, string];
    const kid = (JSON.parse(Buffer.from(header, 'base64url').toString()) as { kid: string }).kid;
    const jwk = jwks.keys.find((k) => k.kid === kid)!;
    const key = crypto.createPublicKey({ key: jwk, format: 'jwk' });
    expect(crypto.verify('RSA-SHA256', Buffer.from(`${header}.${payload}`), key, Buffer.from(signature, 'base64url'))).toBe(true);

    const lookup = await toolkit('lookup', { idToken });
    expect((lookup.json() as { users: { phoneNumber: string }[] }).users[0]?.phoneNumber).toBe('+66812345678');
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claimsOf(idToken), sub: 'someone-else' })).toString('base64url')}.${signature}`;
    expect((await toolkit('lookup', { idToken: forged })).statusCode).toBe(400);
  });

  it('answers the reCAPTCHA settings the SDK asks for before sending a code', async () => {
    const params = await app.inject({ method: 'GET', url: '/identitytoolkit.googleapis.com/v1/recaptchaParams?key=k', headers: host });
    expect((params.json() as { recaptchaSiteKey: string }).recaptchaSiteKey).toBeTruthy();
    const config = await app.inject({
      method: 'GET',
      url: '/identitytoolkit.googleapis.com/v2/recaptchaConfig?clientType=CLIENT_TYPE_WEB&key=k',
      headers: host,
    });
    expect(config.json()).toMatchObject({ recaptchaEnforcementState: [] });
  });

  it('refuses numbers that are not E.164', async () => {
    const response = await toolkit('sendVerificationCode', { phoneNumber: '09171234567' });
    expect(response.statusCode).toBe(400);
    expect((response.json() as { error: { message: string } }).error.message).toMatch(/^INVALID_PHONE_NUMBER/);
  });

  it('signs in with a provider credential and gives the same account the next time', async () => {
    const providerToken = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: 'g-123', email: 'a@example.com', name: 'A' })).toString('base64url')}.`;
    const body = {
      requestUri: 'http://demo.localhost/m/login',
      postBody: `id_token=${providerToken}&providerId=google.com`,
      returnSecureToken: true,
      returnIdpCredential: true,
    };
    const first = (await toolkit('signInWithIdp', body)).json() as {
      localId: string;
      isNewUser: boolean;
      idToken: string;
      providerId: string;
    };
    const second = (await toolkit('signInWithIdp', body)).json() as { localId: string; isNewUser: boolean };
    expect(first).toMatchObject({ isNewUser: true, providerId: 'google.com' });
    expect(second).toMatchObject({ isNewUser: false, localId: first.localId });
    expect(claimsOf(first.idToken)).toMatchObject({ email: 'a@example.com', firebase: { sign_in_provider: 'google.com' } });
  });

  it('exchanges a refresh token at the securetoken endpoint (form-encoded, as the SDK sends it)', async () => {
    const providerToken = `x.${Buffer.from(JSON.stringify({ sub: 'fb-9' })).toString('base64url')}.`;
    const signedIn = (
      await toolkit('signInWithIdp', { requestUri: 'http://x/', postBody: `access_token=${providerToken}&providerId=facebook.com` })
    ).json() as { refreshToken: string; localId: string };
    const refreshed = await app.inject({
      method: 'POST',
      url: '/securetoken.googleapis.com/v1/token?key=k',
      headers: { ...host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `grant_type=refresh_token&refresh_token=${signedIn.refreshToken}`,
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json()).toMatchObject({ user_id: signedIn.localId, token_type: 'Bearer', project_id: 'demo-proj' });
  });
});

describe('LINE Login test version', () => {
  const verifier = crypto.randomBytes(32).toString('base64url');
  const challenge = crypto.createHash('sha256').update(verifier).digest('base64url');
  const authorize = {
    response_type: 'code',
    client_id: '1650000000',
    redirect_uri: 'http://demo.localhost:8080/m/home',
    state: 'state-123',
    scope: 'profile openid',
    nonce: 'nonce-1',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  };

  async function codeFor(displayName: string): Promise<string> {
    const page = await app.inject({
      method: 'GET',
      url: `/__emulators/line/oauth2/v2.1/authorize?${new URLSearchParams(authorize)}`,
      headers: host,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Log in as test user');
    const { response_type: _r, ...form } = authorize;
    const allowed = await app.inject({
      method: 'POST',
      url: '/__emulators/line/oauth2/v2.1/authorize',
      headers: { ...host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...form, displayName, decision: 'allow' }).toString(),
    });
    expect(allowed.statusCode).toBe(302);
    const back = new URL(allowed.headers.location as string);
    expect(back.origin + back.pathname).toBe('http://demo.localhost:8080/m/home');
    expect(back.searchParams.get('state')).toBe('state-123');
    return back.searchParams.get('code')!;
  }

  const token = (fields: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/__emulators/line/oauth2/v2.1/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });

  it('redirects back with a code and the given state, which gives a profile for the right verifier only', async () => {
    const code = await codeFor('Somchai');
    const base = {
      grant_type: 'authorization_code',
      code,
      redirect_uri: authorize.redirect_uri,
      client_id: '1650000000',
      client_secret: 'secret',
    };
    expect((await token({ ...base, code_verifier: 'wrong-verifier' })).json()).toMatchObject({ error: 'invalid_grant' });

    const code2 = await codeFor('Somchai');
    const granted = await token({ ...base, code: code2, code_verifier: verifier });
    expect(granted.statusCode).toBe(200);
    const value = granted.json() as { access_token: string; id_token: string; token_type: string };
    expect(value.token_type).toBe('Bearer');
    const [h, p, s] = value.id_token.split('.') as [string, string, string];
    expect(crypto.createHmac('sha256', 'secret').update(`${h}.${p}`).digest('base64url')).toBe(s);
    expect(claimsOf(value.id_token)).toMatchObject({ iss: 'https://access.line.me', aud: '1650000000', nonce: 'nonce-1', name: 'Somchai' });

    const profile = await app.inject({
      method: 'GET',
      url: '/__emulators/line/v2/profile',
      headers: { authorization: `Bearer ${value.access_token}` },
    });
    expect(profile.json()).toMatchObject({ displayName: 'Somchai', userId: expect.stringMatching(/^U[0-9a-f]{32}$/) });
    // A code is single-use.
    expect((await token({ ...base, code: code2, code_verifier: verifier })).json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('never redirects to another host than the one that asked', async () => {
    const page = await app.inject({
      method: 'GET',
      url: `/__emulators/line/oauth2/v2.1/authorize?${new URLSearchParams({ ...authorize, redirect_uri: 'https://evil.example/steal' })}`,
      headers: host,
    });
    expect(page.statusCode).toBe(400);
  });

  it('sends the player back with access_denied when they cancel', async () => {
    const { response_type: _r, ...form } = authorize;
    const denied = await app.inject({
      method: 'POST',
      url: '/__emulators/line/oauth2/v2.1/authorize',
      headers: { ...host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...form, decision: 'deny' }).toString(),
    });
    const back = new URL(denied.headers.location as string);
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('code')).toBeNull();
  });
});

describe('Geetest test version', () => {
  it('serves both widget globals', async () => {
    for (const name of ['gt.js', 'gt4.js']) {
      const script = await app.inject({ method: 'GET', url: `/__emulators/geetest/${name}` });
      expect(script.headers['content-type']).toMatch(/javascript/);
      expect(script.body).toContain('window.initGeetest =');
      expect(script.body).toContain('window.initGeetest4 =');
    }
  });

  it('answers with the values of the backend test-mode rule', async () => {
    const v3 = await app.inject({
      method: 'POST',
      url: '/__emulators/geetest/solve',
      payload: { version: '3', challenge: 'abcdef0123456789', testKey: 'test-key-123' },
    });
    const md5 = crypto.createHash('md5').update('test-key-123geetestabcdef0123456789').digest('hex');
    expect(v3.json()).toEqual({ validate: md5, seccode: `${md5}|jordan` });
    expect(v3Answer('test-key-123', 'abcdef0123456789').validate).toBe(md5);

    const v4 = await app.inject({
      method: 'POST',
      url: '/__emulators/geetest/solve',
      payload: { version: '4', lotNumber: 'a1b2c3d4e5f60718', testKey: 'test-key-123' },
    });
    expect(v4.json()).toEqual({ captchaOutput: crypto.createHmac('sha256', 'test-key-123').update('a1b2c3d4e5f60718').digest('hex') });
  });

  it('gives nothing without the test key', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/__emulators/geetest/solve',
      payload: { version: '3', challenge: 'abcdef0123456789' },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('Maya wallet test version', () => {
  const form = (body: Record<string, string>) => ({
    headers: { ...host, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(body).toString(),
  });
  const open = (name: string) =>
    app.inject({
      method: 'POST',
      url: '/__emulators/maya/wallet',
      ...form({ returnUrl: 'http://demo.localhost:8080/m/home?lang=EN', name, decision: 'open' }),
    });
  const lookup = (sessionId: string, key = 'maya-partner-key') =>
    app.inject({
      method: 'GET',
      url: `/__emulators/maya/v1/sessions/${encodeURIComponent(sessionId)}`,
      headers: { authorization: `Bearer ${key}` },
    });

  it('sends the test user to the site with a session id the merchant can look up once', async () => {
    const page = await app.inject({
      method: 'GET',
      url: '/__emulators/maya/wallet?returnUrl=http%3A%2F%2Fdemo.localhost%3A8080%2Fm%2Fhome',
      headers: host,
    });
    expect(page.body).toContain('Open the site');
    const opened = await open('Juan Cruz');
    expect(opened.statusCode).toBe(302);
    const back = new URL(opened.headers.location as string);
    expect(back.origin + back.pathname).toBe('http://demo.localhost:8080/m/home');
    expect(back.searchParams.get('lang')).toBe('EN');
    expect(back.searchParams.get('env')).toBe('sandbox');
    const sessionId = back.searchParams.get('sessionId') as string;

    expect((await lookup(sessionId, 'another-merchant-key')).statusCode).toBe(401);
    const found = await lookup(sessionId);
    expect(found.statusCode).toBe(200);
    const user = found.json() as { userId: string; name: string };
    expect(user.name).toBe('Juan Cruz');
    // The same wallet account comes back with the same id; a spent session is unknown.
    const again = new URL((await open('juan cruz')).headers.location as string).searchParams.get('sessionId') as string;
    expect((await lookup(again)).json()).toMatchObject({ userId: user.userId });
    expect((await lookup(sessionId)).statusCode).toBe(404);
    expect((await lookup('never-issued')).statusCode).toBe(404);
  });

  it('returns only to the host that opened the wallet', async () => {
    const elsewhere = await app.inject({
      method: 'POST',
      url: '/__emulators/maya/wallet',
      ...form({ returnUrl: 'http://evil.example/m/home', name: 'x' }),
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.headers.location).toBeUndefined();
  });
});
