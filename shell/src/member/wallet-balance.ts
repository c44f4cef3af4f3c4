/**
 * The signed-in member's balance for the header (issue 25): fetched when a session starts, when
 * any bundle says the money moved ('wallet.changed': a deposit, a withdrawal, a bonus, a reward),
 * when a game view closes (rounds were played against the wallet), when the page is seen again
 * (the player may have played or paid in another tab), and when the player taps refresh. Cleared
 * the moment the session ends. A failed fetch keeps the last figure: the header never blanks.
 */
import { BehaviorSubject, filter, from, Subject, switchMap, type Observable } from 'rxjs';
import type { AnswerOf, EventBus, SessionInfo } from '@m/shared';

export type HeaderBalance = Pick<AnswerOf<'walletBalance'>, 'balance' | 'currency' | 'decimals'>;

export interface WalletBalanceDeps {
  bus: EventBus;
  session$: Observable<SessionInfo | null>;
  fetch: () => Promise<AnswerOf<'walletBalance'>>;
  /** Calls back when the page becomes visible again; returns the unsubscribe. */
  onVisible: (check: () => void) => () => void;
  /** Where to keep the figure (the frame's own subjects); new ones when absent. */
  balance$?: BehaviorSubject<HeaderBalance | null>;
  busy$?: BehaviorSubject<boolean>;
}

export interface WalletBalanceStore {
  balance$: BehaviorSubject<HeaderBalance | null>;
  /** The refresh button's busy state. */
  busy$: BehaviorSubject<boolean>;
  refresh: () => void;
  stop: () => void;
}

export function createWalletBalance(deps: WalletBalanceDeps): WalletBalanceStore {
  const balance$ = deps.balance$ ?? new BehaviorSubject<HeaderBalance | null>(null);
  const busy$ = deps.busy$ ?? new BehaviorSubject(false);
  const asked = new Subject<void>();
  let signedIn = false;

  const moved = deps.bus.on('wallet.changed').subscribe(({ balance }) => {
    const shown = balance$.value;
    // A publisher that knows the new figure shows it at once; the fetch confirms it.
    if (shown && typeof balance === 'number' && Number.isFinite(balance)) balance$.next({ ...shown, balance });
    asked.next();
  });
  const games = deps.bus
    .on('game.view')
    .pipe(filter(({ open }) => !open))
    .subscribe(() => asked.next());
  const stopVisible = deps.onVisible(() => asked.next());

  // The latest ask wins: an older answer arriving late never overwrites a newer one.
  const fetching = asked
    .pipe(
      filter(() => signedIn),
      switchMap(() => {
        busy$.next(true);
        return from(
          deps.fetch().then(
            (answer) => answer,
            () => null,
          ),
        );
      }),
    )
    .subscribe((answer) => {
      busy$.next(false);
      if (answer && signedIn) balance$.next({ balance: answer.balance, currency: answer.currency, decimals: answer.decimals });
    });

  // Last: a session already there when the frame starts asks at once, with the fetch above listening.
  let token: string | null = null;
  const sessions = deps.session$.subscribe((session) => {
    signedIn = session !== null;
    // Another member's figure never shows under this one's name, not even until the fetch answers.
    if (session?.token !== token) balance$.next(null);
    token = session?.token ?? null;
    if (signedIn) asked.next();
  });
  return {
    balance$,
    busy$,
    refresh: () => asked.next(),
    stop: () => {
      for (const subscription of [sessions, moved, games, fetching]) subscription.unsubscribe();
      stopVisible();
    },
  };
}
