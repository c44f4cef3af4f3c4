/**
 * The site's own cashier (issue 25, shared/src/contract/schemas/cashier.ts): the balance, deposit
 * orders, the transaction history and the bet records. Amounts arrive as typed strings and are
 * read exactly (cashier/money.ts); the ledger keeps minor units and answers major ones.
 */
import type { FastifyInstance } from 'fastify';
import { WALLET_PAGE_SIZE } from '@m/shared/contract';
import type { DepositOrderRow } from '../../db/cashier-store';
import { LimitsStore } from '../../db/limits-store';
import { assertMayPlay, limitRefusal } from '../limits/responsible-gaming';
import { betHistory, dayStart, isDepositOrder, walletHistory } from '../../db/wallet-history';
import type { MerchantData } from '../../merchants/merchant-catalog';
import { defineRoute } from '../http/define-route';
import { WpsError } from '../http/wps-error';
import { bonusFor, channels, decimalsOf, depositBonuses, major, money } from '../cashier/cashier-settings';
import { parseAmount } from '@m/shared/money';
import { channelName, gameName, vendorName } from '../cashier/history-names';
import { shownText } from '../localize';
import type { WpsContext } from '../wps-context';

const iso = (ms: number) => new Date(ms).toISOString();

/** The typed amount in minor units, or the error the form shows beside it. */
export function readAmount(merchant: MerchantData, typed: string, min: number, max: number): number {
  const decimals = decimalsOf(merchant);
  const parsed = parseAmount(typed, decimals);
  if (!parsed.ok && parsed.reason === 'decimals') throw new WpsError(400, 'amount_decimals', { field: 'amount', decimals }, { decimals });
  if (!parsed.ok) throw new WpsError(400, 'invalid_request', { field: 'amount', reason: 'an amount such as 100.50' });
  if (parsed.minor < min)
    throw new WpsError(400, 'amount_below_min', { field: 'amount', min: major(merchant, min) }, { min: money(merchant, min) });
  if (parsed.minor > max)
    throw new WpsError(400, 'amount_above_max', { field: 'amount', max: major(merchant, max) }, { max: money(merchant, max) });
  return parsed.minor;
}

export function limitCashier(ctx: WpsContext, merchant: MerchantData, memberId: number, now: number): void {
  // A double-tapping player is far below it (security/write-limits.ts), a script is not.
  ctx.limiter.hit(`${merchant.code}:cashier:member:${memberId}`, ctx.writeLimits.cashier.perMember, now);
}

/** Where the player pays the order: the provider's page (the stand-in provider's in test mode). */
export function paymentUrl(merchant: MerchantData, orderId: string): string {
  const base = merchant.integrations.payment?.payUrl ?? '';
  return `${base}/${encodeURIComponent(merchant.code)}?order=${encodeURIComponent(orderId)}`;
}

export function depositOrderView(merchant: MerchantData, order: DepositOrderRow, language: string) {
  return {
    orderId: order.id,
    status: order.status,
    channel: order.channel,
    channelName: channelName(merchant, order.channel, language),
    amount: major(merchant, order.amount),
    bonus: major(merchant, order.bonus),
    currency: merchant.country.currency,
    paymentUrl: paymentUrl(merchant, order.id),
    createdAt: iso(order.created_at),
  };
}

interface PageQuery {
  cursor?: string | undefined;
  limit?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  tz?: number | undefined;
}

/** One page of the member's history: the inclusive day range in the player's time zone as epoch ms [from, to). */
function pageFilter(merchant: MerchantData, memberId: number, query: PageQuery) {
  const tz = query.tz ?? 0;
  return {
    merchant: merchant.code,
    memberId,
    fromMs: query.from ? dayStart(query.from, tz) : undefined,
    toMs: query.to ? dayStart(query.to, tz) + 86_400_000 : undefined,
    cursor: query.cursor,
    limit: query.limit ?? WALLET_PAGE_SIZE,
  };
}

