import { BundleTag, useTranslation, type ParcelProps } from '@m/shared';

export function RegisterPage(props: ParcelProps) {
  const { t } = useTranslation('auth');
  return (
    <section data-page="mf-auth/RegisterPage" data-route={props.route}>
      <h1>{t('register_page_title')}</h1>
      <p>{t('register_page_desc')}</p>
      <BundleTag name={__BUNDLE_NAME__} version={__BUNDLE_VERSION__} />
    </section>
  );
}
