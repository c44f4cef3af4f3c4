import { OPS_API } from '@m/shared/ops';
import { opsKit, type OpsKit } from './ops-test-kit';
import { currentCode } from './operator-totp';
import type { CreatedOperator } from './create-operator';

let kit: OpsKit;
let manager: CreatedOperator;

beforeAll(async () => {
  kit = await opsKit({
    signInLimits: { perIp: { max: 12, windowSeconds: 900 }, perName: { max: 3, windowSeconds: 900 } },
    sessionTimes: { ticketMs: 5 * 60_000, ticketAttempts: 3, idleMs: 30 * 60_000, absoluteMs: 2 * 3_600_000 },
  });
  manager = await kit.addOperator('rm', 'release-manager', '*');
}, 60_000);
afterAll(() => kit.close());

const passwordStep = (name: string, password: string, ip = '10.0.0.1') =>
  kit.request('POST', OPS_API.signIn, { body: { name, password }, ip });

describe('signing in to the console', () => {
  it('takes the password, then the authenticator code, and sets an httpOnly strict session cookie', async () => {
    const first = await passwordStep('RM', manager.password);
    expect(first.statusCode).toBe(200);
    expect(first.headers['set-cookie']).toBeUndefined();
    kit.clock.now += 30_000;
    const second = await kit.request('POST', OPS_API.totp, {
      body: { ticket: first.json().ticket, code: currentCode(manager.totpSecret, kit.clock.now) },
      ip: '10.0.0.1',
    });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ name: 'rm', role: 'release-manager', merchants: '*' });
    const cookie = String(second.headers['set-cookie']);
    expect(cookie).toMatch(/^ops_session=[A-Za-z0-9_-]{43}; Path=\/ops; Max-Age=7200; HttpOnly; SameSite=Strict; Secure$/);
    const me = await kit.request('GET', OPS_API.session, { cookie: cookie.split(';')[0] });
    expect(me.statusCode).toBe(200);
    expect(me.json().name).toBe('rm');
    expect(me.headers['cache-control']).toBe('no-store');
    // The database holds only the token's hash.
    const stored = kit.ops.wps.db.prepare('SELECT token_hash FROM ops_sessions').pluck().all() as string[];
    expect(stored).not.toContain(cookie.split(';')[0]!.slice('ops_session='.length));
  });

  it('refuses a wrong password and a wrong code alike, without saying which names exist', async () => {
    const wrong = await passwordStep('rm', 'not-the-password', '10.0.0.2');
    const unknown = await passwordStep('nobody', 'not-the-password', '10.0.0.2');
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error).toBe('unauthenticated');

    const ticket = (await passwordStep('rm', manager.password, '10.0.0.2')).json().ticket as string;
    const current = currentCode(manager.totpSecret, kit.clock.now + 30_000);
    const wrongCode = String((Number(current) + 1) % 1_000_000).padStart(6, '0');
    kit.clock.now += 30_000;
    const refused = await kit.request('POST', OPS_API.totp, { body: { ticket, code: wrongCode }, ip: '10.0.0.2' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['set-cookie']).toBeUndefined();
    // The right code on the same ticket still works (within its attempts) ...
    const right = await kit.request('POST', OPS_API.totp, { body: { ticket, code: current }, ip: '10.0.0.2' });
    expect(right.statusCode).toBe(200);
    // ... once: the same code again, on a new ticket, is refused (a code seen over a shoulder is spent).
    const again = (await passwordStep('rm', manager.password, '10.0.0.2')).json().ticket as string;
    const replay = await kit.request('POST', OPS_API.totp, { body: { ticket: again, code: current }, ip: '10.0.0.2' });
    expect(replay.statusCode).toBe(401);
  });

  it('limits failures per name: after 3 wrong passwords even the right one waits (429, Retry-After)', async () => {
    kit.clock.now += 3_600_000;
    const victim = await kit.addOperator('victim', 'viewer', '*');
    for (let i = 0; i < 3; i += 1) expect((await passwordStep('victim', 'guess-number-' + i, `10.1.0.${i}`)).statusCode).toBe(401);
    const blocked = await passwordStep('victim', victim.password, '10.1.0.99');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toBe('rate-limited');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    kit.clock.now += 901_000;
    expect((await passwordStep('victim', victim.password, '10.1.0.99')).statusCode).toBe(200);
  });

  it('limits attempts per address, whatever the names tried', async () => {
    kit.clock.now += 3_600_000;
    for (let i = 0; i < 12; i += 1) await passwordStep(`name-${i}`, 'x', '10.2.0.1');
    const blocked = await passwordStep('rm', manager.password, '10.2.0.1');
    expect(blocked.statusCode).toBe(429);
    expect((await passwordStep('rm', manager.password, '10.2.0.2')).statusCode).toBe(200);
  });

  it('refuses a sign-in posted from another site', async () => {
    const answer = await kit.request('POST', OPS_API.signIn, {
      body: { name: 'rm', password: manager.password },
      ip: '10.5.0.1',
      headers: { origin: 'https://evil.example' },
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().error).toBe('forbidden');
  });

  it('lets a ticket expire and its attempts run out', async () => {
    kit.clock.now += 3_600_000;
    const ticket = (await passwordStep('rm', manager.password, '10.3.0.1')).json().ticket as string;
    kit.clock.now += 5 * 60_000 + 1;
    const late = await kit.request('POST', OPS_API.totp, {
      body: { ticket, code: currentCode(manager.totpSecret, kit.clock.now) },
      ip: '10.3.0.1',
    });
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toMatch(/expired/);
  });

  it('ends a session when idle, at its absolute lifetime, and on sign-out', async () => {
    kit.clock.now += 3_600_000;
    const idle = await kit.signIn(manager, '10.4.0.1');
    kit.clock.now += 29 * 60_000;
    expect((await kit.request('GET', OPS_API.session, { cookie: idle })).statusCode).toBe(200);
    kit.clock.now += 29 * 60_000; // in use: the idle expiry slid
    expect((await kit.request('GET', OPS_API.session, { cookie: idle })).statusCode).toBe(200);
    kit.clock.now += 31 * 60_000;
    expect((await kit.request('GET', OPS_API.session, { cookie: idle })).statusCode).toBe(401);

    const busy = await kit.signIn(manager, '10.4.0.1');
    for (let minutes = 0; minutes < 120; minutes += 20) {
      kit.clock.now += 20 * 60_000;
      const answer = await kit.request('GET', OPS_API.merchants, { cookie: busy });
      expect(answer.statusCode).toBe(minutes + 20 < 120 ? 200 : 401);
    }

    const out = await kit.signIn(manager, '10.4.0.1');
    const bye = await kit.request('DELETE', OPS_API.session, { cookie: out });
    expect(bye.statusCode).toBe(204);
    expect(String(bye.headers['set-cookie'])).toContain('Max-Age=0');
    const after = await kit.request('GET', OPS_API.session, { cookie: out });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ error: 'unauthenticated', message: expect.any(String) });
  });
});
