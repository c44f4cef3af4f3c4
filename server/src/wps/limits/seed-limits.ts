/**
 * Test members' responsible gaming at seeding (members.json `depositLimits`, `playBreak`), so the
 * demo shows a member with limits and members on a break: limits in force at once (a first limit
 * is a lowering), the break from the moment of seeding.
 */
import type { Database } from '../../db/database';
import { LimitsStore } from '../../db/limits-store';
import type { MerchantData, MerchantFiles } from '../../merchants/merchant-catalog';
import { minor } from '../cashier/cashier-settings';

type Seed = MerchantFiles['members']['members'][number];

const DAY_MS = 86_400_000;

export function seedLimits(db: Database, merchant: MerchantData, memberId: number, seed: Seed, now: number): void {
  const store = new LimitsStore(db);
  for (const [period, amount] of Object.entries(seed.depositLimits ?? {}) as ['day' | 'week' | 'month', number | undefined][]) {
    if (amount !== undefined) store.saveLimit(merchant.code, memberId, { period, amount: minor(merchant, amount), pending: null }, now);
  }
  if (seed.playBreak)
    store.saveBreak(merchant.code, memberId, { kind: seed.playBreak.kind, started_at: now, ends_at: now + seed.playBreak.days * DAY_MS });
}
