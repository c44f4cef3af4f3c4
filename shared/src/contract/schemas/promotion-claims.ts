/**
 * Claimable promotions (issue 26, docs/member-centre.md "Claimable promotions"): a promotion with
 * a fixed bonus a member claims once, when they qualify (deposits since the promotion began of at
 * least `minDeposits`); the bonus is a ledger entry with its turnover (schemas/cashier.ts), and
 * the member's active bonuses show what is left of each one's turnover. Amounts in major units.
 */
import { z } from 'zod';
import type { EndpointContract } from '../endpoint-contract';
import type { EndpointName } from '../endpoints';

export const CLAIM_STATUSES = ['claimable', 'not_qualified', 'claimed'] as const;

export const claimablePromotionSchema = z.object({
  /** The announcement's id (MCSFE_getListAnnouncements), as a string. */
  promotionId: z.string(),
  title: z.string(),
  bonus: z.number().min(0),
  /** Bets asked for before a withdrawal: the bonus times the promotion's multiplier. */
  turnover: z.number().min(0),
  /** Deposits since the promotion began that qualify, and what the member has deposited since. */
  minDeposits: z.number().min(0),
  deposited: z.number().min(0),
  status: z.enum(CLAIM_STATUSES),
});

export const activeBonusSchema = z.object({
  id: z.string(),
  /** The promotion or deposit bonus it came from, as the history names it. */
  title: z.string(),
  amount: z.number().min(0),
  turnover: z.number().min(0),
  /** Bets still needed for this bonus (stakes pay off the oldest bonus first). */
  remaining: z.number().min(0),
  createdAt: z.string(),
});

export const PROMOTION_CLAIMS_CONTRACT = {
  promotionClaims: { answer: z.object({ currency: z.string(), items: z.array(claimablePromotionSchema) }) },
  promotionClaim: {
    body: z.object({ promotionId: z.string().trim().min(1).max(64) }),
    /** A second claim of the same promotion answers the first (`repeated`), crediting nothing. */
    answer: z.object({
      promotion: claimablePromotionSchema,
      balance: z.number(),
      turnoverRemaining: z.number().min(0),
      repeated: z.boolean(),
    }),
  },
  activeBonuses: { answer: z.object({ currency: z.string(), items: z.array(activeBonusSchema) }) },
} satisfies Partial<Record<EndpointName, EndpointContract>>;
