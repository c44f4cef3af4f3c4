/** /m/feedback for members (a guest is sent home by the shell's guard): the form, a confirmation, and what was sent before. */
import { useState } from 'react';
import { BundleTag, loadedValue, useLoad, useTranslation, type ParcelProps } from '@m/shared';
import { fetchFeedbackList } from '../feedback/feedback-api';
import { FeedbackForm } from '../feedback/feedback-form';
import { FeedbackHistory } from '../feedback/feedback-history';
import { useSessionToken } from '../platform/session-token';
import { useMemberStyles } from '../ui/member-styles';

export function FeedbackPage(props: ParcelProps) {
  useMemberStyles();
  const { t } = useTranslation('member');
  const history = useLoad(useSessionToken(), fetchFeedbackList, { keep: true });
  const entries = loadedValue(history);
  const [sent, setSent] = useState<number | null>(null);
  return (
    <section className="mc-page" data-page="mf-member/FeedbackPage" data-route={props.route}>
      <h1>{t('feedback_page_title')}</h1>
      <p className="mc-muted">{t('feedback_page_desc')}</p>
      <div role="status">
        {sent !== null && (
          <p className="mc-card" data-testid="feedback-sent">
            {t('feedback_thanks', { id: sent })}
          </p>
        )}
      </div>
      <FeedbackForm
        onSent={(id) => {
          setSent(id);
          history.retry();
        }}
      />
      {entries && <FeedbackHistory entries={entries} />}
      <BundleTag name={__BUNDLE_NAME__} version={__BUNDLE_VERSION__} />
    </section>
  );
}
