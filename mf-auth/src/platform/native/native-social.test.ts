import {
  askBridge,
  bridgeProviders,
  offersTwitter,
  parseNativeResult,
  providerSet,
  socialRoute,
  type NativeContext,
} from './native-social';

const androidApp = (providers: string[] = []): NativeContext => ({ inApp: true, android: true, providers: new Set(providers) });
const iosApp = (providers: string[] = []): NativeContext => ({ inApp: true, android: false, providers: new Set(providers) });
const browser: NativeContext = { inApp: false, android: true, providers: new Set(['facebook']) };

describe('which way a social button signs in', () => {
  it('uses the app when it signs in that provider natively', () => {
    expect(socialRoute('facebook', androidApp(['facebook']))).toBe('native');
    expect(socialRoute('google', iosApp(['google']))).toBe('native');
  });

  it('says coming soon for Facebook, Twitter and LINE on the Android app without native support', () => {
    for (const provider of ['facebook', 'twitter', 'line'] as const)
      expect(socialRoute(provider, androidApp(['google']))).toBe('coming-soon');
    // Google keeps its web sign-in; so does the iOS app and every browser.
    expect(socialRoute('google', androidApp())).toBe('web');
    expect(socialRoute('facebook', iosApp())).toBe('web');
    expect(socialRoute('facebook', browser)).toBe('web');
  });

  it('offers Twitter only inside the app that may take it', () => {
    expect(offersTwitter(androidApp())).toBe(true);
    expect(offersTwitter(iosApp(['twitter']))).toBe(true);
    expect(offersTwitter(iosApp())).toBe(false);
    expect(offersTwitter(browser)).toBe(false);
  });
});

describe("the app's sign-in result", () => {
  it('is a failure to show when it starts with Failure', () => {
    expect(parseNativeResult('Failure: the player cancelled')).toEqual({ kind: 'failure', message: 'Failure: the player cancelled' });
    expect(parseNativeResult(`Failure${'x'.repeat(900)}`)).toMatchObject({ kind: 'failure', message: expect.stringMatching(/^Failurex/) });
    expect((parseNativeResult(`Failure${'x'.repeat(900)}`) as { message: string }).message).toHaveLength(500);
  });

  it('is a Firebase identity when it is the JSON the app sends on success', () => {
    const idToken = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';
    expect(parseNativeResult(JSON.stringify({ channel: 'facebook', idToken }))).toEqual({ kind: 'success', channel: 'facebook', idToken });
  });

  it('is unreadable otherwise, whatever the app sent', () => {
    expect(parseNativeResult(undefined)).toEqual({ kind: 'unreadable' });
    expect(parseNativeResult('Success')).toEqual({ kind: 'unreadable' });
    expect(parseNativeResult('{"channel":"facebook"}')).toEqual({ kind: 'unreadable' });
    expect(parseNativeResult(JSON.stringify({ channel: '<b>x</b>', idToken: 'a'.repeat(30) }))).toEqual({ kind: 'unreadable' });
    expect(parseNativeResult('null')).toEqual({ kind: 'unreadable' });
  });
});

describe('the bridge', () => {
  it('lists the Android providers and starts a sign-in there', () => {
    const started: string[] = [];
    const win = { MAppNative: { socialLoginProviders: () => 'Google, facebook,,', socialLogin: (p: string) => started.push(p) } };
    expect([...bridgeProviders(win)]).toEqual(['google', 'facebook']);
    expect(askBridge(win, 'facebook')).toBe(true);
    expect(started).toEqual(['facebook']);
  });

  it('posts to the iOS message handler', () => {
    const posted: unknown[] = [];
    const win = {
      webkit: { messageHandlers: { socialLogin: { postMessage: (m: unknown) => posted.push(m) } } },
      MAppNativeProviders: 'line',
    };
    expect([...bridgeProviders(win)]).toEqual(['line']);
    expect(askBridge(win, 'line')).toBe(true);
    expect(posted).toEqual([{ provider: 'line' }]);
  });

  it('supports nothing without a bridge, or with one that throws', () => {
    expect(bridgeProviders({}).size).toBe(0);
    expect(askBridge({}, 'google')).toBe(false);
    const broken = {
      MAppNative: {
        socialLoginProviders: () => {
          throw new Error('gone');
        },
        socialLogin: () => undefined,
      },
    };
    expect(bridgeProviders(broken).size).toBe(0);
    expect(providerSet(42).size).toBe(0);
  });
});
