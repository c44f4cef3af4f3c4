/**
 * Finding 4: the per-account login limit counted the text typed, so one number written several
 * ways got a fresh budget per spelling. Now the limit is keyed on the normalised text and on the
 * resolved member, with growing delays after failures, each per account and address (issue 24:
 * failures from a stranger's address no longer lock the owner out).
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
