/** A bare member row for store tests (no password work): its id. */
import type { Database } from '../../src/db/database';
import { MemberStore } from '../../src/db/member-store';

export function memberIn(db: Database, username: string, merchant = 'demo'): number {
  const created = new MemberStore(db).insert({ merchant, username, passwordHash: 'h', passwordIsDefault: false, now: 1 });
  if (!created.ok) throw new Error('insert failed');
  return created.id;
}
