/**
 * The member's points history, a page at a time (REWARD_HISTORY_PAGE_SIZE entries): the first
 * page when the session or the language changes (details come in the player's language), more
 * on request, each page appended to what is shown. Follows the session like the rest of the
 * member centre (SPEC 4); the loading itself is the shared load state's.
 */
import { useState } from 'react';
import { useLoad } from '@m/shared';
import { useSessionToken } from '../platform/session-token';
import { fetchRewardHistory, type RewardEntry } from './rewards-api';
import { appendHistory, hasMoreHistory } from './rewards-rules';

interface Shown {
  entries: RewardEntry[];
  total: number;
  page: number;
}

export interface RewardHistory {
  entries: RewardEntry[];
  total: number;
  loading: boolean;
  failed: boolean;
  more: boolean;
  loadMore: () => void;
  /** The first page again (after an exchange). */
  reload: () => void;
  /** The page that failed, again. */
  retry: () => void;
}

export function useRewardHistory(language: string): RewardHistory {
  const token = useSessionToken();
  const owner = token === null ? null : `${token} ${language}`;
  const [wanted, setWanted] = useState({ owner, page: 1, round: 0 });
  // Another session or language starts again from its first page.
  if (wanted.owner !== owner) setWanted({ owner, page: 1, round: 0 });
  const page = wanted.owner === owner ? wanted.page : 1;
  const history = useLoad<Shown>(
    owner && [owner, page, wanted.round],
    async (_signal, previous) => {
      const answer = await fetchRewardHistory(page);
      return {
        entries: page === 1 || !previous ? answer.entries : appendHistory(previous.entries, answer.entries),
        total: answer.total,
        page,
      };
    },
    { keep: true },
  );
  const shown = history.status === 'ready' || history.status === 'failed' ? history.value : undefined;
  const entries = shown?.entries ?? [];
  return {
    entries,
    total: shown?.total ?? 0,
    loading: history.busy,
    failed: history.status === 'failed',
    more: hasMoreHistory(entries.length, shown?.total ?? 0),
    loadMore: () => setWanted((current) => ({ ...current, page: (shown?.page ?? 0) + 1 })),
    reload: () => setWanted((current) => ({ ...current, page: 1, round: current.round + 1 })),
    retry: history.retry,
  };
}
