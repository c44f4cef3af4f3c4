/** The member's bet records, a page at a time. */
import { api, WALLET_PAGE_SIZE, type AnswerOf } from '@m/shared';

export type BetRecord = AnswerOf<'betRecords'>['items'][number];

export const fetchBetRecords = (cursor: string | undefined) =>
  api.call('betRecords', {
    cache: false,
    query: { limit: WALLET_PAGE_SIZE, tz: -new Date().getTimezoneOffset(), ...(cursor ? { cursor } : {}) },
  });
