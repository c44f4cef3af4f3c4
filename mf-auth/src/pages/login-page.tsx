import { BundleTag, useTranslation, type ParcelProps } from '@m/shared';

export function LoginPage(props: ParcelProps) {
  const { t } = useTranslation('auth');
  return (
    <section data-page="mf-auth/LoginPage" data-route={props.route}>
      <h1>{t('login_page_title')}</h1>
      <p>{t('login_page_desc')}</p>
      <BundleTag name={__BUNDLE_NAME__} version={__BUNDLE_VERSION__} />
    </section>
  );
}
