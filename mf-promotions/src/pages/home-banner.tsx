import { useEffect } from 'react';
import { availablePromotions, LoadFailed, useLoad, useTranslation, type ParcelProps } from '@m/shared';
import { BannerCarousel } from '../banners/banner-carousel';
import { fetchBanners } from '../common/banner-api';
import { usePromoStyles } from '../ui/promo-styles';

/** Home: the carousel of the merchant's `home` banners; its slot keeps the banner's ratio while loading. */
export function HomeBanner(props: ParcelProps) {
  usePromoStyles();
  const { t } = useTranslation('promotions');
  const state = useLoad('home', (signal) => fetchBanners('home', signal));
  // The page's one fetch of the available promotions (SPEC 3): the download bar's gift and the
  // referral entry read the shared store; whoever asks first starts it, nobody asks twice.
  useEffect(() => void availablePromotions.load(), []);
  return (
    <section data-page="mf-promotions/HomeBanner" data-route={props.route} aria-label={t('banner_label')}>
      {state.status === 'loading' && <div className="promo-carousel" aria-busy="true" />}
      {state.status === 'failed' && <LoadFailed className="promo-carousel" onRetry={state.retry} />}
      {state.status === 'ready' && state.value.length > 0 && (
        <BannerCarousel banners={state.value} basePath={props.basePath} navigate={props.navigate} />
      )}
    </section>
  );
}
