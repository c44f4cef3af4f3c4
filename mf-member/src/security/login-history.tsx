/** The last ten logins: when, on which device, how, from which address (a login that was not yours stands out). */
import { formatLocalDateTime, LoadFailed, useLoad, useTranslation } from '@m/shared';
import { fetchLogins, type LoginEntry } from './security-api';

export function LoginHistory() {
  const { t, i18n } = useTranslation('member');
  const logins = useLoad('security-logins', fetchLogins);
  const methods: Record<LoginEntry['method'], string> = {
    password: t('security_method_password'),
    sms: t('security_method_sms'),
    firebase: t('security_method_sms'),
    line: 'LINE',
    maya: 'Maya',
    two_factor: t('security_method_two_factor'),
    register: t('security_method_register'),
  };
  return (
    <section className="mc-card" aria-labelledby="sec-logins-title" aria-busy={logins.status === 'loading'} data-testid="security-logins">
      <h2 id="sec-logins-title">{t('security_logins_title')}</h2>
      {logins.status === 'failed' && <LoadFailed onRetry={logins.retry} />}
      {logins.status === 'ready' && (
        <ol className="mc-list sec-logins">
          {logins.value.items.map((entry) => (
            <li key={`${entry.at}-${entry.ip}`} className="sec-login" data-testid="security-login" data-method={entry.method}>
              <span className="mc-grow">
                <strong>{entry.device}</strong>
                <br />
                <span className="mc-muted">
                  {methods[entry.method]} · {entry.ip}
                </span>
              </span>
              <time className="mc-muted" dateTime={entry.at}>
                {formatLocalDateTime(entry.at, i18n.language)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
