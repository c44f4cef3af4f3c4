/**
 * Issue 35, "abuse without collateral": 102 addresses used lotus's merchant-wide captcha
 * allowance and every lotus player then got 429 and could not log in (the SMS budgets worked the
 * same way). Now a captcha challenge proves itself (nothing stored per call), merchant-wide
 * allowances are alarms, and past them only strangers are asked for more (a captcha), never a
 * signed-in player or a device where a member signed in before.
 */
import { createTestApp, type TestApp } from '../support/wps-test-app';
import { WRITE_LIMITS, type WriteLimits } from '../../src/security/write-limits';
import { v3Seccode, v3Validate } from '../../src/wps/captcha/geetest-test-rules';

type Envelope = { success: boolean; errorCode?: string; value?: Record<string, unknown> };
const json = (response: { json(): unknown }) => response.json() as Envelope;

const small: WriteLimits = {
  ...WRITE_LIMITS,
  captcha: { ...WRITE_LIMITS.captcha, perMerchant: { max: 50, windowSeconds: 60 } },
  sms: { ...WRITE_LIMITS.sms, perMerchantHour: { max: 50, windowSeconds: 3_600 } },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ writeLimits: small });
});
afterAll(() => t.close());

const LOTUS = 'lotus.localhost';

/** lotus asks a captcha on every login (GEETEST3, v3 in test mode): the widget's answer. */
async function lotusCaptcha(ip: string) {
  const answer = await t.call('geetest', { ip, host: LOTUS });
  expect(answer.statusCode).toBe(200);
  const challenge = (json(answer).value as { challenge: string }).challenge;
  const validate = v3Validate('lotus-geetest-test-key', challenge);
  return { geetestChallenge: challenge, geetestValidate: validate, geetestSeccode: v3Seccode(validate) };
}

async function lotusLogin(ip: string, cookie?: string) {
  return t.call('login', {
    body: { type: 'username', username: 'lotus1', password: 'lotus1234', ...(await lotusCaptcha(ip)) },
    ip,
    host: LOTUS,
    ...(cookie ? { headers: { cookie } } : {}),
  });
}

const deviceCookie = (response: { headers: Record<string, unknown> }): string => {
  const header = response.headers['set-cookie'];
  const all = Array.isArray(header) ? (header as string[]) : [String(header)];
  const device = all.find((value) => value.startsWith('m_device='));
  expect(device).toBeDefined();
  expect(device).toMatch(/HttpOnly/);
  return (device as string).split(';')[0] as string;
};

it('100 addresses exhausting the merchant-wide allowances leave a signed-in player and a returning device able to log in', async () => {
  // Before the flood: a player signs in (and keeps the session), and a device signs in once.
  const session = json(await lotusLogin('10.35.0.1')).value?.token as string;
  const returning = deviceCookie(await lotusLogin('10.35.0.2'));

  // The flood: 100 addresses, each a captcha challenge and a few SMS code requests.
  for (let i = 0; i < 100; i += 1) {
    const ip = `10.35.1.${i}`;
    expect((await t.call('geetest', { ip, host: LOTUS })).statusCode).toBe(200);
    for (let n = 0; n < 2; n += 1) {
      await t.call('smsNoLogin', {
        body: {
          countryDialingCode: '63',
          mobileNum: `91735${String(i).padStart(3, '0')}${n}1`,
          smsTemplate: 'REGISTER',
          loginDeviceId: `flood-${i}`,
        },
        ip: `10.35.2.${i}`,
      });
    }
  }
  expect(t.ctx.alarms.overruns('lotus', 'captcha')).toBeGreaterThan(0);
  expect(t.ctx.alarms.overruns('demo', 'SMS hourly budget')).toBeGreaterThan(0);

  // The signed-in player plays on.
  expect((await t.call('memberInfo', { token: session, ip: '10.35.0.1', host: LOTUS })).statusCode).toBe(200);
  // The returning device, and any player, still gets a captcha and logs in.
  const again = await lotusLogin('10.35.0.3', returning);
  expect(again.statusCode).toBe(200);
  expect(json(again).value?.token).toEqual(expect.any(String));
  expect((await lotusLogin('10.35.0.4')).statusCode).toBe(200);

  // Past the SMS budget a stranger is asked for a captcha (never refused); a device where a
  // member signed in gets its code as before.
  const demoDevice = deviceCookie(
    await t.call('login', { body: { type: 'username', username: 'player1', password: 'secret123' }, ip: '10.35.3.1' }),
  );
  const code = (ip: string, device: string, cookie?: string) =>
    t.call('smsNoLogin', {
      body: { countryDialingCode: '63', mobileNum: '9170000001', smsTemplate: 'LOGIN', loginDeviceId: device },
      ip,
      ...(cookie ? { headers: { cookie } } : {}),
    });
  expect(json(await code('10.35.3.2', 'stranger-device')).errorCode).toBe('sms_captcha_required');
  expect((await code('10.35.3.3', 'player-device', demoDevice)).statusCode).toBe(200);
});

it('takes a forged device cookie for a stranger', async () => {
  const demoDevice = deviceCookie(
    await t.call('login', { body: { type: 'username', username: 'player1', password: 'secret123' }, ip: '10.35.5.1' }),
  );
  const [name, value] = demoDevice.split('=') as [string, string];
  const forged = `${name}=${value.slice(0, -2)}xx`;
  const code = (cookie: string, i: number) =>
    t.call('smsNoLogin', {
      body: { countryDialingCode: '63', mobileNum: '9170000001', smsTemplate: 'LOGIN', loginDeviceId: `forged-${i}` },
      ip: `10.35.5.${10 + i}`,
      headers: { cookie },
    });
  expect(json(await code(forged, 1)).errorCode).toBe('sms_captcha_required');
});
