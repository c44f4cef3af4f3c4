/**
 * The rules of responsible gaming (issue 26, docs/member-centre.md "Responsible gaming"): deposit
 * limits per rolling day, week and month, lowered at once and raised only after 24 hours (a
 * player on a losing streak cannot lift a limit on impulse); a cooling-off of 1 day to 6 weeks
 * and a self-exclusion of 6 months or more, neither of which can be shortened, during which the
 * member may sign in, see the balance and withdraw, but not deposit, claim or play.
 */
import type { BreakKind, DepositLimit, LimitPeriod, LimitsStore, PlayBreakRow } from '../../db/limits-store';
import { COOLING_OFF_DAYS, SELF_EXCLUSION_MONTHS } from '@m/shared/contract';
import { WpsError } from '../http/wps-error';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** A raise or a removal waits this long. */
export const RAISE_DELAY_MS = 24 * HOUR_MS;
/** Rolling windows: the deposits of the last 24 hours, 7 days, 30 days count. */
export const PERIOD_MS: Record<LimitPeriod, number> = { day: DAY_MS, week: 7 * DAY_MS, month: 30 * DAY_MS };

/**
 * The limit after the player asks for `wanted` (minor units; null: no limit). Lower than the
 * limit in force (or a first limit): at once, and any waiting raise is dropped. Higher, or a
 * removal: waits RAISE_DELAY_MS; asking again for the same raise keeps its original time.
 */
export function changeLimit(current: DepositLimit, wanted: number | null, now: number): DepositLimit {
  const lowers = wanted !== null && (current.amount === null || wanted <= current.amount);
  if (lowers) return { period: current.period, amount: wanted, pending: null };
  if (current.amount === null) return { ...current, pending: null };
  if (current.pending && current.pending.amount === wanted) return current;
  return { ...current, pending: { amount: wanted, at: now + RAISE_DELAY_MS } };
}

export interface LimitRefusal {
  period: LimitPeriod;
  limit: number;
  /** What may still be deposited in that period (minor units). */
  remaining: number;
}

/** The first limit a deposit of `amount` would go over, or null. */
export function limitRefusal(store: LimitsStore, merchant: string, memberId: number, amount: number, now: number): LimitRefusal | null {
  for (const limit of store.limits(merchant, memberId, now)) {
    if (limit.amount === null) continue;
    const used = store.depositedSince(merchant, memberId, now - PERIOD_MS[limit.period]);
    if (used + amount > limit.amount) return { period: limit.period, limit: limit.amount, remaining: Math.max(0, limit.amount - used) };
  }
  return null;
}

/** When a break asked for now would end; throws for a length outside the rules. */
export function breakEnd(kind: BreakKind, length: number, now: number): number {
  if (kind === 'cooling_off') {
    if (!Number.isInteger(length) || length < COOLING_OFF_DAYS.min || length > COOLING_OFF_DAYS.max)
      throw new WpsError(400, 'invalid_request', { field: 'days', min: COOLING_OFF_DAYS.min, max: COOLING_OFF_DAYS.max });
    return now + length * DAY_MS;
  }
  if (!Number.isInteger(length) || length < SELF_EXCLUSION_MONTHS.min || length > SELF_EXCLUSION_MONTHS.max)
    throw new WpsError(400, 'invalid_request', { field: 'months', min: SELF_EXCLUSION_MONTHS.min, max: SELF_EXCLUSION_MONTHS.max });
  const end = new Date(now);
  end.setUTCMonth(end.getUTCMonth() + length);
  return end.getTime();
}

/**
 * The break that replaces `active` (if any): never one that ends sooner, and never a cooling-off
 * in place of a self-exclusion. Throws `play_break_shorter` otherwise.
 */
export function nextBreak(active: PlayBreakRow | undefined, kind: BreakKind, endsAt: number, now: number): PlayBreakRow {
  if (active && (endsAt <= active.ends_at || (active.kind === 'self_exclusion' && kind === 'cooling_off')))
    throw new WpsError(
      409,
      'play_break_shorter',
      { kind: active.kind, endsAt: new Date(active.ends_at).toISOString() },
      { until: utcText(active.ends_at) },
    );
  return { kind, started_at: active?.started_at ?? now, ends_at: endsAt };
}

/** The date and time in the error texts: the player's own time zone is the front end's to show. */
export function utcText(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** Refuses a deposit, a claim or a game launch during a break: the member may still sign in, see the balance and withdraw. */
export function assertMayPlay(store: LimitsStore, merchant: string, memberId: number, now: number): void {
  const active = store.activeBreak(merchant, memberId, now);
  if (!active) return;
  const value = { kind: active.kind, endsAt: new Date(active.ends_at).toISOString() };
  throw new WpsError(403, active.kind === 'self_exclusion' ? 'self_excluded' : 'cooling_off_active', value, {
    until: utcText(active.ends_at),
  });
}
