import { useTranslation } from '@m/shared';
import { SystemPage } from './system-page';
import { RetryButton } from './retry-button';

/** The status could not be read (network, 5xx, time-out): say so, and offer Retry. */
export function StartupFailedPage() {
  const { t } = useTranslation();
  return (
    <SystemPage kind="failed" titleKey="startup_failed_title" title={t('startup_failed_title')} message={t('startup_failed_msg')}>
      <RetryButton />
    </SystemPage>
  );
}
