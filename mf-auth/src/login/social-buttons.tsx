/**
 * The other ways to sign in (SPEC 1, 2): Google and Facebook through Firebase when social
 * sign-in is on, LINE when LINE login is on; and Google one-tap where it exists. Inside the
 * native app (SPEC 8) a provider the app signs in natively goes through its bridge; on the
 * Android app without that support, Facebook, Twitter and LINE say `coming_soon`.
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { showNotice, useHydrated, useTranslation } from '@m/shared';
import { useStatus } from '../common/use-status';
import { SubmitLock } from '../common/submit-lock';
import { socialLogin } from './social-login';
import { startOneTap } from '../platform/firebase/google-one-tap';
import type { SocialProvider } from '../platform/firebase/social-sign-in';
import { startLineLogin } from './line-service';
import type { LinePurpose } from '../platform/line/line-authorize';
import { errorText } from '../common/error-text';
import { installNativeCallback, nativeContext, startNativeSocial } from './native-social-login';
import { offersTwitter, socialRoute, type NativeProvider } from '../platform/native/native-social';

export function SocialButtons({ purpose }: { purpose: LinePurpose }) {
  const { t } = useTranslation('auth');
  const status = useStatus();
  const lock = useRef(new SubmitLock()).current;
  const social = status?.whitelabel.GOOGLELOGIN3 === true && status.sms.firebase !== null;
  const line = status?.whitelabel.LINELOGIN3 === true && !!status.gw.LINE_CLIENT_ID && !!status.gw.LINE_AUTHORIZE_URL;
  const native = useMemo(() => nativeContext(), []);
  // The app's bridge is the phone's, not the server's: the server never draws the Twitter button,
  // so the browser adds it only once it has taken the server's HTML over (no hydration mismatch).
  // The sign-in buttons open a provider's window, which a browser allows only in the tap itself:
  // a tap kept and replayed after hydration would be blocked, so they wait for their code.
  const hydrated = useHydrated();
  const twitter = hydrated && social && offersTwitter(native);

  useEffect(() => {
    // The app may answer at any time after a tap: its callback is there before the first one.
    if (native.inApp) installNativeCallback();
  }, [native]);

  /** A provider's button: the app's own sign-in, `coming_soon`, or the web flow. */
  const tap = (provider: NativeProvider, web: () => void) => {
    const route = socialRoute(provider, native);
    if (route === 'coming-soon') {
      void showNotice({ message: t('coming_soon', { ns: 'common' }) });
      return;
    }
    if (route === 'native' && startNativeSocial(provider)) return;
    web();
  };

  const run = useCallback(
    (provider: SocialProvider | 'one-tap', token?: string) =>
      void lock.run(async () => {
        const outcome = await socialLogin(provider, token);
        if (outcome?.status === 'failed') await showNotice({ message: outcome.message });
      }),
    [lock],
  );

  useEffect(() => {
    if (!social || !status) return undefined;
    return startOneTap(status, (token) => run('one-tap', token));
  }, [social, status, run]);

  if (!social && !line) return null;
  return (
    <>
      <p className="auth-divider">{t('or_continue_with')}</p>
      <div className="auth-alt">
        {social && (
          <>
            <button
              type="button"
              className="btn"
              disabled={!hydrated}
              onClick={() => tap('google', () => run('google'))}
              data-testid="login-google"
            >
              {t('login_google')}
            </button>
            <button
              type="button"
              className="btn"
              disabled={!hydrated}
              onClick={() => tap('facebook', () => run('facebook'))}
              data-testid="login-facebook"
            >
              {t('login_facebook')}
            </button>
          </>
        )}
        {twitter && (
          // Twitter has no web sign-in here: only the app's (socialRoute never answers 'web' where this shows).
          <button
            type="button"
            className="btn"
            onClick={() => tap('twitter', () => void showNotice({ message: t('coming_soon', { ns: 'common' }) }))}
            data-testid="login-twitter"
          >
            {t('login_twitter')}
          </button>
        )}
        {line && (
          <button
            type="button"
            className="btn"
            disabled={!hydrated}
            data-testid="login-line"
            onClick={() =>
              tap('line', () => void startLineLogin(purpose).catch((error: unknown) => void showNotice({ message: errorText(error) })))
            }
          >
            {t('login_line')}
          </button>
        )}
      </div>
    </>
  );
}
