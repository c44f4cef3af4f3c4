/**
 * mf-games' widget on /m/home: the lottery, the merchant's game categories and its hot games,
 * then a row per category, the providers and the latest big wins (home-rows.tsx).
 * Its height is reserved before the data arrives (skeletons of the same size): no layout shift.
 */
import { useMemo, type MouseEvent } from 'react';
import { useTranslation, type ParcelProps } from '@m/shared';
import { orderCategories } from '../catalogue/category-order';
import { routeOf } from '../catalogue/route-categories';
import { useCatalogue } from '../catalogue/use-catalogue';
import { useHotGames } from '../hot/use-hot-games';
import { usePlay } from '../launch/use-play';
import { useSessionToken } from '../platform/use-session-token';
import { GameStrip } from '../ui/game-tile';
import { ensureGamesStyles } from '../ui/games-styles';
import { ChipSkeletons, TileSkeletons } from '../ui/skeletons';
import { HomeRows } from './home-rows';

export function HomeCategories(props: ParcelProps) {
  ensureGamesStyles();
  const { t } = useTranslation('games');
  const catalogue = useCatalogue();
  const hot = useHotGames();
  const { play, trial, overlay } = usePlay({ navigate: props.navigate, here: '/m/home' });
  // A guest's tiles (with Free trial) while hydrating the server's guest page, then the member's.
  const signedIn = useSessionToken() !== null;

  const links = useMemo(() => {
    if (catalogue.status !== 'ready') return [];
    const seen = new Set<string>();
    return orderCategories(catalogue.value.categories, catalogue.value.sorting).flatMap((category) => {
      const route = routeOf(category.key);
      if (!route || seen.has(route)) return [];
      seen.add(route);
      return [{ route, title: category.title }];
    });
  }, [catalogue]);

  const go = (event: MouseEvent<HTMLAnchorElement>, route: string) => {
    event.preventDefault();
    props.navigate(`/${route}`);
  };

  return (
    <section className="g-home" data-page="mf-games/HomeCategories" data-route={props.route} aria-labelledby="g-home-title">
      <h2 id="g-home-title">{t('home_categories_title')}</h2>
      <nav className="g-home__cats" aria-label={t('home_categories_title')}>
        {catalogue.status === 'loading' ? (
          <ChipSkeletons count={8} />
        ) : (
          <ul className="g-chips">
            <li>
              <button
                type="button"
                className="g-chip"
                data-testid="lottery-entry"
                onClick={() =>
                  play({ code: 'game_list', vendor: 'LOTT', name: t('lottery_entry'), type: 'LOTT', trial: false, maintenance: false })
                }
              >
                {t('lottery_entry')}
              </button>
            </li>
            {links.map((link) => (
              <li key={link.route}>
                <a
                  className="g-chip"
                  href={`/m/${link.route}`}
                  onClick={(event) => go(event, link.route)}
                  data-testid={`category-link-${link.route}`}
                >
                  {link.title}
                </a>
              </li>
            ))}
          </ul>
        )}
      </nav>
      <section className="g-section" aria-labelledby="g-hot-title">
        <h3 id="g-hot-title">{t('hot_title')}</h3>
        {hot.status === 'ready' ? (
          <GameStrip games={hot.value} actions={signedIn ? { play } : { play, trial }} label={t('hot_title')} testId="hot-games" />
        ) : hot.status === 'loading' ? (
          // The strip's own height (.g-strip-box), so nothing moves when the games arrive.
          <div className="g-strip-box">
            <TileSkeletons count={4} label={t('loading')} />
          </div>
        ) : (
          <p className="g-muted g-strip-box">{t('load_failed')}</p>
        )}
      </section>
      {catalogue.status === 'ready' ? (
        <HomeRows structure={catalogue.value} actions={signedIn ? { play } : { play, trial }} navigate={props.navigate} />
      ) : (
        // Its final height is not known before the catalogue: the shell hides what follows it
        // meanwhile (data-pending-height, issue 37), so nothing moves when the rows arrive.
        catalogue.status === 'loading' && <div className="g-home__rows-box" data-pending-height="" />
      )}
      {overlay}
    </section>
  );
}
