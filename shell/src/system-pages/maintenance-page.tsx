import { useTranslation } from '@m/shared';
import { SystemPage } from './system-page';
import { RetryButton } from './retry-button';
import { formatMaintenanceEnd } from './maintenance-end';

export function MaintenancePage({ end, language }: { end: string | null; language: string }) {
  const { t } = useTranslation();
  const until = formatMaintenanceEnd(end, language);
  return (
    <SystemPage kind="maintenance" titleKey="maintenance_title" title={t('maintenance_title')} message={t('maintenance_msg')}>
      <p className="system-page__detail" data-testid="maintenance-end">
        {until ? t('maintenance_until', { time: until }) : t('maintenance_until_unknown')}
      </p>
      <RetryButton />
    </SystemPage>
  );
}
