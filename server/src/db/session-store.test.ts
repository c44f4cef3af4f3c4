import { openDatabase } from './database';
import { MemberStore } from './member-store';
import { hashToken, SessionStore } from './session-store';

describe('SessionStore', () => {
  const db = openDatabase(':memory:');
  const members = new MemberStore(db);
  const sessions = new SessionStore(db);
  const created = members.insert({ merchant: 'demo', username: 'holder', passwordHash: 'h', passwordIsDefault: false, now: 1 });
  const memberId = created.ok ? created.id : -1;

  it('stores only the hash of a token, never the token', () => {
    const token = sessions.create({ merchant: 'demo', memberId, ip: '1.2.3.4', device: null, ttlMs: 60_000, now: 1000 });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = db.prepare('SELECT token_hash FROM sessions').pluck().all() as string[];
    expect(stored).toContain(hashToken(token));
    expect(stored).not.toContain(token);
    expect(sessions.find(token)?.expires_at).toBe(61_000);
  });

  it('slides the expiry forward when a session is used, at most once a minute', () => {
    const token = sessions.create({ merchant: 'demo', memberId, ip: '1.2.3.4', device: null, ttlMs: 600_000, now: 0 });
    sessions.touch(sessions.find(token)!, 600_000, 30_000);
    expect(sessions.find(token)?.expires_at).toBe(600_000);
    sessions.touch(sessions.find(token)!, 600_000, 120_000);
    expect(sessions.find(token)?.expires_at).toBe(720_000);
  });

  it('revokes one session, or all others of the member', () => {
    const keep = sessions.create({ merchant: 'demo', memberId, ip: 'a', device: null, ttlMs: 1000, now: 0 });
    const other = sessions.create({ merchant: 'demo', memberId, ip: 'b', device: null, ttlMs: 1000, now: 0 });
    sessions.revokeOthers(memberId, keep, 5);
    expect(sessions.find(keep)?.revoked_at).toBeNull();
    expect(sessions.find(other)?.revoked_at).toBe(5);
    expect(sessions.revoke(keep, 6)).toBe(true);
    expect(sessions.revoke(keep, 7)).toBe(false);
    expect(sessions.aliveByHash(hashToken(keep), 0)).toBe(false);
  });
});
