/**
 * The rewards centre (flag REWCEN3, "point rewards" in the original product): a member's point
 * balance, how the points were earned and spent, the rewards they can be exchanged for, and the
 * exchange itself. SPEC names the flag only (section 6); the paths are this product's own,
 * under /wps/member/rewards like the member's other data (docs/backend-contract.md).
 */
import { z } from 'zod';
import type { EndpointContract } from '../endpoint-contract';
import type { EndpointName } from '../endpoints';
import { REWARD_HISTORY_PAGE_SIZE_MAX } from '../constants';

/** Why points moved. Earned: deposit, game, bonus, referral, checkin, adjust. Spent: exchange, expired. */
export const REWARD_ENTRY_KINDS = ['deposit', 'game', 'bonus', 'referral', 'checkin', 'adjust', 'exchange', 'expired'] as const;

export const rewardPointsSchema = z.object({
  balance: z.number().int().min(0),
  /** Everything ever earned and spent (the history's sums). */
  earned: z.number().int().min(0),
  spent: z.number().int().min(0),
});

export const rewardEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(REWARD_ENTRY_KINDS),
  /** Positive when earned, negative when spent. */
  points: z.number().int(),
  /** The balance right after this entry. */
  balanceAfter: z.number().int().min(0),
  /** What it was for, in the player's language (a reward's or game's name, a note): plain text. */
  detail: z.string().nullable(),
  createdAt: z.string(),
});

const positiveInt = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^\d{1,6}$/, 'a whole number')
      .transform(Number),
  ])
  .pipe(z.number().int().min(1));

export const rewardHistoryQuerySchema = z.object({
  page: positiveInt.optional(),
  pageSize: positiveInt.pipe(z.number().max(REWARD_HISTORY_PAGE_SIZE_MAX)).optional(),
});

export const rewardHistorySchema = z.object({
  entries: z.array(rewardEntrySchema),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  total: z.number().int().min(0),
});

export const rewardSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** Points it costs. */
  cost: z.number().int().min(1),
  imageUrl: z.string(),
  /** Left to exchange; null when unlimited. */
  remaining: z.number().int().min(0).nullable(),
});

export const rewardExchangeBodySchema = z.object({
  rewardId: z.string().trim().min(1).max(64),
  /** Chosen by the client per exchange: a repeated request (double tap, retry) is answered once. */
  requestId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{8,64}$/, 'letters, digits and -'),
});

export const rewardExchangeSchema = z.object({
  exchangeId: z.number().int(),
  rewardId: z.string(),
  rewardName: z.string(),
  cost: z.number().int(),
  balance: z.number().int().min(0),
  createdAt: z.string(),
});

export const REWARDS_CONTRACT = {
  rewardPoints: { answer: rewardPointsSchema },
  rewardHistory: { query: rewardHistoryQuerySchema, answer: rewardHistorySchema },
  rewardCatalogue: { answer: z.array(rewardSchema) },
  rewardExchange: { body: rewardExchangeBodySchema, answer: rewardExchangeSchema },
} satisfies Partial<Record<EndpointName, EndpointContract>>;
