import { openDatabase } from './database';
import { MemberStore } from './member-store';
import { MAX_CODE_ATTEMPTS, VerificationStore } from './verification-store';

describe('VerificationStore', () => {
  let store: VerificationStore;
  let members: MemberStore;
  beforeEach(() => {
    const db = openDatabase(':memory:');
    store = new VerificationStore(db);
    members = new MemberStore(db);
  });

  const save = (code: string, now = 0, purpose = 'LOGIN') =>
    store.saveSmsCode({ merchant: 'demo', mobile: '639170000001', purpose, code, ttlMs: 300_000, now });
  const consume = (code: string, now = 1, purposes = ['LOGIN']) =>
    store.consumeSmsCode({ merchant: 'demo', mobile: '639170000001', purposes, code, now });

  it('accepts an SMS code once', () => {
    save('123456');
    expect(consume('123456')).toBe('ok');
    expect(consume('123456')).toBe('invalid');
  });

  it('refuses an SMS code after its lifetime', () => {
    save('123456');
    expect(consume('123456', 300_001)).toBe('expired');
  });

  it('kills an SMS code after too many wrong guesses', () => {
    save('123456');
    for (let i = 0; i < MAX_CODE_ATTEMPTS; i += 1) expect(consume('000000')).toBe('invalid');
    expect(consume('123456')).toBe('expired');
  });

  it('replaces an earlier code by a newer one and keeps purposes apart', () => {
    save('111111');
    save('222222', 10);
    expect(consume('111111', 11)).toBe('invalid');
    save('333333', 20, 'RESET_PASSWORD');
    expect(consume('333333', 21, ['LOGIN'])).toBe('invalid');
    expect(consume('333333', 22, ['RESET_PASSWORD'])).toBe('ok');
  });

  it('accepts a passed captcha challenge once', () => {
    expect(store.markCaptchaUsed('demo', 'c1', 1000)).toBe(true);
    expect(store.markCaptchaUsed('demo', 'c1', 2000)).toBe(false);
  });

  it('keeps only the newest two-factor challenge of a member live, and completes it once', () => {
    const created = members.insert({ merchant: 'demo', username: 'twofa', passwordHash: 'h', passwordIsDefault: false, now: 0 });
    if (!created.ok) throw new Error('insert');
    const first = store.createLoginChallenge({
      merchant: 'demo',
      memberId: created.id,
      code: '111111',
      device: null,
      ttlMs: 300_000,
      now: 0,
    });
    const second = store.createLoginChallenge({
      merchant: 'demo',
      memberId: created.id,
      code: '222222',
      device: null,
      ttlMs: 300_000,
      now: 10,
    });
    expect(store.liveLoginChallenge(created.id, second.clientSecret, 20)?.id).toBe(second.id);
    expect(store.liveLoginChallenge(created.id, first.clientSecret, 20)).toBeUndefined();
    expect(store.completeLoginChallenge(second.id, 30)).toBe(true);
    expect(store.completeLoginChallenge(second.id, 31)).toBe(false);
    expect(store.liveLoginChallenge(created.id, second.clientSecret, 40)).toBeUndefined();
  });

  it('shows the live challenge only to the client that holds its secret', () => {
    const created = members.insert({ merchant: 'demo', username: 'twofb', passwordHash: 'h', passwordIsDefault: false, now: 0 });
    if (!created.ok) throw new Error('insert');
    const challenge = store.createLoginChallenge({
      merchant: 'demo',
      memberId: created.id,
      code: '111111',
      device: null,
      ttlMs: 300_000,
      now: 0,
      pendingIdentity: { provider: 'line', subject: 'U1' },
    });
    expect(store.liveLoginChallenge(created.id, null, 5)).toBeUndefined();
    expect(store.liveLoginChallenge(created.id, 'someone-else', 5)).toBeUndefined();
    expect(JSON.parse(store.liveLoginChallenge(created.id, challenge.clientSecret, 5)?.pending_identity ?? 'null')).toEqual({
      provider: 'line',
      subject: 'U1',
    });
  });
});
