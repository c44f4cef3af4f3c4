import { api } from '@m/shared';

export const fetchReferralInfo = () => api.call('referralInfo', { cache: false });
export const fetchMemberType = () => api.call('memberInfo', { cache: false }).then((info) => info.type);

export function fetchReferralPromotion(): Promise<boolean> {
  return api.call('availablePromotions').then((answer) => answer.REFERRAL?.enabled === true);
}
