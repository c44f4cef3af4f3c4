import { memoryStorage } from '../platform/memory-storage';
import type { PushClient } from './fcm-client';
import { PUSH_REFRESH_MS, PushController, type PushDeps } from './push-controller';
import { FCM_SKIP_KEY, FCM_TOKEN_KEY, PushStorage } from './push-storage';

function setUp(
  options: {
    permission?: NotificationPermission | 'unsupported';
    answer?: NotificationPermission;
    session?: string | null;
    now?: number;
  } = {},
) {
  const device = memoryStorage();
  const tab = memoryStorage();
  let permission = options.permission ?? 'default';
  let now = options.now ?? 1_000_000;
  let session = options.session === undefined ? 'session-1' : options.session;
  let fcmToken = 'fcm-token-1';
  const calls: string[] = [];
  const client: PushClient = {
    getToken: jest.fn(async () => fcmToken),
    deleteToken: jest.fn(async () => undefined),
    onForegroundMessage: () => () => undefined,
  };
  const deps: PushDeps = {
    storage: new PushStorage(device, tab),
    permission: () => permission,
    requestPermission: jest.fn(async () => {
      permission = options.answer ?? 'granted';
      return permission;
    }),
    client: jest.fn(async () => client),
    sessionToken: () => session,
    bind: jest.fn(async (t: string) => calls.push(`bind ${t}`)),
    subscribe: jest.fn(async (t: string, topic: string) => calls.push(`subscribe ${t} ${topic}`)),
    unsubscribe: jest.fn(async (t: string) => calls.push(`unsubscribe ${t}`)),
    alertDenied: jest.fn(),
    now: () => now,
  };
  const push = new PushController(deps);
  return {
    push,
    deps,
    device,
    tab,
    calls,
    client,
    setNow: (n: number) => (now = n),
    setSession: (s: string | null) => (session = s),
    setFcmToken: (t: string) => (fcmToken = t),
  };
}

describe('turning push messages on', () => {
  it('never asks the browser by itself: only when the player taps', () => {
    const { push, deps } = setUp();
    expect(push.state$.value).toBe('default');
    expect(push.shouldOffer()).toBe(true);
    expect(deps.requestPermission).not.toHaveBeenCalled();
  });

  it('granted: stores the token with its date, binds it and subscribes it to ALL', async () => {
    const { push, device, calls } = setUp();
    expect(await push.enable()).toBe('granted');
    expect(JSON.parse(device.get(FCM_TOKEN_KEY)!)).toEqual({ token: 'fcm-token-1', date: 1_000_000 });
    expect(calls).toEqual(['bind fcm-token-1', 'subscribe fcm-token-1 ALL']);
    expect(push.shouldOffer()).toBe(false);
  });

  it('passes through the prompt state while the browser asks', async () => {
    const { push } = setUp();
    const states: string[] = [];
    push.state$.subscribe((s) => states.push(s));
    await push.enable();
    expect(states).toEqual(['default', 'prompt', 'granted']);
  });

  it('granted by a guest: the token is bound for the device, and bound again to the member at sign-in', async () => {
    const { push, calls, setSession } = setUp({ session: null });
    await push.enable();
    expect(calls).toEqual(['bind fcm-token-1', 'subscribe fcm-token-1 ALL']);
    setSession('session-2');
    await push.signedIn();
    expect(calls).toEqual(['bind fcm-token-1', 'subscribe fcm-token-1 ALL', 'bind fcm-token-1', 'subscribe fcm-token-1 ALL']);
    await push.resume();
    expect(calls).toHaveLength(4);
  });

  it('denied: shows the notification_request_tips alert and registers nothing', async () => {
    const { push, deps, calls } = setUp({ answer: 'denied' });
    expect(await push.enable()).toBe('denied');
    expect(deps.alertDenied).toHaveBeenCalledTimes(1);
    expect(deps.client).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('already denied: the tap shows the tips without asking again', async () => {
    const { push, deps } = setUp({ permission: 'denied' });
    expect(await push.enable()).toBe('denied');
    expect(deps.requestPermission).not.toHaveBeenCalled();
    expect(deps.alertDenied).toHaveBeenCalledTimes(1);
  });

  it('"not now" and a dismissed browser question are remembered for the session', async () => {
    const first = setUp();
    first.push.skip();
    expect(first.tab.get(FCM_SKIP_KEY)).toBe('1');
    expect(first.push.shouldOffer()).toBe(false);
    const second = setUp({ answer: 'default' });
    expect(await second.push.enable()).toBe('default');
    expect(second.push.shouldOffer()).toBe(false);
  });

  it('does nothing at page start without permission or a stored token (the SDK stays unloaded)', async () => {
    const denied = setUp({ permission: 'default' });
    expect(await denied.push.resume()).toBe('not-granted');
    const granted = setUp({ permission: 'granted' });
    expect(await granted.push.resume()).toBe('nothing-stored');
    expect(denied.deps.client).not.toHaveBeenCalled();
    expect(granted.deps.client).not.toHaveBeenCalled();
  });

  it('is not offered where the browser has no push', () => {
    expect(setUp({ permission: 'unsupported' }).push.shouldOffer()).toBe(false);
  });
});

describe('keeping the registration', () => {
  it('refreshes it after 7 days, with a new date, and binds the new token', async () => {
    const { push, device, calls, setNow, setFcmToken } = setUp();
    await push.enable();
    setNow(1_000_000 + PUSH_REFRESH_MS - 1);
    expect(await push.resume()).toBe('bound');
    expect(calls).toHaveLength(2);
    setNow(1_000_000 + PUSH_REFRESH_MS);
    setFcmToken('fcm-token-2');
    expect(await push.resume()).toBe('refreshed');
    expect(JSON.parse(device.get(FCM_TOKEN_KEY)!)).toEqual({ token: 'fcm-token-2', date: 1_000_000 + PUSH_REFRESH_MS });
    expect(calls.slice(2)).toEqual(['bind fcm-token-2', 'subscribe fcm-token-2 ALL']);
  });

  it('does not bind the same token twice in a tab', async () => {
    const { push, calls } = setUp();
    await push.enable();
    await push.resume();
    await push.signedIn();
    expect(calls).toHaveLength(2);
  });

  it('sign-out unsubscribes the token and forgets it', async () => {
    const { push, device, calls } = setUp();
    await push.enable();
    await push.signedOut();
    expect(calls[2]).toBe('unsubscribe fcm-token-1');
    expect(device.get(FCM_TOKEN_KEY)).toBeNull();
  });

  it('sign-in without permission registers nothing', async () => {
    const { push, deps } = setUp({ permission: 'default' });
    await push.signedIn();
    expect(deps.client).not.toHaveBeenCalled();
  });

  it('a damaged stored token counts as none', () => {
    const { push, device } = setUp({ permission: 'granted' });
    device.set(FCM_TOKEN_KEY, '{not json');
    expect(push.shouldOffer()).toBe(true);
  });
});
