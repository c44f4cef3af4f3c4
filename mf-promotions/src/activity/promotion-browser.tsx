/**
 * The promotion announcement categories as tabs and the list of the selected one. The tab is in
 * the address (`?category=`), so a shared link or the back button keeps it.
 */
import { LoadFailed, useLoad, useTranslation, Skeleton } from '@m/shared';
import { fetchPromotionCategories, fetchPromotions } from '../common/announcement-api';
import { parseCategory } from './activity-id';
import { CategoryTabs, tabId } from './category-tabs';
import { PromotionList } from './promotion-list';

export interface PromotionBrowserProps {
  search: string;
  basePath: string;
  /** The route the tabs live on (`/news` or `/activity`). */
  route: string;
  navigate: (to: string, options?: { replace?: boolean }) => void;
}

const PANEL_ID = 'promo-tab-panel';

export function PromotionBrowser({ search, basePath, route, navigate }: PromotionBrowserProps) {
  const { t } = useTranslation('promotions');
  const categories = useLoad('categories', (signal) => fetchPromotionCategories(signal));
  const wanted = parseCategory(search);
  const ids = categories.status === 'ready' ? categories.value.map((category) => String(category.id)) : [];
  const selected = wanted && ids.includes(wanted) ? wanted : (ids[0] ?? null);
  const items = useLoad([selected], (signal) => (selected === null ? Promise.resolve([]) : fetchPromotions(selected, signal)));

  if (categories.status === 'loading') return <Skeleton lines={3} card />;
  if (categories.status === 'failed') return <LoadFailed onRetry={categories.retry} />;
  if (selected === null) return <p className="promo-state">{t('no_promotions')}</p>;

  const pathOf = (id: string) =>
    `${route}?${new URLSearchParams({ ...Object.fromEntries(new URLSearchParams(search)), category: id }).toString()}`;
  const select = (id: string) => navigate(pathOf(id), { replace: true });
  return (
    <>
      <CategoryTabs
        categories={categories.value}
        selected={selected}
        label={t('categories_label')}
        panelId={PANEL_ID}
        onSelect={select}
        hrefFor={(id) => `${basePath}${pathOf(id)}`}
      />
      <div id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(selected)} data-category={selected}>
        {items.status === 'loading' && <Skeleton lines={4} card />}
        {items.status === 'failed' && <LoadFailed onRetry={items.retry} />}
        {items.status === 'ready' && (
          <PromotionList items={items.value} basePath={basePath} navigate={navigate} emptyText={t('no_promotions')} />
        )}
      </div>
    </>
  );
}
