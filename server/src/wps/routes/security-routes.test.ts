/**
 * The security page's rules through the real routes (issue 26): every change needs a current
 * factor, codes are good once, the authenticator is on only after its first code, "sign out
 * everywhere" ends every session, and the last logins are the newest ten.
 */
import { createTestApp, type TestApp } from '../../../test/support/wps-test-app';
import { totp } from '../auth/totp';
import { CONSENT } from '../../../test/support/consent';
import { CODE_RESEND_AFTER_S } from '@m/shared/contract';
import { v3Seccode, v3Validate } from '../captcha/geetest-test-rules';

let clockNow = Date.UTC(2030, 0, 1);
let t: TestApp;
let serial = 0;
beforeAll(async () => {
  t = await createTestApp({ clock: () => clockNow });
});
afterAll(() => t.close());

type Envelope = { success: boolean; value?: any; errorCode?: string };
const json = (response: { json(): unknown }) => response.json() as Envelope;

/** A new member, each from an address of its own (registration limits are per address). */
async function freshMember(): Promise<{ username: string; token: string; ip: string }> {
  serial += 1;
  const ip = `10.26.2.${serial}`;
  const username = `sec${serial}${Math.random().toString(36).slice(2, 7)}`;
  const registered = json(await t.call('register', { body: { ...CONSENT, username, password: 'secret123' }, ip }));
  expect(registered.success).toBe(true);
  return { username, token: registered.value.token as string, ip };
}

/** A player solving demo's captcha (Geetest v3, test mode): challenge, then the widget's answer. */
async function solvedCaptcha(ip: string) {
  const challenge = (json(await t.call('geetest', { ip })).value as { challenge: string }).challenge;
  const validate = v3Validate('demo-geetest-test-key', challenge);
  return { geetestChallenge: challenge, geetestValidate: validate, geetestSeccode: v3Seccode(validate) };
}

const lastCode = (recipient: string) => t.ctx.verification.outbox(recipient, 1)[0]?.code as string;
const password = { type: 'password', password: 'secret123' };

async function bindEmail(token: string, ip: string, email: string) {
  await t.call('securityCode', { token, ip, body: { to: 'newEmail', email } });
  return json(await t.call('securityEmail', { token, ip, body: { email, code: lastCode(email), proof: password } }));
}

