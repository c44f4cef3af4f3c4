/**
 * Claimable promotions (issue 26, contract schemas/promotion-claims.ts), for the two bundles that
 * offer the Claim button: mf-promotions on the activity page and mf-member in the member centre.
 * They never import each other; both call these. A claim moves the balance, so it tells the
 * shell's header on the bus ('wallet.changed'), with the new figure.
 */
import { api } from '../api/api';
import { bus } from '../bus/event-bus';
import type { AnswerOf } from '../contract/types';

export type ClaimOffers = AnswerOf<'promotionClaims'>;
export type ClaimOffer = ClaimOffers['items'][number];
export type ClaimAnswer = AnswerOf<'promotionClaim'>;

/** The member's claimable promotions with their standing (never cached: a claim changes it). */
export const fetchClaimOffers = (): Promise<ClaimOffers> => api.call('promotionClaims', { cache: false });

export async function claimPromotion(promotionId: string): Promise<ClaimAnswer> {
  const answer = await api.call('promotionClaim', { body: { promotionId } });
  bus.publish('wallet.changed', { reason: 'bonus', balance: answer.balance });
  return answer;
}

/** How much more the member must deposit to qualify (0 when they do). */
export function depositGap(offer: Pick<ClaimOffer, 'minDeposits' | 'deposited'>): number {
  return Math.max(0, offer.minDeposits - offer.deposited);
}
