/**
 * The cashier: the member's balance, deposits through a payment provider, withdrawals to a bound
 * account, the transaction history and the bet records. SPEC names MCSFE_getDepositSettings and
 * MCSFE_getWithdrawAccountInfo (section 7) and the tracked money events (section 9); the other
 * paths are this product's own, under /wps/member/wallet (docs/member-centre.md "Cashier
 * contract" says what an operator's backend must answer).
 *
 * Money on the wire:
 * - answers carry amounts in the currency's major unit (100.5 = 100.50 PHP), already exact to
 *   `decimals` places: the backend keeps integer minor units and converts once;
 * - requests carry the amount the player typed as a decimal string ("100.50"), so the backend,
 *   not a float, decides whether it has more decimals than the currency allows.
 */
import { z } from 'zod';
import { pageLimit } from './fields';
import type { EndpointContract } from '../endpoint-contract';
import type { EndpointName } from '../endpoints';
import { WALLET_PAGE_SIZE_MAX } from '../constants';
import { CODE_PATTERN } from '../verification-codes';

/** What moved the balance. */
export const LEDGER_ENTRY_TYPES = ['deposit', 'withdrawal', 'bet', 'win', 'bonus', 'reward', 'adjustment'] as const;
export type LedgerEntryType = (typeof LEDGER_ENTRY_TYPES)[number];

/** pending: a deposit not yet paid, a withdrawal not yet approved (its amount is held). */
export const LEDGER_ENTRY_STATUSES = ['pending', 'completed', 'refused', 'cancelled'] as const;
export type LedgerEntryStatus = (typeof LEDGER_ENTRY_STATUSES)[number];

/** A decimal amount as typed: digits, an optional point and up to 8 decimals (the currency may allow fewer). */
export const typedAmount = z
  .string()
  .trim()
  .regex(/^\d{1,12}(?:\.\d{1,8})?$/, 'an amount such as 100 or 100.50');

/** Chosen by the client per submit: a repeated request (double tap, retry) is answered once. */
export const requestId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{8,64}$/, 'letters, digits and -');

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date such as 2026-11-26');

const pageQuery = {
  /** The `nextCursor` of the previous page; absent for the first. */
  cursor: z.string().max(64).optional(),
  limit: pageLimit(WALLET_PAGE_SIZE_MAX).optional(),
  /** Inclusive days in the player's time zone (`tz`, minutes east of UTC as the browser reports it). */
  from: isoDate.optional(),
  to: isoDate.optional(),
  tz: z
    .union([
      z.number(),
      z
        .string()
        .regex(/^-?\d{1,4}$/)
        .transform(Number),
    ])
    .pipe(z.number().int().min(-840).max(840))
    .optional(),
};

export const walletBalanceSchema = z.object({
  currency: z.string(),
  /** Decimal places of the currency (PHP and THB 2). */
  decimals: z.number().int().min(0).max(8),
  /** Everything credited and not spent, held withdrawals excluded. */
  balance: z.number(),
  /** Withdrawals waiting for approval. */
  held: z.number().min(0),
  /** Bets still needed before a withdrawal (a bonus's turnover); 0 when free to withdraw. */
  turnoverRemaining: z.number().min(0),
});

export const depositBonusSchema = z.object({
  /** The promotion it comes from (MCSFE_getMerchantAvailablePromotions). */
  promotionId: z.string(),
  title: z.string(),
  /** Percent of the deposit, up to maxBonus. */
  percent: z.number().min(0),
  maxBonus: z.number().min(0),
  minDeposit: z.number().min(0),
  /** Times (deposit + bonus) to bet before withdrawing. */
  turnoverMultiplier: z.number().min(0),
});

export const depositChannelSchema = z.object({
  code: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  kind: z.enum(['ewallet', 'bank', 'qr', 'crypto', 'card']),
  /** Limits of this channel (within the merchant's). */
  minAmount: z.number().min(0),
  maxAmount: z.number().min(0),
  presets: z.array(z.number().positive()),
});

export const depositOrderBodySchema = z.object({
  channel: z.string().trim().min(1).max(32),
  amount: typedAmount,
  bonusId: z.string().trim().max(64).nullable().optional(),
  requestId,
});

