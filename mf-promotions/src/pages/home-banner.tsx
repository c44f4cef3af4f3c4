import { useTranslation, type ParcelProps } from '@m/shared';

export function HomeBanner(props: ParcelProps) {
  const { t } = useTranslation('promotions');
  return (
    <section data-page="mf-promotions/HomeBanner" data-route={props.route}>
      <h2>{t('home_banner_title')}</h2>
    </section>
  );
}
