import { useTranslation } from '@m/shared';

/** The fixed 5.0 rating of the download bar (SPEC section 2). */
export function RatingStars() {
  const { t } = useTranslation('pwa');
  return (
    <span className="pwa-stars" role="img" aria-label={t('download_bar_rating_label')} data-testid="download-bar-rating">
      <span className="pwa-stars__icons" aria-hidden="true">
        ★★★★★
      </span>
      <span aria-hidden="true">5.0</span>
    </span>
  );
}
