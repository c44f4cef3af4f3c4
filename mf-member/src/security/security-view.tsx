/**
 * /m/member/security (issue 26): the password, the bound mobile and e-mail, the second factors,
 * the last logins and "sign out everywhere". The settings load once; each change answers the
 * new settings, shown at once. Reached from a withdrawal with `?returnTo=` (an allow-listed page),
 * the mobile number comes first and the player goes back once it is added.
 */
import { useMemo, useState } from 'react';
import { LoadFailed, Skeleton, useLoad, useTranslation } from '@m/shared';
import { AppLink } from '../ui/app-link';
import { returnPath } from '../platform/return-path';
import { ContactCard } from './contact-card';
import { LoginHistory } from './login-history';
import { PasswordForm } from './password-form';
import { fetchSecurity, type SecuritySettings } from './security-api';
import { SignOutEverywhere } from './sign-out-everywhere';
import { TwoFactorCard } from './two-factor-card';
import { useSecurityStyles } from './security-styles';

export function SecurityView({ search, navigate }: { search: string; navigate: (to: string) => void }) {
  useSecurityStyles();
  const { t } = useTranslation('member');
  const loaded = useLoad('security-settings', fetchSecurity);
  const [changed, setChanged] = useState<SecuritySettings | null>(null);
  // Sent here from a withdrawal to add the missing mobile: shown first, and the way back after.
  const back = useMemo(() => (typeof window === 'undefined' ? null : returnPath(search, window.location.origin)), [search]);
  if (loaded.status === 'failed') return <LoadFailed onRetry={loaded.retry} />;
  if (loaded.status === 'loading') return <Skeleton lines={6} card />;
  const settings = changed ?? loaded.value;
  const mobileCard = (
    <ContactCard
      kind="mobile"
      settings={settings}
      startOpen={back !== null && !settings.mobileNum}
      onChanged={(next) => {
        setChanged(next);
        if (back && next.mobileNum) navigate(back);
      }}
    />
  );
  return (
    <>
      {back && (
        <div className="mc-card" data-testid="security-return">
          {!settings.mobileNum && <p>{t('security_return_hint')}</p>}
          <AppLink to={back} navigate={navigate} className="btn btn--small" testId="security-return-link">
            {t('security_return_withdraw')}
          </AppLink>
        </div>
      )}
      {back && mobileCard}
      <PasswordForm />
      {!back && mobileCard}
      <ContactCard kind="email" settings={settings} onChanged={setChanged} />
      <TwoFactorCard settings={settings} onChanged={setChanged} />
      <LoginHistory />
      <SignOutEverywhere />
    </>
  );
}
