/**
 * The "Get notified" control (SPEC section 4, push permission): the browser is asked only when
 * the player taps it, never on page load; "Not now" hides it for the session.
 */
import { useState } from 'react';
import { showNotice, useBehavior, useHydrated, useTranslation } from '@m/shared';
import { pushController } from './push-service';

export function PushOptIn() {
  const { t } = useTranslation('pwa');
  const push = pushController();
  const state = useBehavior(push.state$);
  const [offered, setOffered] = useState(() => push.shouldOffer());
  const [busy, setBusy] = useState(false);
  // What this browser allows is the browser's to know: a page drawn on the server offers it once attached.
  const attached = useHydrated();

  if (!attached || state === 'unsupported') return null;
  if (!offered) {
    return state === 'granted' ? (
      <section className="pwa-push" data-testid="push-enabled">
        <p>{t('push_enabled')}</p>
      </section>
    ) : null;
  }

  const enable = async () => {
    setBusy(true);
    try {
      await push.enable();
    } catch (error) {
      console.warn('[push] could not turn on', error);
      void showNotice({ message: t('push_failed') });
    } finally {
      setBusy(false);
      setOffered(push.shouldOffer());
    }
  };

  return (
    <section className="pwa-push" data-testid="push-opt-in" data-state={state}>
      <h2>{t('push_title')}</h2>
      <p>{t('push_msg')}</p>
      <div className="pwa-push__actions">
        <button
          type="button"
          className="btn"
          disabled={busy}
          data-testid="push-skip"
          onClick={() => {
            push.skip();
            setOffered(false);
          }}
        >
          {t('push_skip')}
        </button>
        <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void enable()} data-testid="push-enable">
          {t('push_enable')}
        </button>
      </div>
    </section>
  );
}
