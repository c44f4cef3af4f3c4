/**
 * Finding 4: the per-account login limit counted the text typed, so one number written several
 * ways got a fresh budget per spelling. Now the limit is keyed on the normalised text and on the
 * resolved member, with growing delays after failures, each per account and address (issue 24:
 * failures from a stranger's address no longer lock the owner out).
 */
import { createTestApp, type TestApp } from '../support/wps-test-app';
import { v3Seccode, v3Validate } from '../../src/wps/captcha/geetest-test-rules';

let now = Date.UTC(2031, 0, 1);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
});
afterAll(() => t.close());

const login = (username: string, password: string, ip: string) => t.call('login', { body: { type: 'username', username, password }, ip });

it('counts every spelling of one mobile number, and the user name, against one account', async () => {
  const spellings = ['09170000001', '+63 917 000 0001', '917-000-0001'];
  const codes: number[] = [];
  for (const spelling of spellings) codes.push((await login(spelling, 'wrong-guess', '10.91.0.1')).statusCode);
  expect(codes).toEqual([400, 400, 400]);
  // A fourth spelling, and even the user name, wait out the growing delay.
  for (const other of ['(0917) 0000001', 'player1', 'PLAYER1']) {
    const response = await login(other, 'secret123', '10.91.0.1');
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('1');
  }
  now += 1_001;
  expect((await login('player1', 'wrong-again', '10.91.0.1')).statusCode).toBe(400);
  const wait = await login('player1', 'secret123', '10.91.0.1');
  expect(wait.statusCode).toBe(429);
  expect(Number(wait.headers['retry-after'])).toBe(2);
  now += 2_001;
  expect((await login('+63 917 000 0001', 'secret123', '10.91.0.1')).statusCode).toBe(200);
});

it('delays the address that failed, not the owner at another (issue 24: targeted lockout)', async () => {
  for (let i = 0; i < 5; i += 1) await login('player1', `wrong-${i}`, '10.91.3.66');
  expect((await login('player1', 'secret123', '10.91.3.66')).statusCode).toBe(429);
  expect((await login('+63 917 000 0001', 'secret123', '10.91.3.1')).statusCode).toBe(200);
});

describe('one account guessed from many addresses (issue 35)', () => {
  type Answer = { errorCode?: string };
  const attempt = (username: string, password: string, ip: string, extra: Record<string, unknown> = {}, cookie?: string) =>
    t.call('login', { body: { type: 'username', username, password, ...extra }, ip, ...(cookie ? { headers: { cookie } } : {}) });
  const errorOf = async (response: Promise<{ json(): unknown }>) => ((await response).json() as Answer).errorCode;

  async function solvedCaptcha(ip: string) {
    const challenge = ((await t.call('geetest', { ip })).json() as { value: { challenge: string } }).value.challenge;
    const validate = v3Validate('demo-geetest-test-key', challenge);
    return { geetestChallenge: challenge, geetestValidate: validate, geetestSeccode: v3Seccode(validate) };
  }

  it('asks for a captcha after 10 failures from any addresses: 40 guesses from 40 addresses', async () => {
    // The owner signed in on a device before the attack.
    const owner = await attempt('vip1', 'secret123', '10.135.9.1');
    const cookies = ([] as string[]).concat(owner.headers['set-cookie'] as string | string[]);
    const device = (cookies.find((cookie) => cookie.startsWith('m_device=')) as string).split(';')[0] as string;

    const answers: (string | undefined)[] = [];
    for (let i = 0; i < 40; i += 1) answers.push(await errorOf(attempt('vip1', `guess-${i}`, `10.135.1.${i}`)));
    expect(answers.slice(0, 10)).toEqual(Array(10).fill('login.cred.err'));
    expect(answers.slice(10)).toEqual(Array(30).fill('login_captcha_required'));

    // Never a lockout: the owner on a new device solves the captcha and is in.
    expect((await attempt('vip1', 'secret123', '10.135.9.2', await solvedCaptcha('10.135.9.2'))).statusCode).toBe(200);
    // The owner's own device is not asked.
    expect((await attempt('vip1', 'secret123', '10.135.9.3', {}, device)).statusCode).toBe(200);
    // A guess with a solved captcha is still only a guess.
    expect(await errorOf(attempt('vip1', 'guess-x', '10.135.9.4', await solvedCaptcha('10.135.9.4')))).toBe('login.cred.err');
  });

  it('asks the same of an unknown name (the captcha does not tell which names exist)', async () => {
    for (let i = 0; i < 10; i += 1) await attempt('nobody-here', `x-${i}`, `10.136.0.${i}`);
    expect(await errorOf(attempt('nobody-here', 'x', '10.136.1.1'))).toBe('login_captcha_required');
  });
});
