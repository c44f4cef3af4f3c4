/**
 * The member's points history, a page at a time (REWARD_HISTORY_PAGE_SIZE entries): the first
 * page when the session or the language changes (details come in the player's language), more
 * on request. Follows the session like the rest of the member centre (SPEC 4).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSessionToken } from '../platform/use-session-data';
import { fetchRewardHistory, type RewardEntry } from './rewards-api';
import { appendHistory, hasMoreHistory } from './rewards-rules';

interface HistoryState {
  entries: RewardEntry[];
  total: number;
  page: number;
  loading: boolean;
  failed: boolean;
}

const EMPTY: HistoryState = { entries: [], total: 0, page: 0, loading: false, failed: false };

export interface RewardHistory extends HistoryState {
  more: boolean;
  loadMore: () => void;
  reload: () => void;
}

export function useRewardHistory(language: string): RewardHistory {
  const token = useSessionToken();
  const [state, setState] = useState<HistoryState>({ ...EMPTY, loading: token !== null });
  const [round, setRound] = useState(0);
  // Answers of an earlier session, language or reload are dropped.
  const generation = useRef(0);

  const load = useCallback((page: number, current: number) => {
    setState((previous) => ({ ...previous, loading: true, failed: false }));
    fetchRewardHistory(page).then(
      (answer) => {
        if (current !== generation.current) return;
        setState((previous) => ({ entries: page === 1 ? answer.entries : appendHistory(previous.entries, answer.entries), total: answer.total, page, loading: false, failed: false }));
      },
      () => current === generation.current && setState((previous) => ({ ...previous, loading: false, failed: true })),
    );
  }, []);

  useEffect(() => {
    generation.current += 1;
    if (!token) {
      // oxlint-disable-next-line react/set-state-in-effect -- a new session or language starts the history again here: it is emptied in the same step as the first page is asked for
      setState(EMPTY);
      return;
    }
    load(1, generation.current);
  }, [token, language, round, load]);

  const loadMore = useCallback(() => load(state.page + 1, generation.current), [load, state.page]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { ...state, more: hasMoreHistory(state.entries.length, state.total), loadMore, reload };
}
