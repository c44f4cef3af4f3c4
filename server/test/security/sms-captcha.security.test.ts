/**
 * Issue 24, item 5: where the merchant does not ask for a captcha on every SMS code (demo), a
 * script could still ask for code after code (SMS pumping, bombing) up to the rate limits. Now a
 * device's first code within the hour is free, and every further one from the same device (or,
 * past a few, from the same address) needs a solved captcha. And an exhausted SMS budget has its
 * own code, which the player reads, with the wait.
 */
import { createTestApp, type TestApp } from '../support/wps-test-app';
import { v3Seccode, v3Validate } from '../../src/wps/captcha/geetest-test-rules';
import { CONSENT } from '../support/consent';

type Envelope = { success: boolean; errorCode?: string; message?: string; value?: Record<string, unknown> };
const json = (response: { json(): unknown }) => response.json() as Envelope;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sms = (mobileNum: string, ip: string, extra: Record<string, unknown> = {}) =>
  t.call('smsNoLogin', { body: { countryDialingCode: '63', mobileNum, smsTemplate: 'REGISTER', ...extra }, ip });

/** A player solving demo's captcha (Geetest v3, test mode): challenge, then the widget's answer. */
async function solvedCaptcha(ip: string) {
  const challenge = (json(await t.call('geetest', { ip })).value as { challenge: string }).challenge;
  const validate = v3Validate('demo-geetest-test-key', challenge);
  return { geetestChallenge: challenge, geetestValidate: validate, geetestSeccode: v3Seccode(validate) };
}

describe('a second SMS code from one device', () => {
  it('needs a solved captcha, and is sent with one', async () => {
    const device = { loginDeviceId: 'device-sms-captcha-1' };
    expect((await sms('9175560001', '10.24.30.1', device)).statusCode).toBe(200);

    const refused = await sms('9175560002', '10.24.30.2', device);
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toMatchObject({ errorCode: 'sms_captcha_required', value: { captcha: '3' } });
    expect(t.ctx.verification.outbox('639175560002', 5)).toEqual([]);

    const wrong = await sms('9175560002', '10.24.30.2', { ...device, geetestChallenge: 'x', geetestValidate: 'y', geetestSeccode: 'z' });
    expect(json(wrong).errorCode).toBe('captcha_invalid');

    const answered = await sms('9175560002', '10.24.30.2', { ...device, ...(await solvedCaptcha('10.24.30.2')) });
    expect(answered.statusCode).toBe(200);
    expect(t.ctx.verification.outbox('639175560002', 5)).toHaveLength(1);
    // The captcha bought one code, not a free run.
    expect(json(await sms('9175560003', '10.24.30.2', device)).errorCode).toBe('sms_captcha_required');
  });

  it('from one address under new device ids: a few free codes, then the captcha', async () => {
    const ip = '10.24.31.1';
    for (let i = 0; i < 3; i += 1) expect((await sms(`917557000${i}`, ip, { loginDeviceId: `rotating-${i}` })).statusCode).toBe(200);
    expect(json(await sms('9175570009', ip, { loginDeviceId: 'rotating-9' })).errorCode).toBe('sms_captcha_required');
    expect(json(await sms('9175570008', ip)).errorCode).toBe('sms_captcha_required');
  });

  it('another device on another address still gets its first code without a captcha', async () => {
    expect((await sms('9175580001', '10.24.32.1', { loginDeviceId: 'device-a' })).statusCode).toBe(200);
    expect((await sms('9175580002', '10.24.32.2', { loginDeviceId: 'device-b' })).statusCode).toBe(200);
  });
});

describe("a signed-in member's codes to numbers and addresses not yet theirs (issue 35, the security page)", () => {
  it('the first within the hour is free, every further one needs a solved captcha', async () => {
    const ip = '10.24.35.1';
    const registered = json(
      await t.call('register', { body: { ...CONSENT, username: `smscap${Date.now() % 100000}`, password: 'secret123' }, ip }),
    );
    const token = (registered.value as { token: string }).token;
    const code = (body: Record<string, unknown>) => t.call('securityCode', { token, ip, body });
    expect((await code({ to: 'newMobile', countryDialingCode: '63', mobileNum: '9175600001' })).statusCode).toBe(200);
    // A script holding a stolen session cannot send code after code to numbers of its choice.
    const refused = await code({ to: 'newMobile', countryDialingCode: '63', mobileNum: '9175600002' });
    expect(json(refused)).toMatchObject({ errorCode: 'sms_captcha_required', value: { captcha: '3' } });
    expect(t.ctx.verification.outbox('639175600002', 5)).toEqual([]);
    const answered = await code({ to: 'newMobile', countryDialingCode: '63', mobileNum: '9175600002', ...(await solvedCaptcha(ip)) });
    expect(answered.statusCode).toBe(200);
    expect(t.ctx.verification.outbox('639175600002', 5)).toHaveLength(1);
  });
});

describe('an exhausted SMS budget', () => {
  it('of one number answers sms_budget_exhausted with the wait, not the silent TOO_MANY_REQUEST', async () => {
    // demo: 5 codes a minute per number; each from its own address and device (no captcha asked).
    const send = (i: number) => sms('9175590001', `10.24.33.${i}`, { loginDeviceId: `budget-${i}` });
    for (let i = 0; i < 5; i += 1) expect((await send(i)).statusCode).toBe(200);
    const refused = await send(5);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(json(refused)).toMatchObject({
      errorCode: 'sms_budget_exhausted',
      message: 'No more SMS codes can be sent right now. Please try again in 1 min.',
      value: { retryAfterSeconds: expect.any(Number) },
    });
    expect(t.ctx.verification.outbox('639175590001', 10)).toHaveLength(5);
  });

  it('is told in the player language', async () => {
    const send = (i: number) =>
      t.call('smsNoLogin', {
        body: { countryDialingCode: '63', mobileNum: '9175590002', smsTemplate: 'REGISTER', loginDeviceId: `th-${i}` },
        ip: `10.24.34.${i}`,
        headers: { language: 'TH' },
      });
    for (let i = 0; i < 5; i += 1) await send(i);
    expect(json(await send(5)).message).toBe('ไม่สามารถส่งรหัส SMS เพิ่มได้ในขณะนี้ โปรดลองอีกครั้งใน 1 นาที');
  });
});
