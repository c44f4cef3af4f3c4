import { BundleTag, useTranslation, type ParcelProps } from '@m/shared';

export function NewsPage(props: ParcelProps) {
  const { t } = useTranslation('promotions');
  return (
    <section data-page="mf-promotions/NewsPage" data-route={props.route}>
      <h1>{t('news_page_title')}</h1>
      <p>{t('news_page_desc')}</p>
      <BundleTag name={__BUNDLE_NAME__} version={__BUNDLE_VERSION__} />
    </section>
  );
}
