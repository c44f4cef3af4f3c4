import { BundleTag, useTranslation, type ParcelProps } from '@m/shared';

export function ChangePasswordPage(props: ParcelProps) {
  const { t } = useTranslation('auth');
  return (
    <section data-page="mf-auth/ChangePasswordPage" data-route={props.route}>
      <h1>{t('change_password_page_title')}</h1>
      <p>{t('change_password_page_desc')}</p>
      <BundleTag name={__BUNDLE_NAME__} version={__BUNDLE_VERSION__} />
    </section>
  );
}
