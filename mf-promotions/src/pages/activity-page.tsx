import { BundleTag, useTranslation, type ParcelProps } from '@m/shared';
import { parseActivityId } from '../activity/activity-id';
import { ActivityDetail, ActivityNotFound } from '../activity/activity-detail';
import { PromotionBrowser } from '../activity/promotion-browser';
import { usePromoStyles } from '../ui/promo-styles';

/** /m/activity?id={id}: one activity; without an id, the promotions by category. */
export function ActivityPage(props: ParcelProps) {
  usePromoStyles();
  const { t } = useTranslation('promotions');
  const id = parseActivityId(props.search);
  return (
    <section className="promo-page" data-page="mf-promotions/ActivityPage" data-route={props.route}>
      {id.kind === 'id' && <ActivityDetail id={id.id} basePath={props.basePath} navigate={props.navigate} />}
      {id.kind === 'invalid' && <ActivityNotFound basePath={props.basePath} navigate={props.navigate} />}
      {id.kind === 'none' && (
        <>
          <h1>{t('activity_page_title')}</h1>
          <PromotionBrowser search={props.search} basePath={props.basePath} route="/activity" navigate={props.navigate} />
        </>
      )}
      <BundleTag name={__BUNDLE_NAME__} version={__BUNDLE_VERSION__} />
    </section>
  );
}
