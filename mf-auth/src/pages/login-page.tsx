import { useEffect } from 'react';
import { BundleTag, useTranslation, type ParcelProps } from '@m/shared';
import { LoginForm } from '../login/login-form';
import { handleLineReturn } from '../login/line-service';
import { autoLoginOnLoad } from '../login/auto-login';
import { useAuthStyles } from '../ui/auth-styles';

/** /m/login: the login form as a page (SPEC 2), also where LINE may return and auto-login runs. */
export function LoginPage(props: ParcelProps) {
  useAuthStyles();
  const { t } = useTranslation('auth');
  useEffect(() => {
    void handleLineReturn();
    void autoLoginOnLoad();
  }, []);
  return (
    <section className="auth-page" data-page="mf-auth/LoginPage" data-route={props.route}>
      <h1>{t('login_page_title')}</h1>
      <LoginForm onRegister={() => props.navigate('/register')} onForgot={() => props.navigate('/forgotPassword')} />
      <BundleTag name={__BUNDLE_NAME__} version={__BUNDLE_VERSION__} />
    </section>
  );
}
