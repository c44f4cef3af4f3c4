/** A member's referral link: copy, share (Web Share API where the phone has it), QR code, and how many friends registered with it. */
import { lazy, Suspense, useState } from 'react';
import { LoadFailed, showToast, useLoad, useTranslation } from '@m/shared';
import { useSessionToken } from '../platform/session-token';
import { referralLink } from './referral-access';
import { fetchReferralInfo } from './referral-api';

const QrCode = lazy(() => import(/* webpackChunkName: "qr-code" */ '../ui/qr-code').then((module) => ({ default: module.QrCode })));

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export function MemberReferral() {
  const { t } = useTranslation('member');
  const info = useLoad(useSessionToken(), fetchReferralInfo, { keep: true });
  const [showQr, setShowQr] = useState(false);
  const [manualCopy, setManualCopy] = useState(false);
  if (info.status === 'failed') return <LoadFailed onRetry={info.retry} />;
  if (info.status !== 'ready')
    return (
      <p className="mc-muted" aria-busy="true">
        …
      </p>
    );
  const link = referralLink(location.origin, info.value.referralCode);
  const canShare = typeof navigator.share === 'function';
  return (
    <section className="mc-card" aria-labelledby="mc-referral" data-testid="member-referral">
      <h2 id="mc-referral">{t('referral_your_link')}</h2>
      <p className="mc-link" data-testid="referral-link">
        {link}
      </p>
      <p className="mc-muted">
        {t('referral_code')}: <strong data-testid="referral-code">{info.value.referralCode}</strong>
      </p>
      {manualCopy && <p className="mc-muted">{t('referral_copy_manually')}</p>}
      <div className="mc-actions">
        <button
          type="button"
          className="btn btn--primary"
          data-testid="referral-copy"
          onClick={() => {
            void copyText(link).then((copied) => {
              setManualCopy(!copied);
              if (copied) showToast(t('referral_copied'), 2000);
            });
          }}
        >
          {t('referral_copy')}
        </button>
        {canShare && (
          <button
            type="button"
            className="btn"
            data-testid="referral-share"
            onClick={() => {
              navigator.share({ title: t('invite_friends_page_title'), text: t('referral_share_text'), url: link }).catch(() => {
                // the player closed the share sheet
              });
            }}
          >
            {t('referral_share')}
          </button>
        )}
        <button
          type="button"
          className="btn"
          aria-expanded={showQr}
          data-testid="referral-qr-toggle"
          onClick={() => setShowQr((open) => !open)}
        >
          {showQr ? t('referral_qr_hide') : t('referral_qr_show')}
        </button>
      </div>
      {showQr && (
        <Suspense fallback={<p className="mc-muted">…</p>}>
          <QrCode text={link} label={t('referral_qr_label')} testId="referral-qr" />
        </Suspense>
      )}
      <p className="mc-row">
        <span className="mc-grow">{t('referral_count_label')}</span>
        <strong data-testid="referral-count">{info.value.count}</strong>
      </p>
    </section>
  );
}
