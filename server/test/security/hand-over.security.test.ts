/**
 * Issue 35, login CSRF: a same-origin Referer was taken as proof that a link's session was
 * handed over by the merchant, and the trial page's Back link could carry `?token=`: the victim
 * landed signed in as the attacker. Now only a signed single-use hand-over made for that very
 * session (and the native app's user agent, on the page) is trusted.
 */
import { createTestApp, type TestApp } from '../support/wps-test-app';

type Envelope = { success: boolean; errorCode?: string; value?: Record<string, unknown> };
const json = (response: { json(): unknown }) => response.json() as Envelope;

let now = Date.UTC(2031, 5, 1);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
});
afterAll(() => t.close());

const signIn = async (username: string, ip: string) =>
  json(await t.call('login', { body: { type: 'username', username, password: 'secret123' }, ip })).value?.token as string;
/** The phone that jumps: the same address and browser on both sides. */
const PHONE = { ip: '10.38.0.3', headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Phone/1' } };
const check = async (token: string, handOver: string, from = PHONE) =>
  json(await t.call('handOverCheck', { token, body: { handOver }, ...from })).value?.trusted;

it('trusts a hand-over once, only with the session it was made for, and only for five minutes', async () => {
  const victimLink = await signIn('player1', '10.38.0.1');
  const attacker = await signIn('vip1', '10.38.0.2');
  const issue = async (token: string, from = PHONE) => json(await t.call('handOverIssue', { token, ...from })).value?.handOver as string;

  const own = await issue(victimLink);
  // The attacker's session with a hand-over made for another session: not trusted.
  expect(await check(attacker, own)).toBe(false);
  expect(await check(victimLink, own)).toBe(true);
  // Spent: a replay of the jump's address is asked like any link.
  expect(await check(victimLink, own)).toBe(false);

  // The attacker's own hand-over, put in a link beside the attacker's token: made from the
  // attacker's address and browser, it is nothing on the victim's phone.
  const attackerPhone = { ip: '10.38.9.9', headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux) Attacker/1' } };
  expect(await check(attacker, await issue(attacker, attackerPhone))).toBe(false);
  expect(await check(attacker, await issue(attacker, { ...attackerPhone, headers: PHONE.headers }))).toBe(false);
  // A forged or stretched one never passes.
  const planted = await issue(attacker);
  const [expiry, nonce, signature] = planted.split('.') as [string, string, string];
  expect(await check(attacker, `${(parseInt(expiry, 36) + 3_600_000).toString(36)}.${nonce}.${signature}`)).toBe(false);
  // The first character changed (it carries six whole bits; the last one's spare bits may decode the same).
  const forged = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
  expect(await check(attacker, `${expiry}.${nonce}.${forged}`)).toBe(false);

  const late = await issue(victimLink);
  now += 301_000;
  expect(await check(victimLink, late)).toBe(false);
});
