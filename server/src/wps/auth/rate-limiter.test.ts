import { RateLimiter } from './rate-limiter';
import { WpsError } from '../http/wps-error';

const limit = { max: 3, windowSeconds: 10 };

function refusal(run: () => void): WpsError {
  try {
    run();
  } catch (error) {
    return error as WpsError;
  }
  throw new Error('expected a refusal');
}

describe('RateLimiter', () => {
  it('allows max uses in a window and refuses the next with TOO_MANY_REQUEST and Retry-After', () => {
    const limiter = new RateLimiter();
    limiter.hit('k', limit, 0);
    limiter.hit('k', limit, 1000);
    limiter.hit('k', limit, 2000);
    const error = refusal(() => limiter.hit('k', limit, 3000));
    expect(error.status).toBe(429);
    expect(error.errorCode).toBe('TOO_MANY_REQUEST');
    expect(error.headers['Retry-After']).toBe('7');
  });

  it('refuses with the code the caller names, its wait in whole minutes for the message', () => {
    const limiter = new RateLimiter();
    const hour = { max: 1, windowSeconds: 3600 };
    limiter.hit('sms', hour, 0, 'sms_budget_exhausted');
    const error = refusal(() => limiter.hit('sms', hour, 60_000, 'sms_budget_exhausted'));
    expect(error.errorCode).toBe('sms_budget_exhausted');
    expect(error.status).toBe(429);
    expect(error.value).toEqual({ retryAfterSeconds: 3540 });
    expect(error.params).toEqual({ minutes: 59 });
  });

  it('answers whether a use fits without counting it; count() counts without refusing', () => {
    const limiter = new RateLimiter();
    const once = { max: 1, windowSeconds: 10 };
    expect(limiter.allows('k', once, 0)).toBe(true);
    expect(limiter.allows('k', once, 0)).toBe(true);
    limiter.count('k', once, 0);
    expect(limiter.allows('k', once, 5000)).toBe(false);
    expect(() => limiter.count('k', once, 5000)).not.toThrow();
    expect(limiter.allows('k', once, 10_001)).toBe(false);
    expect(limiter.allows('k', once, 15_001)).toBe(true);
  });

  it('refuseIfFull refuses a full window as hit() would, and counts nothing when there is room', () => {
    const limiter = new RateLimiter();
    const twice = { max: 2, windowSeconds: 10 };
    limiter.refuseIfFull('k', twice, 0);
    limiter.refuseIfFull('k', twice, 0);
    limiter.hit('k', twice, 0);
    limiter.hit('k', twice, 1);
    const error = refusal(() => limiter.refuseIfFull('k', twice, 2));
    expect(error.errorCode).toBe('TOO_MANY_REQUEST');
  });

  it('slides: a use leaves the window exactly windowSeconds after it happened', () => {
    const limiter = new RateLimiter();
    for (const t of [0, 4000, 8000]) limiter.hit('k', limit, t);
    expect(() => limiter.hit('k', limit, 9999)).toThrow(WpsError);
    expect(() => limiter.hit('k', limit, 10_001)).not.toThrow();
    expect(() => limiter.hit('k', limit, 10_002)).toThrow(WpsError);
  });

  it('counts keys apart (an IP and an account are separate budgets)', () => {
    const limiter = new RateLimiter();
    for (let i = 0; i < 3; i += 1) limiter.hit('ip:1', limit, i);
    expect(() => limiter.hit('ip:2', limit, 5)).not.toThrow();
    expect(() => limiter.hit('ip:1', limit, 5)).toThrow(WpsError);
  });
});
