/**
 * Responsible gaming (issue 26, docs/member-centre.md "Responsible gaming"): the member's deposit
 * limits per rolling day, week and month, and a break from play (cooling-off or self-exclusion).
 * Amounts are in the currency's major unit in answers and typed strings in requests, as in the
 * cashier (schemas/cashier.ts); times are ISO 8601.
 */
import { z } from 'zod';
import type { EndpointContract } from '../endpoint-contract';
import type { EndpointName } from '../endpoints';
import { typedAmount } from './cashier';
import { BREAK_KINDS, COOLING_OFF_DAYS, LIMIT_PERIODS, SELF_EXCLUSION_MONTHS } from '../constants';

export const depositLimitSchema = z.object({
  period: z.enum(LIMIT_PERIODS),
  /** In force now; null: no limit. */
  amount: z.number().min(0).nullable(),
  /** Deposited in the period so far (pending orders count). */
  used: z.number().min(0),
  /** A raise or removal waiting for its 24 hours: the new amount (null: removal) and when. */
  pending: z.object({ amount: z.number().min(0).nullable(), at: z.string() }).nullable(),
});

export const responsibleGamingSchema = z.object({
  currency: z.string(),
  limits: z.array(depositLimitSchema),
  /** A break running now: no deposits, claims or games until `endsAt`; sign-in, balance and withdrawals stay. */
  playBreak: z.object({ kind: z.enum(BREAK_KINDS), endsAt: z.string() }).nullable(),
});

export const LIMITS_CONTRACT = {
  responsibleGaming: { answer: responsibleGamingSchema },
  depositLimitSet: {
    /** `amount` null removes the limit (after 24 hours, as a raise). */
    body: z.object({ period: z.enum(LIMIT_PERIODS), amount: typedAmount.nullable() }),
    answer: responsibleGamingSchema,
  },
  playBreakStart: {
    body: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('cooling_off'), days: z.number().int().min(COOLING_OFF_DAYS.min).max(COOLING_OFF_DAYS.max) }),
      z.object({
        kind: z.literal('self_exclusion'),
        months: z.number().int().min(SELF_EXCLUSION_MONTHS.min).max(SELF_EXCLUSION_MONTHS.max),
      }),
    ]),
    answer: responsibleGamingSchema,
  },
} satisfies Partial<Record<EndpointName, EndpointContract>>;