export const DEPOSIT_ORDER_STATUSES = ['pending', 'completed', 'cancelled', 'failed'] as const;

export const depositOrderSchema = z.object({
  orderId: z.string(),
  status: z.enum(DEPOSIT_ORDER_STATUSES),
  channel: z.string(),
  /** The channel's name in the player's language (the code is no name for a player). */
  channelName: z.string().optional(),
  amount: z.number(),
  /** The bonus the order will credit with the deposit (0 without one). */
  bonus: z.number().min(0),
  currency: z.string(),
  /** Where the player pays: the provider's page (an allowed host of the deposit settings). */
  paymentUrl: z.string(),
  createdAt: z.string(),
});

export const withdrawAccountBindBodySchema = z.object({
  type: z.enum(['ewallet', 'bank']),
  /** The e-wallet or bank, one of the withdraw account info's `providers`. */
  provider: z.string().trim().min(1).max(32),
  holderName: z.string().trim().min(2).max(64),
  /** The e-wallet's mobile number or the bank account number. */
  accountNo: z
    .string()
    .trim()
    .regex(/^\d{6,20}$/, '6 to 20 digits'),
  /** The code sent by `smsMember` (purpose BIND_WITHDRAW_ACCOUNT) to the member's bound mobile. */
  smsCode: z.string().trim().regex(CODE_PATTERN, 'the code from the SMS'),
});

export const withdrawAccountSchema = z.object({
  id: z.number().int(),
  type: z.enum(['ewallet', 'bank']),
  provider: z.string(),
  holderName: z.string(),
  /** Masked: only the last four digits. */
  accountNo: z.string(),
});

export const withdrawBodySchema = z.object({
  accountId: z.number().int().positive(),
  amount: typedAmount,
  requestId,
});

export const withdrawalSchema = z.object({
  withdrawalId: z.string(),
  status: z.enum(LEDGER_ENTRY_STATUSES),
  amount: z.number(),
  currency: z.string(),
  /** Why a refused withdrawal was refused, in the player's language: plain text. */
  reason: z.string().nullable(),
  createdAt: z.string(),
});

export const ledgerEntrySchema = z.object({
  id: z.string(),
  type: z.enum(LEDGER_ENTRY_TYPES),
  status: z.enum(LEDGER_ENTRY_STATUSES),
  /** Signed: positive credits the balance, negative debits it. */
  amount: z.number(),
  /** The balance after a completed entry; null while pending. */
  balanceAfter: z.number().nullable(),
  /** The channel, game or reward it was for: plain text. */
  detail: z.string().nullable(),
  /**
   * A withdrawal's hold and, when refused, the release that gives the amount back carry the
   * withdrawal's id (the `withdraw` answer's), so the two read as one refused withdrawal.
   */
  withdrawalId: z.string().nullable().optional(),
  /** Why a refused withdrawal was refused, in the player's language: plain text. */
  reason: z.string().nullable().optional(),
  createdAt: z.string(),
});

export const betRecordSchema = z.object({
  roundId: z.string(),
  vendor: z.string(),
  /** The vendor's name as the lobby shows it (LOTT is a code, not a name). */
  vendorName: z.string().optional(),
  gameCode: z.string(),
  /** In the player's language. */
  gameName: z.string(),
  stake: z.number().min(0),
  win: z.number().min(0),
  createdAt: z.string(),
});

const page = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), nextCursor: z.string().nullable() });

export const CASHIER_CONTRACT = {
  walletBalance: { answer: walletBalanceSchema },
  depositOrder: { body: depositOrderBodySchema, answer: depositOrderSchema },
  depositOrderStatus: { query: z.object({ orderId: z.string().trim().min(1).max(64) }), answer: depositOrderSchema },
  withdrawAccountBind: { body: withdrawAccountBindBodySchema, answer: withdrawAccountSchema },
  withdraw: { body: withdrawBodySchema, answer: withdrawalSchema },
  walletTransactions: {
    query: z.object({ ...pageQuery, type: z.enum(LEDGER_ENTRY_TYPES).optional() }),
    answer: page(ledgerEntrySchema),
  },
  betRecords: { query: z.object(pageQuery), answer: page(betRecordSchema) },
} satisfies Partial<Record<EndpointName, EndpointContract>>;
