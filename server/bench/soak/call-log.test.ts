import { CallLog, describeError } from './call-log';

/** A clock the test moves by hand: each call takes exactly what the test says. */
function manualClock() {
  let now = 1_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe("the players' call log", () => {
  it('answers with the value, or null when the call failed, and records both', async () => {
    const log = new CallLog();
    await expect(log.timed('login', async () => ({ token: 't' }))).resolves.toEqual({ token: 't' });
    await expect(
      log.timed('login', async () => {
        throw Object.assign(new Error('Slow down'), { kind: 'rate-limited', errorCode: 'TOO_MANY_REQUEST' });
      }),
    ).resolves.toBeNull();
    expect(log.summary()).toMatchObject({ errors: 1, errorReasons: { 'rate-limited:TOO_MANY_REQUEST': 1 } });
  });

  it('counts latencies of successful calls only, per kind and in all, and errors per kind', async () => {
    const clock = manualClock();
    const log = new CallLog(clock.now);
    const call = (kind: string, ms: number, ok = true) =>
      log.timed(kind, async () => {
        clock.advance(ms);
        if (!ok) throw new Error('refused');
        return true;
      });
    await call('memberInfo', 10);
    await call('memberInfo', 30);
    await call('launchGame', 200);
    await call('launchGame', 5_000, false);
    const summary = log.summary();
    expect(summary.all).toEqual({ count: 3, p50: 30, p95: 200, max: 200 });
    expect(summary.errors).toBe(1);
    expect(summary.byKind.memberInfo).toEqual({ count: 2, p50: 10, p95: 30, max: 30, errors: 0 });
    expect(summary.byKind.launchGame).toMatchObject({ count: 1, errors: 1 });
    expect(summary.errorReasons).toEqual({ 'error:refused': 1 });
  });

  it('keeps the arrival (registration, first login) apart from the play, whose share does not depend on the phase length', async () => {
    const clock = manualClock();
    const log = new CallLog(clock.now);
    await log.timed('register', async () => clock.advance(900), 'sign-in');
    await log.timed('login', async () => clock.advance(700), 'sign-in');
    await log.timed('memberInfo', async () => clock.advance(20));
    await log.timed('login', async () => clock.advance(40));
    const { byStage, all } = log.summary();
    expect(byStage['sign-in']).toEqual({ count: 2, p50: 700, p95: 900, max: 900 });
    expect(byStage.playing).toEqual({ count: 2, p50: 20, p95: 40, max: 40 });
    expect(all.count).toBe(4);
  });

  it('leaves out calls that ended at or after the kill: cut on purpose, not failed for a player', async () => {
    const clock = manualClock();
    const log = new CallLog(clock.now);
    await log.timed('memberInfo', async () => clock.advance(10));
    const kill = clock.now();
    await log.timed('memberInfo', async () => {
      clock.advance(10);
      throw new Error('socket hang up');
    });
    expect(log.summary(kill + 1)).toMatchObject({ errors: 0, all: { count: 1 } });
    expect(log.summary()).toMatchObject({ errors: 1 });
  });

  it('describes an API error by its kind and code, anything else by its message', () => {
    expect(describeError({ kind: 'network', message: 'Network Error' })).toBe('network:Network Error');
    expect(describeError(new Error('boom'))).toBe('error:boom');
  });
});
