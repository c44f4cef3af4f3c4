/**
 * Claimable promotions (issue 26, schemas/promotion-claims.ts): the merchant's running
 * promotions with a `claimBonus`, each with the member's standing (claimable, not qualified,
 * claimed); the claim itself, credited through the ledger with its turnover; and the member's
 * bonuses whose turnover is not yet met. A member on a break claims nothing.
 */
import type { FastifyInstance } from 'fastify';
import { ClaimStore, type ClaimRow } from '../../db/claim-store';
import { LimitsStore } from '../../db/limits-store';
import type { MerchantData } from '../../merchants/merchant-catalog';
import { defineRoute } from '../http/define-route';
import { WpsError } from '../http/wps-error';
import { localize, shownText, storedText } from '../localize';
import { major, minor } from '../cashier/cashier-settings';
import { assertMayPlay } from '../limits/responsible-gaming';
import type { WpsContext } from '../wps-context';
import { activeAnnouncements } from './content-routes';

export type ClaimStatus = 'claimable' | 'not_qualified' | 'claimed';

export interface ClaimOffer {
  promotionId: string;
  title: string;
  /** The history's text: the title in every language (localize.ts storedText). */
  detail: string;
  startsAt: number;
  /** Minor units. */
  bonus: number;
  turnover: number;
  minDeposits: number;
}

/** The running promotions a member may claim (PR with a claimBonus). */
export function claimOffers(merchant: MerchantData, language: string, now: number): ClaimOffer[] {
  return activeAnnouncements(merchant, now).flatMap((item) => {
    const claim = item.claimBonus;
    if (!claim || item.type !== 'PR') return [];
    const bonus = minor(merchant, claim.amount);
    return [
      {
        promotionId: String(item.id),
        title: localize(item.title, language),
        detail: storedText(item.title),
        startsAt: Date.parse(item.startTime),
        bonus,
        turnover: Math.round(bonus * claim.turnoverMultiplier),
        minDeposits: minor(merchant, claim.minDeposits),
      },
    ];
  });
}

/** Claimed once; else qualified when the deposits since the promotion began reach its minimum. */
export function claimStatus(offer: ClaimOffer, deposited: number, claimed: ClaimRow | undefined): ClaimStatus {
  if (claimed) return 'claimed';
  return deposited >= offer.minDeposits ? 'claimable' : 'not_qualified';
}

export function registerClaimRoutes(scope: FastifyInstance, ctx: WpsContext): void {
  const claims = new ClaimStore(ctx.db, ctx.wallet);
  const limits = new LimitsStore(ctx.db);

  const view = (merchant: MerchantData, memberId: number, offer: ClaimOffer, claimed: ClaimRow[]) => {
    const deposited = claims.depositedSince(merchant.code, memberId, offer.startsAt);
    return {
      promotionId: offer.promotionId,
      title: offer.title,
      bonus: major(merchant, offer.bonus),
      turnover: major(merchant, offer.turnover),
      minDeposits: major(merchant, offer.minDeposits),
      deposited: major(merchant, deposited),
      status: claimStatus(
        offer,
        deposited,
        claimed.find((row) => row.promotion_id === offer.promotionId),
      ),
    };
  };

  defineRoute(scope, ctx, 'promotionClaims', {
    handler: ({ merchant, session, language, now }) => {
      const claimed = claims.claims(merchant.code, session.member.id);
      return {
        currency: merchant.country.currency,
        items: claimOffers(merchant, language, now).map((offer) => view(merchant, session.member.id, offer, claimed)),
      };
    },
  });

  defineRoute(scope, ctx, 'promotionClaim', {
    handler: ({ merchant, session, body, language, now }) => {
      const memberId = session.member.id;
      ctx.limiter.hit(`${merchant.code}:cashier:member:${memberId}`, ctx.writeLimits.cashier.perMember, now);
      const offer = claimOffers(merchant, language, now).find((candidate) => candidate.promotionId === body.promotionId);
      if (!offer) throw new WpsError(404, 'promotion_not_claimable', { promotionId: body.promotionId });
      const result = claims.claim({
        merchant: merchant.code,
        memberId,
        promotionId: offer.promotionId,
        bonus: offer.bonus,
        turnover: offer.turnover,
        detail: offer.detail,
        qualifies: () => {
          assertMayPlay(limits, merchant.code, memberId, now);
          if (claims.depositedSince(merchant.code, memberId, offer.startsAt) < offer.minDeposits)
            throw new WpsError(400, 'promotion_not_qualified', { promotionId: offer.promotionId });
        },
        now,
      });
      const account = ctx.wallet.account(merchant.code, memberId);
      return {
        promotion: view(merchant, memberId, offer, claims.claims(merchant.code, memberId)),
        balance: major(merchant, account.balance),
        turnoverRemaining: major(merchant, account.turnoverRequired),
        repeated: result.repeated,
      };
    },
  });

  defineRoute(scope, ctx, 'activeBonuses', {
    handler: ({ merchant, session, language }) => ({
      currency: merchant.country.currency,
      items: ctx.wallet.activeBonuses(merchant.code, session.member.id).map((bonus) => ({
        id: bonus.opKey,
        title: bonus.detail === null ? '' : shownText(bonus.detail, language),
        amount: major(merchant, bonus.amount),
        turnover: major(merchant, bonus.turnover),
        remaining: major(merchant, bonus.remaining),
        createdAt: new Date(bonus.createdAt).toISOString(),
      })),
    }),
  });
}
