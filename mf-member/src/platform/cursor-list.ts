/**
 * A list the backend hands out a page at a time (`{ items, nextCursor }`): the first page when
 * its filters change, the next when the player scrolls to the end (or taps "more"), each page
 * appended. Follows the session like the rest of the member centre (SPEC 4); loading, failure and
 * retry are the shared load state's.
 */
import { useEffect, useRef, useState } from 'react';
import { useLoad } from '@m/shared';
import { useSessionToken } from './session-token';

export interface CursorPage<T> {
  items: T[];
  nextCursor: string | null;
}

export interface CursorList<T> {
  items: T[];
  loading: boolean;
  failed: boolean;
  /** Whether a first answer came (an empty list is then "nothing yet", not "loading"). */
  loaded: boolean;
  more: boolean;
  loadMore: () => void;
  retry: () => void;
  /** The first page again (new entries at the top). */
  reload: () => void;
}

export function useCursorList<T>(filterKey: string, fetchPage: (cursor: string | undefined) => Promise<CursorPage<T>>): CursorList<T> {
  const token = useSessionToken();
  const owner = token === null ? null : `${token} ${filterKey}`;
  const [wanted, setWanted] = useState<{ owner: string | null; cursor: string | undefined; round: number }>({
    owner,
    cursor: undefined,
    round: 0,
  });
  // Other filters or another session start again from the first page.
  if (wanted.owner !== owner) setWanted({ owner, cursor: undefined, round: wanted.round });
  const cursor = wanted.owner === owner ? wanted.cursor : undefined;
  const list = useLoad<CursorPage<T>>(
    owner && [owner, cursor ?? '', wanted.round],
    async (_signal, previous) => {
      const page = await fetchPage(cursor);
      return { items: cursor === undefined || !previous ? page.items : [...previous.items, ...page.items], nextCursor: page.nextCursor };
    },
    { keep: true },
  );
  const value = list.status === 'ready' || list.status === 'failed' ? list.value : undefined;
  const loading = list.status === 'loading' || list.busy;
  const nextCursor = value?.nextCursor ?? null;
  return {
    items: value?.items ?? [],
    loading,
    failed: list.status === 'failed',
    loaded: value !== undefined,
    more: nextCursor !== null,
    loadMore: () => {
      if (!loading && nextCursor !== null) setWanted({ owner, cursor: nextCursor, round: wanted.round });
    },
    retry: list.retry,
    reload: () => setWanted({ owner, cursor: undefined, round: wanted.round + 1 }),
  };
}

/** Calls `onVisible` when the element at the end of a list scrolls into view (the next page). */
export function useEndOfList<E extends HTMLElement>(onVisible: () => void, active: boolean) {
  const ref = useRef<E | null>(null);
  const latest = useRef(onVisible);
  useEffect(() => {
    latest.current = onVisible;
  });
  useEffect(() => {
    const element = ref.current;
    if (!active || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) latest.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [active]);
  return ref;
}
