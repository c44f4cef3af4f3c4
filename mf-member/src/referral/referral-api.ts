import { api, type AnswerOf } from '@m/shared';

export type ReferralInfo = AnswerOf<'referralInfo'>;

export const fetchReferralInfo = () => api.call('referralInfo', { cache: false });
export const fetchMemberType = () => api.call('memberInfo', { cache: false }).then((info) => info.type);

export function fetchReferralPromotion(): Promise<boolean> {
  return api.call('availablePromotions').then((answer) => answer.REFERRAL?.enabled === true);
}
