/**
 * /m/member/security (issue 26): the password, the bound mobile and e-mail, the second factors,
 * the last logins and "sign out everywhere". The settings load once; each change answers the
 * new settings, shown at once.
 */
import { useState } from 'react';
import { LoadFailed, Skeleton, useLoad } from '@m/shared';
import { ContactCard } from './contact-card';
import { LoginHistory } from './login-history';
import { PasswordForm } from './password-form';
import { fetchSecurity, type SecuritySettings } from './security-api';
import { SignOutEverywhere } from './sign-out-everywhere';
import { TwoFactorCard } from './two-factor-card';
import { useSecurityStyles } from './security-styles';

export function SecurityView() {
  useSecurityStyles();
  const loaded = useLoad('security-settings', fetchSecurity);
  const [changed, setChanged] = useState<SecuritySettings | null>(null);
  if (loaded.status === 'failed') return <LoadFailed onRetry={loaded.retry} />;
  if (loaded.status === 'loading') return <Skeleton lines={6} card />;
  const settings = changed ?? loaded.value;
  return (
    <>
      <PasswordForm />
      <ContactCard kind="mobile" settings={settings} onChanged={setChanged} />
      <ContactCard kind="email" settings={settings} onChanged={setChanged} />
      <TwoFactorCard settings={settings} onChanged={setChanged} />
      <LoginHistory />
      <SignOutEverywhere />
    </>
  );
}
