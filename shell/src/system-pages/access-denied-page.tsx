import { useTranslation } from '@m/shared';
import { SystemPage } from './system-page';

/** SPEC section 2: access denied for the player's location or IP, showing the IP the server saw. */
export function AccessDeniedPage({ ip }: { ip: string }) {
  const { t } = useTranslation();
  return (
    <SystemPage kind="restricted" titleKey="access_denied" title={t('access_denied')} message={t('access_restricted_msg')}>
      {ip && (
        <p className="system-page__detail" data-testid="access-ip">
          {t('access_ip', { ip })}
        </p>
      )}
    </SystemPage>
  );
}
