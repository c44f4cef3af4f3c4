/**
 * Every error code of SPEC section 8 that the backend produces, from the real condition that
 * causes it (in process, through the real routes; the contract tests repeat the main ones
 * through the real client over HTTP).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../test/support/wps-test-app';
import { IdTokenVerifier } from './auth/id-token-verifier';
import { CONSENT } from '../../test/support/consent';

let clockNow = Date.UTC(2030, 0, 1);
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: () => clockNow });
});
afterAll(() => t.close());

const json = (response: { json(): unknown }) =>
  response.json() as { success: boolean; errorCode?: string; message?: string; value?: Record<string, unknown> };

async function login(body: Record<string, unknown>, options: { ip?: string; host?: string } = {}) {
  return t.call('login', { body: { type: 'username', ...body }, ...options });
}

describe('error codes from real conditions', () => {
  it('login.cred.err: a wrong password for an existing member', async () => {
    const response = await login({ username: 'player1', password: 'wrong-one' });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ success: false, errorCode: 'login.cred.err', message: 'Wrong username or password.' });
  });

  it('login.cred.err, not not.exists.user, for a username no member has (no enumeration by answer)', async () => {
    const response = await login({ username: 'nobody42', password: 'whatever1' });
    expect(response.statusCode).toBe(400);
    expect(json(response).errorCode).toBe('login.cred.err');
  });

  it('not.exists.user: a proven mobile number (right SMS code) no member has', async () => {
    // Login codes go only to members' numbers (issue 24): this one's member left after it was sent.
    const code = '424242';
    t.ctx.verification.saveSmsCode({ merchant: 'demo', mobile: '639179990042', purpose: 'LOGIN', code, ttlMs: 300_000, now: clockNow });
    const response = await t.call('login', { body: { type: 'sms', countryDialingCode: '63', mobileNum: '9179990042', smsCode: code } });
    expect(response.statusCode).toBe(404);
    expect(json(response).errorCode).toBe('not.exists.user');
  });

  it('login_verify_required: a member with two-factor on gives the right password', async () => {
    const response = await login({ username: 'twofactor1', password: 'secret123' });
    expect(response.statusCode).toBe(403);
    expect(json(response)).toMatchObject({ errorCode: 'login_verify_required', value: { email: true, ga: true, sms: true } });
  });

  it('bind_customer_required: a valid Firebase identity that no member is linked to', async () => {
    const { publicKey, privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
    t.ctx.idTokens = new IdTokenVerifier(
      async () => ({
        ok: true,
        status: 200,
        headers: { get: () => null },
        json: async () => ({ keys: [{ ...(publicKey.export({ format: 'jwk' }) as object), kid: 'k' }] }),
      }),
      () => clockNow,
    );
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${part({ alg: 'RS256', kid: 'k' })}.${part({ iss: 'https://securetoken.google.com/demo-m-site', aud: 'demo-m-site', sub: 'google-uid-7', iat: clockNow / 1000, exp: clockNow / 1000 + 3600, email: 'seven@example.com' })}`;
    const token = `${unsigned}.${crypto.sign('RSA-SHA256', Buffer.from(unsigned), privateKey).toString('base64url')}`;
    const response = await login({ type: 'firebase', firebaseIdToken: token, firebaseChannel: 'google.com' });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toMatchObject({
      errorCode: 'bind_customer_required',
      value: { provider: 'firebase', email: 'seven@example.com', firebaseChannel: 'google.com' },
    });
  });

  it('exists_line_err: a LINE identity that no member is linked to', async () => {
    t.ctx.verification.saveLineSession({
      merchant: 'lotus',
      token: 'line-session-1',
      lineUserId: 'U-unlinked',
      name: 'Somchai',
      picture: null,
      ttlMs: 60_000,
      now: clockNow,
    });
    const response = await t.call('loginLine', { body: { lineSessionToken: 'line-session-1' }, host: 'lotus.localhost' });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toMatchObject({ errorCode: 'exists_line_err', value: { name: 'Somchai' } });
  });

  it('CUSTOMER_NOT_LOGIN (401): no token, an unknown token, a logged-out token, an expired token', async () => {
    expect((await t.call('memberInfo')).statusCode).toBe(401);
    expect(json(await t.call('memberInfo', { token: 'made-up' })).errorCode).toBe('CUSTOMER_NOT_LOGIN');
    const { token } = json(await login({ username: 'player1', password: 'secret123' })).value as { token: string };
    expect((await t.call('memberInfo', { token })).statusCode).toBe(200);
    await t.call('logout', { token });
    expect((await t.call('memberInfo', { token })).statusCode).toBe(401);

    const fresh = (json(await login({ username: 'player1', password: 'secret123' })).value as { token: string }).token;
    clockNow += 720 * 60_000 + 1; // demo sessions live 720 minutes without use
    expect((await t.call('memberInfo', { token: fresh })).statusCode).toBe(401);
  });

  it('token_ip_different: a lotus token (bound to its IP) used from another IP', async () => {
    const { token } = json(
      await login({ username: 'lotus1', password: 'lotus1234', ...(await lotusCaptcha()) }, { host: 'lotus.localhost', ip: '10.0.0.1' }),
    ).value as { token: string };
    expect((await t.call('memberInfo', { token, host: 'lotus.localhost', ip: '10.0.0.1' })).statusCode).toBe(200);
    const moved = await t.call('memberInfo', { token, host: 'lotus.localhost', ip: '10.0.0.2' });
    expect(moved.statusCode).toBe(403);
    expect(json(moved).errorCode).toBe('token_ip_different');
  });

  it('TOO_MANY_REQUEST (429): an account that failed three times from an address waits a growing delay there', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 3; i += 1)
      codes.push((await login({ username: 'agent1', password: 'wrong-again' }, { ip: '10.1.0.99' })).statusCode);
    expect(codes).toEqual([400, 400, 400]);
    const limited = await login({ username: 'agent1', password: 'secret123' }, { ip: '10.1.0.99' });
    expect(limited.statusCode).toBe(429);
    expect(json(limited).errorCode).toBe('TOO_MANY_REQUEST');
    expect(limited.headers['retry-after']).toBe('1');
    clockNow += 1_001;
    expect((await login({ username: 'agent1', password: 'secret123' }, { ip: '10.1.0.99' })).statusCode).toBe(200);
  });

  it('TOO_MANY_REQUEST (429): more logins for one account than the merchant allows per minute', async () => {
    t.editMerchant('demo', 'merchant.json', (merchant) => {
      (
        (merchant.security as Record<string, Record<string, Record<string, unknown>>>).rateLimits!.login!.perAccount as Record<
          string,
          number
        >
      ).max = 2;
    });
    const codes: number[] = [];
    for (let i = 0; i < 3; i += 1) codes.push((await login({ username: 'vip1', password: 'secret123' }, { ip: '10.1.1.1' })).statusCode);
    expect(codes).toEqual([200, 200, 429]);
    t.editMerchant('demo', 'merchant.json', (merchant) => {
      (
        (merchant.security as Record<string, Record<string, Record<string, unknown>>>).rateLimits!.login!.perAccount as Record<
          string,
          number
        >
      ).max = 10;
    });
  });

  it('TOO_MANY_REQUEST (429): more registrations from one IP than allowed', async () => {
    t.editMerchant('demo', 'merchant.json', (merchant) => {
      (
        (merchant.security as Record<string, Record<string, Record<string, unknown>>>).rateLimits!.register!.perIp as Record<string, number>
      ).max = 2;
    });
    const register = (n: number) =>
      t.call('register', { body: { ...CONSENT, username: `burst${n}x`, password: 'secret123' }, ip: '10.2.0.1' });
    expect((await register(1)).statusCode).toBe(200);
    expect((await register(2)).statusCode).toBe(200);
    expect(json(await register(3)).errorCode).toBe('TOO_MANY_REQUEST');
    expect(
      (await t.call('register', { body: { ...CONSENT, username: 'burst4x', password: 'secret123' }, ip: '10.2.0.2' })).statusCode,
    ).toBe(200);
  });

  it('domain_not_available: a host no merchant owns', async () => {
    const response = await t.call('systemStatus', { host: 'phishing.example' });
    expect(response.statusCode).toBe(404);
    expect(json(response).errorCode).toBe('domain_not_available');
  });

  it('merchant_mismatch: a Merchant header naming another merchant than the host', async () => {
    const response = await t.call('systemStatus', { host: 'lotus.localhost', headers: { merchant: 'demo' } });
    expect(response.statusCode).toBe(400);
    expect(json(response).errorCode).toBe('merchant_mismatch');
    expect((await t.call('systemStatus', { host: 'lotus.localhost', headers: { merchant: 'LOTUS' } })).statusCode).toBe(200);
  });

  it('captcha_invalid: lotus asks for captcha on login and none is given', async () => {
    const response = await login({ username: 'lotus1', password: 'lotus1234' }, { host: 'lotus.localhost', ip: '10.3.0.1' });
    expect(response.statusCode).toBe(400);
    expect(json(response).errorCode).toBe('captcha_invalid');
  });

  it('invalid_request: names the bad field, in the player language', async () => {
    const response = await t.call('register', { body: { ...CONSENT, username: 'fine1', password: 123 }, headers: { language: 'PT-BR' } });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ errorCode: 'invalid_request', value: { field: 'password' } });
    expect(json(response).message).toMatch(/^Verifique password:/);
  });

  it('merchant_config_invalid: a merchant added with a broken data file; the others keep working', async () => {
    // A merchant that was valid keeps its last valid file (merchant-catalog.ts): only one whose
    // file was never valid answers merchant_config_invalid.
    fs.cpSync(path.join(t.configDir, 'merchants/lotus'), path.join(t.configDir, 'merchants/newcomer'), { recursive: true });
    t.editMerchant('newcomer', 'country.json', (country) => {
      country.currencyPosition = 'sideways';
    });
    const response = await t.call('systemCountry', { host: 'newcomer.localhost' });
    expect(response.statusCode).toBe(503);
    expect(json(response).errorCode).toBe('merchant_config_invalid');
    expect((await t.call('systemCountry')).statusCode).toBe(200);
    t.editMerchant('newcomer', 'country.json', (country) => {
      country.currencyPosition = 'after';
    });
    expect((await t.call('systemCountry', { host: 'newcomer.localhost' })).statusCode).toBe(200);
  });

  it('a broken edit of a valid merchant file is refused: the last valid one keeps answering', async () => {
    t.editMerchant('lotus', 'country.json', (country) => {
      country.currencyPosition = 'sideways';
    });
    const response = await t.call('systemCountry', { host: 'lotus.localhost' });
    expect(response.statusCode).toBe(200);
    expect(t.ctx.catalog.refusedFiles().join()).toMatch(/merchants\/lotus\/country\.json: currencyPosition/);
  });
});

/** A v4 answer lotus accepts in test mode, computed from a challenge the server issues. */
async function lotusCaptcha(): Promise<{ geetestValidateV4: string }> {
  const issued = json(await t.call('geetest', { host: 'lotus.localhost', query: { t: '1' } })).value as {
    challenge: string;
    testKey: string;
  };
  const output = crypto.createHmac('sha256', issued.testKey).update(issued.challenge).digest('hex');
  return { geetestValidateV4: JSON.stringify({ lot_number: issued.challenge, captcha_output: output, pass_token: 'p', gen_time: '1' }) };
}
