import { BundleTag, useTranslation, type ParcelProps } from '@m/shared';
import { ensureGamesStyles } from '../ui/games-styles';
import { GameBrowser } from './game-browser';

/** /m/sports, /m/live, /m/rng, /m/table, /m/fish, /m/pvp, /m/crash, /m/arcade, /m/elott (SPEC 2). */
export function CategoryPage(props: ParcelProps) {
  ensureGamesStyles();
  const { t } = useTranslation('games');
  const category = (props.params.category ?? props.route.replace(/^\//, '')).toLowerCase();
  return (
    <section className="g-page" data-page="mf-games/CategoryPage" data-route={props.route} data-category={category}>
      <h1>{t(`category_${category}`, { defaultValue: t('category_page_title') })}</h1>
      <GameBrowser route={category} search={props.search} navigate={props.navigate} />
      <BundleTag name={__BUNDLE_NAME__} version={__BUNDLE_VERSION__} />
    </section>
  );
}
