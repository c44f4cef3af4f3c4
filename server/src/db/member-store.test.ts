import { openDatabase } from './database';
import { MemberStore, mobileKey } from './member-store';

const base = { passwordHash: 'h', passwordIsDefault: false, now: 1000 };

describe('MemberStore', () => {
  let members: MemberStore;
  beforeEach(() => {
    members = new MemberStore(openDatabase(':memory:'));
  });

  it('refuses a username that differs only in case, within one merchant', () => {
    expect(members.insert({ ...base, merchant: 'demo', username: 'Alice' }).ok).toBe(true);
    expect(members.insert({ ...base, merchant: 'demo', username: 'ALICE' })).toEqual({ ok: false, conflict: 'username' });
    expect(members.insert({ ...base, merchant: 'lotus', username: 'alice' }).ok).toBe(true);
  });

  it('refuses a mobile number already registered, however it is written', () => {
    expect(
      members.insert({ ...base, merchant: 'lotus', username: 'first', mobile: { countryDialingCode: '66', mobileNum: '0812345678' } }).ok,
    ).toBe(true);
    expect(
      members.insert({ ...base, merchant: 'lotus', username: 'second', mobile: { countryDialingCode: '+66', mobileNum: '812345678' } }),
    ).toEqual({ ok: false, conflict: 'mobile' });
    expect(members.byMobile('lotus', '66', '812345678')?.username).toBe('first');
  });

  it('normalises mobile keys to digits with the national leading zero dropped', () => {
    expect(mobileKey('+66', '081-234 5678')).toBe('66812345678');
  });

  it('reports the first login once', () => {
    const created = members.insert({ ...base, merchant: 'demo', username: 'newbie' });
    if (!created.ok) throw new Error('insert failed');
    expect(members.recordLogin(created.id, 2000)).toBe(true);
    expect(members.recordLogin(created.id, 3000)).toBe(false);
    expect(members.byId(created.id)?.first_login_at).toBe(2000);
    expect(members.byId(created.id)?.last_login_at).toBe(3000);
  });

  it('finds a member by a linked social identity, per merchant', () => {
    const created = members.insert({ ...base, merchant: 'demo', username: 'social' });
    if (!created.ok) throw new Error('insert failed');
    members.link('demo', 'line', 'U123', created.id, 1);
    expect(members.byIdentity('demo', 'line', 'U123')?.username).toBe('social');
    expect(members.byIdentity('lotus', 'line', 'U123')).toBeUndefined();
    expect(members.byIdentity('demo', 'firebase', 'U123')).toBeUndefined();
  });
});
