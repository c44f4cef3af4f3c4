/**
 * The home's lower part (issue 27): a row per game category with "See all" to its page, the
 * merchant's providers, and its latest big wins. Drawn from the catalogue the widget already
 * loads (on the server, handed over to the browser), so it adds no call but the winners; links
 * are real addresses, so a tap before the scripts run still works. Each row shows a few games,
 * lazily loaded, at the strip's fixed height: nothing moves when the images arrive.
 */
import { useMemo } from 'react';
import { useTranslation } from '@m/shared';
import { homeCategories, siteVendors } from '../catalogue/catalogue-view';
import { CategoryRows } from '../catalogue/category-rows';
import type { VendorStructure } from '../catalogue/types';
import { VendorList } from '../catalogue/vendor-list';
import { routeOf } from '../catalogue/route-categories';
import type { GameActions } from '../ui/game-tile';
import type { GameCardData } from '../catalogue/types';
import { WinnersTicker } from '../winners/winners-ticker';

/**
 * Tiles per row on the home: about a screen and a half on a phone, the rest behind "See all".
 * Every tile is drawn on the server and hydrated on a cheap phone's main thread, and the home has
 * a row per category (a dozen on demo): eight a row made home's first visit measurably slower.
 */
export const HOME_ROW_SIZE = 6;

export interface HomeRowsProps {
  structure: VendorStructure;
  actions: GameActions<GameCardData>;
  navigate: (to: string) => void;
}

export function HomeRows({ structure, actions, navigate }: HomeRowsProps) {
  const { t, i18n } = useTranslation('games');
  const categories = useMemo(() => homeCategories(structure), [structure]);
  const vendors = useMemo(() => siteVendors(structure), [structure]);
  const pageOf = (category: string) => `/${routeOf(category) ?? 'game'}`;
  const vendorPage = (vendor: { vendor: string; route: string }) => `/${vendor.route}?vendor=${encodeURIComponent(vendor.vendor)}`;
  return (
    <>
      <CategoryRows
        categories={categories}
        actions={actions}
        locale={i18n.language}
        rowSize={HOME_ROW_SIZE}
        seeAllHref={(category) => `/m${pageOf(category)}`}
        onSeeAll={(category) => navigate(pageOf(category))}
      />
      {vendors.length > 0 && (
        <section className="g-section" aria-labelledby="g-providers-title">
          <h2 id="g-providers-title">{t('providers_title')}</h2>
          <VendorList
            vendors={vendors}
            label={t('providers_title')}
            row
            testId="providers"
            hrefOf={(vendor) => `/m${vendorPage(vendor)}`}
            onOpen={(vendor) => navigate(vendorPage(vendor))}
          />
        </section>
      )}
      <WinnersTicker />
    </>
  );
}
