import { BundleTag, useTranslation, type ParcelProps } from '@m/shared';
import { LaunchScreen } from '../launch/launch-screen';
import { ensureGamesStyles } from '../ui/games-styles';

/** /m/launchGame?prize_mode|vendor&code&playType&backUrl&lottoView (SPEC 2, 7). */
export function LaunchGamePage(props: ParcelProps) {
  ensureGamesStyles();
  const { t } = useTranslation('games');
  return (
    <section className="g-page" data-page="mf-games/LaunchGamePage" data-route={props.route}>
      <h1>{t('launch_game_page_title')}</h1>
      <LaunchScreen search={props.search} navigate={props.navigate} />
      <BundleTag name={__BUNDLE_NAME__} version={__BUNDLE_VERSION__} />
    </section>
  );
}