export function registerWalletRoutes(scope: FastifyInstance, ctx: WpsContext): void {
  const limits = new LimitsStore(ctx.db);

  defineRoute(scope, ctx, 'walletBalance', {
    handler: ({ merchant, session }) => {
      const account = ctx.wallet.account(merchant.code, session.member.id);
      return {
        currency: merchant.country.currency,
        decimals: decimalsOf(merchant),
        balance: major(merchant, account.balance),
        held: major(merchant, ctx.wallet.held(merchant.code, session.member.id)),
        turnoverRemaining: major(merchant, account.turnoverRequired),
      };
    },
  });

  defineRoute(scope, ctx, 'depositOrder', {
    handler: ({ merchant, session, body, language, now }) => {
      const memberId = session.member.id;
      limitCashier(ctx, merchant, memberId, now);
      assertMayPlay(limits, merchant.code, memberId, now);
      const channel = channels(merchant, language).find((candidate) => candidate.code === body.channel);
      if (!channel || !channel.enabled || !merchant.integrations.payment)
        throw new WpsError(400, 'channel_unavailable', { field: 'channel', channel: body.channel });
      const amount = readAmount(merchant, body.amount, channel.min, channel.max);
      let bonus = 0;
      let bonusOffer = null;
      if (body.bonusId) {
        bonusOffer =
          depositBonuses(merchant, language, now, ctx.cashier.hasDeposited(merchant.code, memberId)).find(
            (offer) => offer.promotionId === body.bonusId,
          ) ?? null;
        if (!bonusOffer || amount < bonusOffer.minDeposit)
          throw new WpsError(400, 'bonus_not_available', { field: 'bonusId', bonusId: body.bonusId });
        bonus = bonusFor(bonusOffer, amount);
      }
      const { order, repeated } = ctx.cashier.createDepositOrder(
        {
          merchant: merchant.code,
          member_id: memberId,
          request_id: body.requestId,
          channel: channel.code,
          amount,
          bonus,
          bonus_promotion_id: bonusOffer?.promotionId ?? null,
          turnover_multiplier: bonusOffer?.turnoverMultiplier ?? 0,
          created_at: now,
        },
        () => {
          const over = limitRefusal(limits, merchant.code, memberId, amount, now);
          if (over)
            throw new WpsError(
              400,
              'deposit_limit_exceeded',
              { field: 'amount', period: over.period, limit: major(merchant, over.limit), remaining: major(merchant, over.remaining) },
              { limit: money(merchant, over.limit), remaining: money(merchant, over.remaining) },
            );
        },
      );
      if (!repeated) {
        // The tracker's depositSubmit (and firstDeposit for the member's first order).
        ctx.moneyEvents.report({
          merchant: merchant.code,
          memberId,
          kind: 'deposit',
          status: 'submitted',
          amount: major(merchant, amount),
          currency: merchant.country.currency,
          reference: order.id,
          now,
        });
      }
      return depositOrderView(merchant, order, language);
    },
  });

  defineRoute(scope, ctx, 'depositOrderStatus', {
    handler: ({ merchant, session, query, language }) => {
      const order = ctx.cashier.depositOrder(merchant.code, query.orderId);
      // Another member's order is as unknown as a made-up one.
      if (!order || order.member_id !== session.member.id) throw new WpsError(404, 'order_not_found', { orderId: query.orderId });
      return depositOrderView(merchant, order, language);
    },
  });

  defineRoute(scope, ctx, 'walletTransactions', {
    handler: ({ merchant, session, query, language }) => {
      const page = walletHistory(ctx.db, { ...pageFilter(merchant, session.member.id, query), type: query.type });
      return {
        items: page.items.map((row) => ({
          id: row.key,
          type: row.type,
          status: row.status,
          amount: major(merchant, row.amount),
          balanceAfter: row.balance_after === null ? null : major(merchant, row.balance_after),
          // An order not (yet) credited names its channel by code: the player reads its name.
          detail:
            row.detail === null
              ? null
              : isDepositOrder(row)
                ? channelName(merchant, row.detail, language)
                : shownText(row.detail, language),
          withdrawalId: row.withdrawal_id,
          reason: row.reason,
          createdAt: iso(row.at),
        })),
        nextCursor: page.nextCursor,
      };
    },
  });

  defineRoute(scope, ctx, 'betRecords', {
    handler: ({ merchant, session, query, language }) => {
      const page = betHistory(ctx.db, pageFilter(merchant, session.member.id, query));
      return {
        items: page.items.map((row) => ({
          roundId: row.round_id,
          vendor: row.vendor,
          vendorName: vendorName(merchant, row.vendor, language),
          gameCode: row.game_code,
          gameName: gameName(merchant, row.vendor, row.game_code, row.game_name, language, row.ledger_text),
          stake: major(merchant, row.stake),
          win: major(merchant, row.win),
          createdAt: iso(row.created_at),
        })),
        nextCursor: page.nextCursor,
      };
    },
  });
}