describe('security settings', () => {
  it('sends codes to numbers of the merchant’s countries only, and asks the captcha after the first new recipient (issue 35)', async () => {
    const { token, ip } = await freshMember();
    for (const premium of ['882', '881', '247']) {
      const refused = json(
        await t.call('securityCode', { token, ip, body: { to: 'newMobile', countryDialingCode: premium, mobileNum: '1234567' } }),
      );
      expect(refused).toMatchObject({ errorCode: 'invalid_request', value: { field: 'countryDialingCode' } });
    }
    expect(t.ctx.verification.outbox('8821234567', 5)).toEqual([]);
    const first = json(
      await t.call('securityCode', { token, ip, body: { to: 'newMobile', countryDialingCode: '63', mobileNum: '9176660001' } }),
    );
    expect(first).toMatchObject({ success: true, value: { resendAfterSeconds: CODE_RESEND_AFTER_S } });
    // Any further new recipient within the hour (an e-mail to bind after the mobile) needs the captcha.
    const email = `w${serial}@example.com`;
    const second = json(await t.call('securityCode', { token, ip, body: { to: 'newEmail', email } }));
    expect(second).toMatchObject({ errorCode: 'sms_captcha_required', value: { captcha: '3' } });
    expect(t.ctx.verification.outbox(email, 5)).toEqual([]);
    const answered = json(await t.call('securityCode', { token, ip, body: { to: 'newEmail', email, ...(await solvedCaptcha(ip)) } }));
    expect(answered.success).toBe(true);
    expect(t.ctx.verification.outbox(email, 5)).toHaveLength(1);
    // The captcha bought one code, not a free run.
    const third = json(await t.call('securityCode', { token, ip, body: { to: 'newEmail', email: `x${serial}@example.com` } }));
    expect(third.errorCode).toBe('sms_captcha_required');
    expect(t.ctx.verification.outbox(`x${serial}@example.com`, 5)).toEqual([]);
  });

  it('binds an e-mail only with the code sent to it and a current factor, and never one another member holds', async () => {
    const { token, ip } = await freshMember();
    const email = `p${serial}@example.com`;
    await t.call('securityCode', { token, ip, body: { to: 'newEmail', email } });
    const wrongCode = json(await t.call('securityEmail', { token, ip, body: { email, code: '000000', proof: password } }));
    expect(wrongCode.errorCode).toBe('sms_code_invalid');
    const wrongPassword = json(
      await t.call('securityEmail', {
        token,
        ip,
        body: { email, code: lastCode(email), proof: { type: 'password', password: 'nope1234' } },
      }),
    );
    expect(wrongPassword).toMatchObject({ errorCode: 'old_password_err', value: { field: 'proof' } });
    const bound = json(await t.call('securityEmail', { token, ip, body: { email, code: lastCode(email), proof: password } }));
    expect(bound.value.email).toMatch(/^p.\*\*\*@example\.com$/);

    const other = await freshMember();
    expect((await bindEmail(other.token, other.ip, email)).errorCode).toBe('email_exists');
  });

  it('turns a second factor on and off only with a current factor, and a proof code is good once', async () => {
    const { token, ip } = await freshMember();
    const email = `f${serial}@example.com`;
    await bindEmail(token, ip, email);
    const unconfirmed = json(
      await t.call('securityTwoFactor', {
        token,
        ip,
        body: { method: 'email', enabled: true, proof: { type: 'password', password: 'wrong999' } },
      }),
    );
    expect(unconfirmed.errorCode).toBe('old_password_err');
    expect(json(await t.call('securitySettings', { token, ip })).value.twoFactor.email).toBe(false);

    const on = json(await t.call('securityTwoFactor', { token, ip, body: { method: 'email', enabled: true, proof: password } }));
    expect(on.value.twoFactor).toEqual({ sms: false, email: true, ga: false });

    // A code of the factor that is on confirms a change, once: the same code cannot confirm another.
    await t.call('securityCode', { token, ip, body: { to: 'email' } });
    const code = lastCode(email);
    const proof = { type: 'email', code };
    expect(json(await t.call('securityTwoFactor', { token, ip, body: { method: 'email', enabled: true, proof } })).success).toBe(true);
    const reused = json(await t.call('securityTwoFactor', { token, ip, body: { method: 'email', enabled: false, proof } }));
    expect(reused).toMatchObject({ errorCode: 'verify_code_err', value: { field: 'proof' } });
    await t.call('securityCode', { token, ip, body: { to: 'email' } });
    const off = json(
      await t.call('securityTwoFactor', {
        token,
        ip,
        body: { method: 'email', enabled: false, proof: { type: 'email', code: lastCode(email) } },
      }),
    );
    expect(off.value.twoFactor.email).toBe(false);
  });

  it('turns the authenticator on only with its first code, which then cannot pass the login', async () => {
    const { username, token, ip } = await freshMember();
    const setup = json(await t.call('securityTotpSetup', { token, ip })).value as { secret: string; uri: string };
    expect(setup.uri).toContain(`secret=${setup.secret}`);
    const wrong = json(
      await t.call('securityTwoFactor', { token, ip, body: { method: 'ga', enabled: true, proof: password, totpCode: '123456' } }),
    );
    expect(wrong).toMatchObject({ errorCode: 'verify_code_err', value: { field: 'totpCode' } });
    const code = totp(setup.secret, clockNow);
    const on = json(
      await t.call('securityTwoFactor', { token, ip, body: { method: 'ga', enabled: true, proof: password, totpCode: code } }),
    );
    expect(on.value.twoFactor.ga).toBe(true);

    // The login now asks for the code; the one that turned it on is spent.
    const login = await t.call('login', { body: { type: 'username', username, password: 'secret123' }, ip });
    const challenge = json(login);
    expect(challenge).toMatchObject({ errorCode: 'login_verify_required', value: { ga: true } });
    const headers = { 'Login-Challenge': challenge.value.challengeToken as string };
    const reused = json(await t.call('loginVerification', { body: { username, code, method: 'ga' }, headers, ip }));
    expect(reused.errorCode).toBe('verify_code_err');
    clockNow += 30_000;
    const next = json(
      await t.call('loginVerification', { body: { username, code: totp(setup.secret, clockNow), method: 'ga' }, headers, ip }),
    );
    expect(next.success).toBe(true);
  });

  it('signs every session of the member out, this one too', async () => {
    const { username, token, ip } = await freshMember();
    const other = json(await t.call('login', { body: { type: 'username', username, password: 'secret123' }, ip })).value.token as string;
    expect(json(await t.call('securitySignOutAll', { token, ip })).value.signedOut).toBe(2);
    for (const ended of [token, other]) {
      const response = await t.call('securitySettings', { token: ended, ip });
      expect(response.statusCode).toBe(401);
    }
  });

  it('lists the newest ten logins with their device and method', async () => {
    const { username, token, ip } = await freshMember();
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
    for (let index = 0; index < 10; index += 1) {
      clockNow += 1000;
      const login = await t.call('login', {
        body: { type: 'username', username, password: 'secret123' },
        ip,
        headers: { 'User-Agent': iphone },
      });
      expect(login.statusCode).toBe(200);
    }
    const items = json(await t.call('securityLogins', { token, ip })).value.items as Array<{ at: string; device: string; method: string }>;
    // Eleven sign-ins (the registration and ten logins): the newest ten, newest first.
    expect(items).toHaveLength(10);
    expect(items[0]).toMatchObject({ at: new Date(clockNow).toISOString(), device: 'iPhone · Safari', method: 'password' });
    expect(items.map((item) => item.at)).toEqual(
      items
        .map((item) => item.at)
        .sort()
        .reverse(),
    );
    expect(items.some((item) => item.method === 'register')).toBe(false);
  });
});
