/**
 * The game area of one route (/m/game or a category page): search, the player's favourites and
 * recently played games, each category in SPEC 9 order with its vendors and games, sports
 * matches on the sports page, and the game-vendor view when the address names a vendor.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { LoadFailed, useTranslation } from '@m/shared';
import { categoryViews, vendorGames } from '../catalogue/catalogue-view';
import { groupCategories, TCG_GROUP } from '../catalogue/category-order';
import { useCatalogue } from '../catalogue/use-catalogue';
import { VendorList } from '../catalogue/vendor-list';
import { CategoryLobby } from '../catalogue/category-lobby';
import { CategoryRows } from '../catalogue/category-rows';
import { CategorySection } from '../catalogue/category-section';
import { lobbyPath, readLobbyParams } from '../catalogue/lobby-params';
import { useFavourites } from '../favourites/use-favourites';
import { usePlay, type PlayableGame } from '../launch/use-play';
import { MatchList } from '../matches/match-list';
import { useRecent } from '../recent/use-recent';
import { GameSearch } from '../search/game-search';
import { GameGrid, type GameActions } from '../ui/game-tile';
import { MemberRows } from '../lobby-rows/member-rows';
import { TileSkeletons } from '../ui/skeletons';
import { useScrollMemory } from '../vendors/use-scroll-memory';
import { VendorView } from '../vendors/vendor-view';

export interface GameBrowserProps {
  /** `game`, or the category route (`rng`, `sports`, `elott`...). */
  route: string;
  search: string;
  navigate: (to: string) => void;
}

const VENDOR_CODE = /^[\w-]{1,32}$/;

/** How long the lobby waits for the member's favourites and recent games (as Me waits for its parts). */
const MEMBER_ROWS_WAIT_MS = 3_000;

/** `pending`, for at most `ms` from when it became pending: one slow answer must not hold the page back. */
function useWaitAtMost(pending: boolean, ms: number): boolean {
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setLate(true), ms);
    return () => clearTimeout(timer);
  }, [pending, ms]);
  return pending && !late;
}

export function GameBrowser({ route, search, navigate }: GameBrowserProps) {
  const { t, i18n } = useTranslation('games');
  const locale = i18n.language;
  const catalogue = useCatalogue();
  const favourites = useFavourites();
  const recent = useRecent();
  const vendorParam = new URLSearchParams(search).get('vendor');
  const vendor = vendorParam && VENDOR_CODE.test(vendorParam) ? vendorParam : null;
  const here = `/m/${route}${vendor ? `?vendor=${encodeURIComponent(vendor)}` : ''}`;
  const { remember } = useScrollMemory(here, catalogue.status === 'ready');
  const { play, trial, overlay } = usePlay({ navigate, here, beforeLeave: remember });

  const actions: GameActions<PlayableGame & { imageUrl: string }> = useMemo(
    () => ({
      play,
      ...(favourites.signedIn ? {} : { trial }),
      isFavourite: favourites.isFavourite,
      toggleFavourite: favourites.toggleFavourite,
    }),
    [play, trial, favourites.signedIn, favourites.isFavourite, favourites.toggleFavourite],
  );
  const openVendor = useCallback(
    (code: string) => {
      remember();
      navigate(`/${route}?vendor=${encodeURIComponent(code)}`);
    },
    [navigate, route, remember],
  );

  // The lobby (a member's page, drawn in the browser) waits in its loading look for the member's
  // own rows too, so they come in with it instead of pushing it down after it (0.18 of layout
  // shift, issue 37); a while at most: slower rows then fill the place they took last time.
  const waitingForMemberRows = useWaitAtMost(
    route === 'game' && favourites.signedIn && !(favourites.ready && recent.status !== 'loading'),
    MEMBER_ROWS_WAIT_MS,
  );
  if (catalogue.status === 'failed') return <LoadFailed onRetry={catalogue.retry} message={t('load_failed')} className="g-notice" />;
  if (catalogue.status === 'loading' || waitingForMemberRows) return <TileSkeletons count={9} label={t('loading')} />;

  const structure = catalogue.value;
  if (vendor) {
    const view = vendorGames(structure, route, vendor);
    if (!view) return <LoadFailed onRetry={() => navigate(`/${route}`)} message={t('load_failed')} className="g-notice" />;
    return (
      <>
        <VendorView
          name={view.name}
          maintenance={view.maintenance}
          games={view.games}
          actions={actions}
          onBack={() => {
            remember();
            navigate(`/${route}`);
          }}
        />
        {overlay}
      </>
    );
  }

  // On /m/game the categories come in their groups (RNG and PVP together under TCG, SPEC 9).
  const groups = groupCategories(categoryViews(structure, route), structure.sorting);
  const categories = groups.flatMap((group) => group.categories);
  const lobby = route === 'game';
  const params = lobby
    ? readLobbyParams(
        search,
        categories.map((category) => category.key),
        structure.allVendors.map((entry) => entry.vendor),
      )
    : null;
  const seeAll = params?.category ? categories.find((category) => category.key === params.category) : undefined;
  if (params && seeAll) {
    return (
      <>
        <CategoryLobby
          category={seeAll}
          params={params}
          providerNames={new Map(structure.allVendors.map((entry) => [entry.vendor, entry.name]))}
          actions={actions}
          locale={locale}
          onChange={(next) => navigate(lobbyPath(next))}
          onBack={() => navigate(lobbyPath({ ...params, category: null }))}
        />
        {overlay}
      </>
    );
  }
  return (
    <>
      {/* While the player searches, the results stand where the lobby was (search/game-search.tsx). */}
      <GameSearch actions={actions}>
        {route === 'game' && (
          <MemberRows
            signedIn={favourites.signedIn}
            favourites={favourites}
            recent={{ ready: recent.status === 'ready' || recent.status === 'failed', list: recent.status === 'ready' ? recent.value : [] }}
            actions={actions}
          />
        )}
        {route === 'game' && groups.length > 1 && (
          <nav aria-label={t('category_nav')}>
            <ul className="g-chips" data-testid="category-groups">
              {groups.map((group) => (
                <li key={group.group}>
                  <a className="g-chip" href={`#g-cat-${group.categories[0]!.key}`} data-group={group.group}>
                    {group.group === TCG_GROUP ? t('group_tcg') : group.categories[0]!.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {route === 'sports' && <MatchList />}
        {categories.length === 0 && <p className="g-notice">{t('category_empty')}</p>}
        {lobby && (
          <CategoryRows
            categories={categories}
            actions={actions}
            locale={locale}
            onSeeAll={(category) => navigate(lobbyPath({ category, order: 'popular', provider: null }))}
          />
        )}
        {!lobby &&
          categories.map((category, index) => (
            <CategorySection key={category.key} category={category}>
              <VendorList
                vendors={category.vendors}
                onOpen={(entry) => openVendor(entry.vendor)}
                label={t('vendors_of', { category: category.title })}
              />
              <GameGrid
                games={category.games}
                actions={actions}
                label={t('games_of', { vendor: category.title })}
                showVendor
                firstOnScreen={index === 0}
              />
            </CategorySection>
          ))}
      </GameSearch>
      {overlay}
    </>
  );
}
