import { BundleTag, useTranslation, type ParcelProps } from '@m/shared';

export function DownloadPage(props: ParcelProps) {
  const { t } = useTranslation('pwa');
  return (
    <section data-page="mf-pwa/DownloadPage" data-route={props.route}>
      <h1>{t('download_page_title')}</h1>
      <p>{t('download_page_desc')}</p>
      <BundleTag name={__BUNDLE_NAME__} version={__BUNDLE_VERSION__} />
    </section>
  );
}
