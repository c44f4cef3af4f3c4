import { BundleTag, useTranslation, type ParcelProps } from '@m/shared';
import { PromotionBrowser } from '../activity/promotion-browser';
import { usePromoStyles } from '../ui/promo-styles';

/** /m/news: the promotion announcement categories as tabs, the list of the selected one. */
export function NewsPage(props: ParcelProps) {
  usePromoStyles();
  const { t } = useTranslation('promotions');
  return (
    <section className="promo-page" data-page="mf-promotions/NewsPage" data-route={props.route}>
      <h1>{t('news_page_title')}</h1>
      <PromotionBrowser search={props.search} basePath={props.basePath} route="/news" navigate={props.navigate} />
      <BundleTag name={__BUNDLE_NAME__} version={__BUNDLE_VERSION__} />
    </section>
  );
}
