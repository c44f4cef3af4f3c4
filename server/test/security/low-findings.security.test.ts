/**
 * Issue 24, the low findings: `Host: __proto__` answered 500; the demo-only guard let
 * `/%5F%5Femulators/...` through; a TOTP code signed in twice; the database was readable by every
 * local user; the user-name check was unthrottled; failed logins from anyone locked the owner out.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../src/db/database';
import { totp } from '../../src/wps/auth/totp';
import { WRITE_LIMITS } from '../../src/security/write-limits';
import { createTestApp, type TestApp } from '../support/wps-test-app';
import { startSecurityServer, type SecurityServer } from './security-server';

type Envelope = { success: boolean; errorCode?: string; value?: Record<string, unknown> };
const json = (response: { json(): unknown }) => response.json() as Envelope;

describe('over HTTP', () => {
  let server: SecurityServer;
  beforeAll(async () => {
    server = await startSecurityServer();
  });
  afterAll(() => server.close());

  it.each(['/m/login', '/m/', '/m/manifest.webmanifest', '/wps/system/status'])(
    'answers %s for Host: __proto__ without a server error',
    async (url) => {
      for (const host of ['__proto__', 'constructor', 'toString']) {
        const response = await server.app.inject({ url, headers: { host } });
        expect(`${host} ${response.statusCode}`).not.toMatch(/ 5\d\d$/);
      }
    },
  );

  it.each([
    '/%5F%5Femulators/line/oauth2/v2.1/authorize',
    '/%5f%5femulators/line/oauth2/v2.1/authorize',
    '/_%5Femulators/line/oauth2/v2.1/authorize',
  ])('refuses %s on a public host name, as the plain path', async (url) => {
    const response = await server.app.inject({ url, headers: { host: 'play.example.com' } });
    expect(response.statusCode).toBe(421);
    expect(json(response).errorCode).toBe('demo_only');
  });

  it('creates the database readable by the server user only', () => {
    expect(fs.statSync(server.dataDir).mode & 0o777).toBe(0o700);
    for (const file of fs.readdirSync(server.dataDir).filter((name) => name.startsWith('wps.sqlite')))
      expect(`${file} ${(fs.statSync(path.join(server.dataDir, file)).mode & 0o777).toString(8)}`).toBe(`${file} 600`);
  });
});

it('narrows a database an earlier version left readable by everyone', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wps-mode-'));
  const file = path.join(dir, 'wps.sqlite');
  openDatabase(file).close();
  fs.chmodSync(file, 0o644);
  openDatabase(file).close();
  expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('in the backend', () => {
  let t: TestApp;
  // A fixed clock: both sign-ins fall in one 30 s step, so the authenticator shows one code.
  const now = Date.UTC(2031, 5, 1, 12, 0, 10);
  beforeAll(async () => {
    t = await createTestApp({
      clock: () => now,
      writeLimits: { ...WRITE_LIMITS, usernameCheck: { perIp: { max: 5, windowSeconds: 60 } } },
    });
  });
  afterAll(() => t.close());

  it('accepts an authenticator code once', async () => {
    const attempt = async (ip: string) => {
      const stepOne = await t.call('login', { body: { type: 'username', username: 'twofactor1', password: 'secret123' }, ip });
      expect(json(stepOne).errorCode).toBe('login_verify_required');
      const challengeToken = json(stepOne).value?.challengeToken as string;
      return t.call('loginVerification', {
        body: { username: 'twofactor1', code: totp('JBSWY3DPEHPK3PXP', now), method: 'ga' },
        headers: { 'login-challenge': challengeToken },
        ip,
      });
    };
    expect((await attempt('10.24.9.1')).statusCode).toBe(200);
    const again = await attempt('10.24.9.2');
    expect(again.statusCode).toBe(400);
    expect(json(again).errorCode).toBe('verify_code_err');
  });

  it('throttles the user-name check', async () => {
    for (let i = 0; i < 5; i += 1)
      expect((await t.call('registerAutoUsername', { body: { prefix: 'player' }, ip: '10.24.10.1' })).statusCode).toBe(200);
    const refused = await t.call('registerAutoUsername', { body: { prefix: 'player' }, ip: '10.24.10.1' });
    expect(refused.statusCode).toBe(429);
    expect(json(refused).errorCode).toBe('TOO_MANY_REQUEST');
  });

  it('lets the owner sign in from their own address while a stranger fails on their account', async () => {
    for (let i = 0; i < 12; i += 1)
      await t.call('login', { body: { type: 'username', username: 'vip1', password: `wrong-${i}` }, ip: '10.24.11.66' });
    const stranger = await t.call('login', { body: { type: 'username', username: 'vip1', password: 'secret123' }, ip: '10.24.11.66' });
    expect(stranger.statusCode).toBe(429);
    const owner = await t.call('login', { body: { type: 'username', username: 'vip1', password: 'secret123' }, ip: '10.24.11.1' });
    expect(owner.statusCode).toBe(200);
  });
});
