import { BehaviorSubject } from 'rxjs';
import { EventBus, type AnswerOf, type SessionInfo } from '@m/shared';
import { createWalletBalance } from './wallet-balance';

type Answer = AnswerOf<'walletBalance'>;
const answer = (balance: number): Answer => ({ balance, currency: 'PHP', decimals: 2, held: 0, turnoverRemaining: 0 });
const member = { id: '1', token: 't', merchantCode: 'demo', userName: 'player1', type: 0, firstTimeLogin: false } as SessionInfo;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setUp(fetch: () => Promise<Answer>, signedIn: SessionInfo | null = null) {
  const bus = new EventBus();
  const session$ = new BehaviorSubject<SessionInfo | null>(signedIn);
  let visible: () => void = () => undefined;
  const store = createWalletBalance({
    bus,
    session$,
    fetch,
    onVisible: (check) => {
      visible = check;
      return () => undefined;
    },
  });
  return { bus, session$, store, seen: () => visible() };
}

describe('the balance in the header', () => {
  it('is fetched when a member signs in and cleared when they sign out', async () => {
    const fetch = jest.fn(() => Promise.resolve(answer(1234.5)));
    const { session$, store } = setUp(fetch);
    expect(store.balance$.value).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    session$.next(member);
    await flush();
    expect(store.balance$.value).toEqual({ balance: 1234.5, currency: 'PHP', decimals: 2 });
    session$.next(null);
    expect(store.balance$.value).toBeNull();
  });

  it('is fetched at once for a member already signed in when the page starts', async () => {
    const fetch = jest.fn(() => Promise.resolve(answer(88)));
    const { store } = setUp(fetch, member);
    await flush();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(store.balance$.value?.balance).toBe(88);
  });

  it('follows the money: a deposit, a closed game, the page seen again, the refresh button', async () => {
    let figure = 100;
    const fetch = jest.fn(() => Promise.resolve(answer(figure)));
    const { bus, session$, store, seen } = setUp(fetch);
    session$.next(member);
    await flush();
    figure = 600;
    bus.publish('wallet.changed', { reason: 'deposit' });
    await flush();
    expect(store.balance$.value?.balance).toBe(600);
    figure = 550;
    bus.publish('game.view', { open: false });
    await flush();
    expect(store.balance$.value?.balance).toBe(550);
    figure = 500;
    seen();
    await flush();
    expect(store.balance$.value?.balance).toBe(500);
    figure = 450;
    store.refresh();
    await flush();
    expect(store.balance$.value?.balance).toBe(450);
    // Opening a game is no reason to ask.
    const calls = fetch.mock.calls.length;
    bus.publish('game.view', { open: true });
    await flush();
    expect(fetch.mock.calls.length).toBe(calls);
  });

  it('asks again when the session is renewed: a refusal while the password had to change is not the last word (issue 37)', async () => {
    let refused = true;
    const fetch = jest.fn(() => (refused ? Promise.reject(new Error('password_change_required')) : Promise.resolve(answer(0))));
    const { session$, store } = setUp(fetch, member);
    await flush();
    expect(store.balance$.value).toBeNull();
    // The password is chosen; mf-auth reads the member again and renews the same session.
    refused = false;
    session$.next({ ...member, displayName: '+66 834233935' });
    await flush();
    expect(store.balance$.value).toEqual({ balance: 0, currency: 'PHP', decimals: 2 });
  });

  it('shows a figure a bundle already knows at once', async () => {
    const { bus, session$, store } = setUp(jest.fn(() => Promise.resolve(answer(100))));
    session$.next(member);
    await flush();
    bus.publish('wallet.changed', { reason: 'reward', balance: 180 });
    // Before the confirming fetch has answered.
    expect(store.balance$.value?.balance).toBe(180);
  });

  it('keeps the last figure when a fetch fails, and ends the busy state', async () => {
    let fail = false;
    const { session$, store } = setUp(() => (fail ? Promise.reject(new Error('offline')) : Promise.resolve(answer(70))));
    session$.next(member);
    await flush();
    fail = true;
    store.refresh();
    expect(store.busy$.value).toBe(true);
    await flush();
    expect(store.busy$.value).toBe(false);
    expect(store.balance$.value?.balance).toBe(70);
  });

  it('never lets an older answer overwrite a newer one', async () => {
    const pending: ((value: Answer) => void)[] = [];
    const { session$, store } = setUp(() => new Promise<Answer>((resolve) => pending.push(resolve)));
    session$.next(member);
    store.refresh();
    pending[1]!(answer(20));
    await flush();
    pending[0]!(answer(10));
    await flush();
    expect(store.balance$.value?.balance).toBe(20);
  });
});
