/** The rewards centre's calls (flag REWCEN3): points, their history by pages, the rewards, the exchange. */
import { api, REWARD_HISTORY_PAGE_SIZE, type AnswerOf } from '@m/shared';

export type RewardPoints = AnswerOf<'rewardPoints'>;
export type RewardHistoryPage = AnswerOf<'rewardHistory'>;
export type RewardEntry = RewardHistoryPage['entries'][number];
export type Reward = AnswerOf<'rewardCatalogue'>[number];
export type RewardExchange = AnswerOf<'rewardExchange'>;

export const fetchRewardPoints = () => api.call('rewardPoints', { cache: false });
export const fetchRewardCatalogue = () => api.call('rewardCatalogue', { cache: false });
export const fetchRewardHistory = (page: number) =>
  api.call('rewardHistory', { cache: false, query: { page, pageSize: REWARD_HISTORY_PAGE_SIZE } });
export const exchangeReward = (rewardId: string, requestId: string) => api.call('rewardExchange', { body: { rewardId, requestId } });
