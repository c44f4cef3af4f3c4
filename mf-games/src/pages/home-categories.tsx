import { useTranslation, type ParcelProps } from '@m/shared';
import { LotteryEntry } from '../lottery/lottery-entry';

export function HomeCategories(props: ParcelProps) {
  const { t } = useTranslation('games');
  return (
    <section data-page="mf-games/HomeCategories" data-route={props.route}>
      <h2>{t('home_categories_title')}</h2>
      <LotteryEntry navigate={props.navigate} />
    </section>
  );
}
