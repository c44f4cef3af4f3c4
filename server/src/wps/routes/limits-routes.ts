/**
 * Responsible gaming (issue 26, schemas/limits.ts): the member's deposit limits and breaks from
 * play. The rules are in limits/responsible-gaming.ts; the deposit order (wallet-routes.ts), the
 * claim of a promotion (claim-routes.ts) and the game launch (game-routes.ts) enforce them.
 */
import type { FastifyInstance } from 'fastify';
import { LimitsStore } from '../../db/limits-store';
import type { MerchantData } from '../../merchants/merchant-catalog';
import { defineRoute } from '../http/define-route';
import { major } from '../cashier/cashier-settings';
import { breakEnd, changeLimit, nextBreak, PERIOD_MS } from '../limits/responsible-gaming';
import type { WpsContext } from '../wps-context';
import { readAmount } from './wallet-routes';

const iso = (ms: number) => new Date(ms).toISOString();

export function responsibleGamingView(store: LimitsStore, merchant: MerchantData, memberId: number, now: number) {
  const active = store.activeBreak(merchant.code, memberId, now);
  return {
    currency: merchant.country.currency,
    limits: store.limits(merchant.code, memberId, now).map((limit) => ({
      period: limit.period,
      amount: limit.amount === null ? null : major(merchant, limit.amount),
      used: major(merchant, store.depositedSince(merchant.code, memberId, now - PERIOD_MS[limit.period])),
      pending: limit.pending && {
        amount: limit.pending.amount === null ? null : major(merchant, limit.pending.amount),
        at: iso(limit.pending.at),
      },
    })),
    playBreak: active ? { kind: active.kind, endsAt: iso(active.ends_at) } : null,
  };
}

export function registerLimitsRoutes(scope: FastifyInstance, ctx: WpsContext): void {
  const store = new LimitsStore(ctx.db);

  defineRoute(scope, ctx, 'responsibleGaming', {
    handler: ({ merchant, session, now }) => responsibleGamingView(store, merchant, session.member.id, now),
  });

  defineRoute(scope, ctx, 'depositLimitSet', {
    handler: ({ merchant, session, body, now }) => {
      const memberId = session.member.id;
      // Any amount the currency can write; 0 is a limit too (no deposits at all).
      const wanted = body.amount === null ? null : readAmount(merchant, body.amount, 0, Number.MAX_SAFE_INTEGER);
      ctx.db.transaction(() => {
        const current = store.limits(merchant.code, memberId, now).find((limit) => limit.period === body.period)!;
        store.saveLimit(merchant.code, memberId, changeLimit(current, wanted, now), now);
      })();
      return responsibleGamingView(store, merchant, memberId, now);
    },
  });

  defineRoute(scope, ctx, 'playBreakStart', {
    handler: ({ merchant, session, body, now }) => {
      const memberId = session.member.id;
      const endsAt = body.kind === 'cooling_off' ? breakEnd('cooling_off', body.days, now) : breakEnd('self_exclusion', body.months, now);
      ctx.db.transaction(() => {
        store.saveBreak(merchant.code, memberId, nextBreak(store.activeBreak(merchant.code, memberId, now), body.kind, endsAt, now));
      })();
      return responsibleGamingView(store, merchant, memberId, now);
    },
  });
}
