import { BundleTag, useTranslation, type ParcelProps } from '@m/shared';
import { ensureGamesStyles } from '../ui/games-styles';
import { GameBrowser } from './game-browser';

/** /m/game: every category of the merchant, with search, favourites and recently played. */
export function GamePage(props: ParcelProps) {
  ensureGamesStyles();
  const { t } = useTranslation('games');
  return (
    <section className="g-page" data-page="mf-games/GamePage" data-route={props.route}>
      <h1>{t('game_page_title')}</h1>
      <GameBrowser route="game" search={props.search} navigate={props.navigate} />
      <BundleTag name={__BUNDLE_NAME__} version={__BUNDLE_VERSION__} />
    </section>
  );
}
