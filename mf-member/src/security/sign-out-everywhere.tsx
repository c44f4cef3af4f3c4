/**
 * "Sign out everywhere": every session of the member ends on the server, this device's too
 * (a session on a lost phone may be the very one in hand); then the login page.
 */
import { useState } from 'react';
import { bus, showConfirm, showToast, useTranslation } from '@m/shared';
import { signOutEverywhere } from './security-api';
import { refusalText } from './security-rules';

export function SignOutEverywhere() {
  const { t } = useTranslation('member');
  const [busy, setBusy] = useState(false);
  const run = async () => {
    const sure = await showConfirm({
      title: t('security_sign_out_all'),
      message: t('security_sign_out_all_confirm'),
      confirmText: t('security_sign_out_all'),
      cancelText: t('cashier_cancel'),
    });
    if (!sure) return;
    setBusy(true);
    try {
      await signOutEverywhere();
      bus.publish('auth.logout.request', { to: '/login' });
    } catch (caught) {
      showToast(refusalText(caught, t('unknown_error')), 2500);
      setBusy(false);
    }
  };
  return (
    <section className="mc-card" aria-labelledby="sec-out-title">
      <h2 id="sec-out-title">{t('security_sign_out_all')}</h2>
      <p className="mc-muted">{t('security_sign_out_all_desc')}</p>
      <button type="button" className="btn" disabled={busy} onClick={() => void run()} data-testid="security-sign-out-all">
        {t('security_sign_out_all')}
      </button>
    </section>
  );
}
