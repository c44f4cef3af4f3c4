import { useLoad, useTranslation, type ParcelProps } from '@m/shared';
import { fetchPromotions } from '../common/announcement-api';
import { AnnouncementMarquee } from '../marquee/announcement-marquee';
import { usePromoStyles } from '../ui/promo-styles';

/** Home: the announcement marquee, in a line of fixed height (its slot reserves it). */
export function HomeMarquee(props: ParcelProps) {
  usePromoStyles();
  const { t } = useTranslation('promotions');
  const state = useLoad('announcements', (signal) => fetchPromotions(undefined, signal));
  return (
    <section data-page="mf-promotions/HomeMarquee" data-route={props.route} aria-label={t('marquee_label')}>
      {state.status === 'ready' && state.value.length > 0 ? (
        <AnnouncementMarquee items={state.value} basePath={props.basePath} navigate={props.navigate} />
      ) : (
        <div className="promo-marquee" aria-hidden="true" />
      )}
    </section>
  );
}
