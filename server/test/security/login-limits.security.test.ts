/**
 * Finding 4: the per-account login limit counted the text typed, so one number written several
 * ways got a fresh budget per spelling. Now the limit is keyed on the normalised text and on the
 * resolved member, with growing delays after failures.
 */
import { createTestApp, type TestApp } from '../support/wps-test-app';

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
  for (const [i, spelling] of spellings.entries()) codes.push((await login(spelling, 'wrong-guess', `10.91.0.${i}`)).statusCode);
  expect(codes).toEqual([400, 400, 400]);
  // A fourth spelling, from a fourth IP, and even the user name wait out the growing delay.
  for (const [i, other] of ['(0917) 0000001', 'player1', 'PLAYER1'].entries()) {
    const response = await login(other, 'secret123', `10.91.1.${i}`);
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('1');
  }
  now += 1_001;
  expect((await login('player1', 'wrong-again', '10.91.2.1')).statusCode).toBe(400);
  const wait = await login('player1', 'secret123', '10.91.2.2');
  expect(wait.statusCode).toBe(429);
  expect(Number(wait.headers['retry-after'])).toBe(2);
  now += 2_001;
  expect((await login('+63 917 000 0001', 'secret123', '10.91.2.3')).statusCode).toBe(200);
});
