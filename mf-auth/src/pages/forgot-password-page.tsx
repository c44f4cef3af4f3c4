/** /m/forgotPassword (issue 26): linked from the login form; a new password through the phone, then signed in. */
import { BundleTag, useTranslation, type ParcelProps } from '@m/shared';
import { ForgotPasswordForm } from '../login/forgot-password-form';
import { useAuthStyles } from '../ui/auth-styles';

export function ForgotPasswordPage(props: ParcelProps) {
  useAuthStyles();
  const { t } = useTranslation('auth');
  return (
    <section className="auth-page" data-page="mf-auth/ForgotPasswordPage" data-route={props.route}>
      <h1>{t('forgot_page_title')}</h1>
      <p className="auth-note">{t('forgot_page_desc')}</p>
      <ForgotPasswordForm />
      <p className="auth-switch">
        <a
          href="/m/login"
          onClick={(event) => {
            event.preventDefault();
            props.navigate('/login');
          }}
          data-testid="forgot-back"
        >
          {t('forgot_back_to_login')}
        </a>
      </p>
      <BundleTag name={__BUNDLE_NAME__} version={__BUNDLE_VERSION__} />
    </section>
  );
}
