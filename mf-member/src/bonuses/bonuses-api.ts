/** The member's bonuses whose turnover is not yet met (schemas/promotion-claims.ts). */
import { api, type AnswerOf } from '@m/shared';

export type ActiveBonuses = AnswerOf<'activeBonuses'>;

export const fetchActiveBonuses = () => api.call('activeBonuses', { cache: false });
