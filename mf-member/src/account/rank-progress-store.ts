/**
 * The member's VIP rank progress (SPEC 4 "Sign-in state": rank progress is fetched when the token
 * becomes non-empty). `startRankProgress` (run once by ./MemberServices, on every page) asks for
 * it at each sign-in and forgets it at sign-out; the member centre shows the kept answer at once
 * and asks again for a fresh one. An answer for a session that has since ended is dropped.
 */
import { BehaviorSubject, sessionStore, type Observable, type Subscription } from '@m/shared';
import { fetchRankProgress, type RankProgressAnswer } from './account-api';

export interface KeptProgress {
  token: string;
  progress: RankProgressAnswer;
}

export const rankProgress$ = new BehaviorSubject<KeptProgress | null>(null);

type Fetch = () => Promise<RankProgressAnswer>;

let round = 0;
let currentToken: string | null = null;

/** Asks for the progress of the session `token` and keeps it, unless the session changed meanwhile. */
function ask(token: string, fetch: Fetch): Promise<RankProgressAnswer | null> {
  const mine = ++round;
  return fetch().then(
    (progress) => {
      if (mine === round && token === currentToken) rankProgress$.next({ token, progress });
      return progress;
    },
    () => null,
  );
}

export function startRankProgress(token$: Observable<string | null> = sessionStore.token$, fetch: Fetch = fetchRankProgress): Subscription {
  return token$.subscribe((token) => {
    if (token === currentToken) return;
    currentToken = token;
    round += 1;
    rankProgress$.next(null);
    if (token) void ask(token, fetch);
  });
}

/** The kept progress of the session `token`, if the sign-in's answer is in. */
export function keptProgress(token: string | null): RankProgressAnswer | null {
  const kept = rankProgress$.value;
  return kept && token && kept.token === token ? kept.progress : null;
}

/** A fresh answer for the member centre (kept too); the kept one when the call fails. */
export function refreshRankProgress(fetch: Fetch = fetchRankProgress): Promise<RankProgressAnswer | null> {
  const token = sessionStore.token;
  // A session startRankProgress does not follow (not started): just ask.
  if (!token || token !== currentToken) return fetch().catch(() => null);
  return ask(token, fetch).then((progress) => progress ?? keptProgress(token));
}
