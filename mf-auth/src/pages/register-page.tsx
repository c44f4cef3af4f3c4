import { useEffect } from 'react';
import { BundleTag, useTranslation, type ParcelProps } from '@m/shared';
import { RegisterForm } from '../register/register-form';
import { SocialButtons } from '../login/social-buttons';
import { handleLineReturn } from '../login/line-service';
import { useAuthStyles } from '../ui/auth-styles';

/** /m/register and /m/register.html: the registration form as a page (SPEC 2). */
export function RegisterPage(props: ParcelProps) {
  useAuthStyles();
  const { t } = useTranslation('auth');
  useEffect(() => {
    void handleLineReturn();
  }, []);
  return (
    <section className="auth-page" data-page="mf-auth/RegisterPage" data-route={props.route}>
      <h1>{t('register_page_title')}</h1>
      <RegisterForm onLogin={() => props.navigate('/login')} social={<SocialButtons purpose="register" />} />
      <BundleTag name={__BUNDLE_NAME__} version={__BUNDLE_VERSION__} />
    </section>
  );
}
