import { BundleTag, useTranslation, type ParcelProps } from '@m/shared';

export function CategoryPage(props: ParcelProps) {
  const { t } = useTranslation('games');
  return (
    <section data-page="mf-games/CategoryPage" data-route={props.route}>
      <h1>{t('category_page_title')}</h1>
      <p>{t('category_page_desc')}</p>
      <BundleTag name={__BUNDLE_NAME__} version={__BUNDLE_VERSION__} />
    </section>
  );
}
