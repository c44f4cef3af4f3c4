import { BundleTag, useTranslation, type ParcelProps } from '@m/shared';

export function ActivityPage(props: ParcelProps) {
  const { t } = useTranslation('promotions');
  return (
    <section data-page="mf-promotions/ActivityPage" data-route={props.route}>
      <h1>{t('activity_page_title')}</h1>
      <p>{t('activity_page_desc')}</p>
      <BundleTag name={__BUNDLE_NAME__} version={__BUNDLE_VERSION__} />
    </section>
  );
}
