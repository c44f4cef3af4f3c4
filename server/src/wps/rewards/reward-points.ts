/**
 * Where points come from outside an exchange: the test members' history of members.json at
 * seeding, and credited deposits the operator's cashier reports (rewards.json
 * `earning.depositPointsPerUnit`). Both go through the store's ledger, so every point has a line
 * in the member's history.
 */
import { formatMoney } from '@m/shared/money';
import type { RewardStore } from '../../db/reward-store';
import type { MerchantData, MerchantFiles } from '../../merchants/merchant-catalog';
import type { LocalizedText } from '../../merchants/content-schema';

type Seed = MerchantFiles['members']['members'][number];

const DAY_MS = 86_400_000;

/** Operator texts are kept as JSON so the history shows them in the language of each request. */
export function encodeDetail(detail: LocalizedText | undefined): string | null {
  return detail === undefined ? null : JSON.stringify(detail);
}

export function decodeDetail(stored: string | null): LocalizedText | null {
  if (stored === null) return null;
  try {
    const value = JSON.parse(stored) as unknown;
    return typeof value === 'string' || (typeof value === 'object' && value !== null) ? (value as LocalizedText) : null;
  } catch {
    return stored;
  }
}

/** A seeded member's history, oldest first; an exchange spends its points like a real one. */
export function seedRewardPoints(store: RewardStore, merchant: string, memberId: number, seed: Seed, now: number): number {
  let written = 0;
  (seed.rewardPoints ?? []).forEach((entry, index) => {
    const at = Math.round(now - entry.daysAgo * DAY_MS);
    if (entry.kind === 'exchange' && entry.rewardId && entry.points < 0) {
      const result = store.exchange({
        merchant,
        memberId,
        offer: { rewardId: entry.rewardId, cost: -entry.points, stock: null },
        requestId: `seed-${memberId}-${index}`,
        now: at,
      });
      if (result.ok) written += 1;
      return;
    }
    if (store.credit({ merchant, memberId, kind: entry.kind, points: entry.points, detail: encodeDetail(entry.detail), now: at }))
      written += 1;
  });
  return written;
}

/** Points a credited deposit earns: whole points, rounded down; none while REWCEN3 is off. */
export function depositPoints(merchant: MerchantData, amount: number): number {
  if (merchant.merchant.whitelabel.REWCEN3 !== true) return 0;
  return Math.floor(amount * merchant.rewards.earning.depositPointsPerUnit);
}

/**
 * A deposit's amount for its history line, as the cashier reported it, written as the wallet and
 * the cashier write money (@m/shared/money, issue 35 item 6: this was a formatter of its own,
 * "₱2,500" here and "₱2,500.00" on the wallet page, "R$2,500" where the cashier says "R$2.500,00").
 */
export function depositDetail(merchant: MerchantData, amount: number): string {
  return formatMoney(amount, merchant.country);
}
