/**
 * The other ways to sign in (SPEC 1, 2): Google and Facebook through Firebase when social
 * sign-in is on, LINE when LINE login is on; and Google one-tap where it exists.
 */
import { useEffect, useRef } from 'react';
import { showNotice, useTranslation } from '@m/shared';
import { useStatus } from '../common/use-status';
import { SubmitLock } from '../common/submit-lock';
import { socialLogin } from './social-login';
import { startOneTap } from '../platform/firebase/google-one-tap';
import type { SocialProvider } from '../platform/firebase/social-sign-in';
import { startLineLogin } from './line-service';
import type { LinePurpose } from '../platform/line/line-authorize';
import { errorText } from '../common/error-text';

export function SocialButtons({ purpose }: { purpose: LinePurpose }) {
  const { t } = useTranslation('auth');
  const status = useStatus();
  const lock = useRef(new SubmitLock()).current;
  const social = status?.whitelabel.GOOGLELOGIN3 === true && status.sms.firebase !== null;
  const line = status?.whitelabel.LINELOGIN3 === true && !!status.gw.LINE_CLIENT_ID && !!status.gw.LINE_AUTHORIZE_URL;

  const run = (provider: SocialProvider | 'one-tap', token?: string) =>
    void lock.run(async () => {
      const outcome = await socialLogin(provider, token);
      if (outcome?.status === 'failed') await showNotice({ message: outcome.message });
    });

  useEffect(() => {
    if (!social || !status) return undefined;
    return startOneTap(status, (token) => run('one-tap', token));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [social, status]);

  if (!social && !line) return null;
  return (
    <>
      <p className="auth-divider">{t('or_continue_with')}</p>
      <div className="auth-alt">
        {social && (
          <>
            <button type="button" className="btn" onClick={() => run('google')} data-testid="login-google">
              {t('login_google')}
            </button>
            <button type="button" className="btn" onClick={() => run('facebook')} data-testid="login-facebook">
              {t('login_facebook')}
            </button>
          </>
        )}
        {line && (
          <button
            type="button"
            className="btn"
            data-testid="login-line"
            onClick={() => startLineLogin(purpose).catch((error: unknown) => void showNotice({ message: errorText(error) }))}
          >
            {t('login_line')}
          </button>
        )}
      </div>
    </>
  );
}
