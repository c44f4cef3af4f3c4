/**
 * The rewards centre (flag REWCEN3; "point rewards" in the original product): a member's points,
 * their history, the rewards on offer and the exchange. SPEC names the flag only (section 6),
 * not these calls: their paths are this product's own, beside the member's other data under
 * /wps/member (shared/src/contract/endpoints.ts, docs/backend-contract.md "Rewards centre").
 * While the flag is off for the merchant every call answers 403 rewards_not_enabled and nothing
 * else: no balance, history or catalogue leaks out.
 */
import type { FastifyInstance } from 'fastify';
import { REWARD_HISTORY_PAGE_SIZE } from '@m/shared/contract';
import type { RewardStore } from '../../db/reward-store';
import type { MerchantData } from '../../merchants/merchant-catalog';
import { defineRoute } from '../http/define-route';
import { WpsError } from '../http/wps-error';
import { localize, storedText } from '../localize';
import { decodeDetail } from '../rewards/reward-points';
import type { WpsContext } from '../wps-context';
import { minor } from '../cashier/cashier-settings';

type Reward = MerchantData['rewards']['rewards'][number];

/**
 * Offered only when the server delivers it for the points it takes (issue 35): money in the
 * wallet (walletCredit). A reward nothing here delivers (spins, tickets, goods) is not offered.
 */
const offered = (reward: Reward) => reward.active !== false && reward.walletCredit !== undefined;

/** The wallet credit of a money reward, keyed by its exchange: a repeated request credits once. */
function creditReward(
  ctx: WpsContext,
  merchant: MerchantData,
  memberId: number,
  reward: Reward,
  exchangeId: number,
  language: string,
  now: number,
): void {
  const credit = reward.walletCredit!;
  const amount = minor(merchant, credit.amount);
  ctx.wallet.post({
    merchant: merchant.code,
    memberId,
    type: 'reward',
    amount,
    opKey: `reward:${exchangeId}`,
    detail: storedText(reward.name),
    turnover: Math.round(amount * credit.turnoverMultiplier),
    now,
  });
}

function requireRewardsCentre(merchant: MerchantData): void {
  if (merchant.merchant.whitelabel.REWCEN3 !== true) throw new WpsError(403, 'rewards_not_enabled', { flag: 'REWCEN3' });
}

const iso = (ms: number) => new Date(ms).toISOString();

export function registerRewardRoutes(scope: FastifyInstance, ctx: WpsContext, store: RewardStore): void {
  defineRoute(scope, ctx, 'rewardPoints', {
    handler: ({ merchant, session }) => {
      requireRewardsCentre(merchant);
      return store.account(merchant.code, session.member.id);
    },
  });

  defineRoute(scope, ctx, 'rewardHistory', {
    handler: ({ merchant, session, query, language }) => {
      requireRewardsCentre(merchant);
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? REWARD_HISTORY_PAGE_SIZE;
      const { entries, total } = store.history(merchant.code, session.member.id, page, pageSize);
      const names = new Map(merchant.rewards.rewards.map((reward) => [reward.id, reward.name]));
      return {
        entries: entries.map((entry) => {
          // An exchange shows the reward's name in today's language; a removed reward its id.
          const detail = entry.reward_id !== null ? (names.get(entry.reward_id) ?? entry.reward_id) : decodeDetail(entry.detail);
          return {
            id: entry.id,
            kind: entry.kind,
            points: entry.points,
            balanceAfter: entry.balance_after,
            detail: detail === null ? null : localize(detail, language),
            createdAt: iso(entry.created_at),
          };
        }),
        page,
        pageSize,
        total,
      };
    },
  });

  defineRoute(scope, ctx, 'rewardCatalogue', {
    handler: ({ merchant, language }) => {
      requireRewardsCentre(merchant);
      const exchanged = store.exchangedCounts(merchant.code);
      return merchant.rewards.rewards
        .filter(offered)
        .map((reward) => ({
          id: reward.id,
          name: localize(reward.name, language),
          description: localize(reward.description, language),
          cost: reward.cost,
          imageUrl: reward.imageUrl,
          remaining: reward.stock === null ? null : Math.max(0, reward.stock - (exchanged.get(reward.id) ?? 0)),
        }))
        .sort((a, b) => a.cost - b.cost);
    },
  });

  defineRoute(scope, ctx, 'rewardExchange', {
    handler: ({ merchant, session, body, language, now }) => {
      requireRewardsCentre(merchant);
      const reward = merchant.rewards.rewards.find((candidate) => candidate.id === body.rewardId && offered(candidate));
      if (!reward) throw new WpsError(404, 'reward_not_found', { rewardId: body.rewardId });
      // A reward that is money reaches the wallet in the same transaction as the points are taken.
      const result = ctx.db.transaction(() => {
        const exchanged = store.exchange({
          merchant: merchant.code,
          memberId: session.member.id,
          offer: { rewardId: reward.id, cost: reward.cost, stock: reward.stock },
          requestId: body.requestId,
          now,
        });
        if (exchanged.ok && reward.walletCredit)
          creditReward(ctx, merchant, session.member.id, reward, exchanged.exchange.id, language, now);
        return exchanged;
      })();
      if (!result.ok && result.reason === 'out_of_stock') throw new WpsError(409, 'reward_out_of_stock', { rewardId: reward.id });
      if (!result.ok) throw new WpsError(400, 'reward_points_short', { rewardId: reward.id, cost: reward.cost, balance: result.balance });
      const { exchange } = result;
      const name = merchant.rewards.rewards.find((candidate) => candidate.id === exchange.reward_id)?.name ?? exchange.reward_id;
      return {
        exchangeId: exchange.id,
        rewardId: exchange.reward_id,
        rewardName: localize(name, language),
        cost: exchange.cost,
        balance: exchange.balance_after,
        createdAt: iso(exchange.created_at),
      };
    },
  });
}
