/**
 * The member lobby (/m/game) as rows (issue 27: it was one 19-screen scroll): each category's most
 * played games in a strip, with "See all" opening the category with its order and provider filter.
 */
import { isPlainClick, useTranslation } from '@m/shared';
import type { GameCardData } from './types';
import type { CategoryView } from './catalogue-view';
import { CategorySection } from './category-section';
import { sortGames } from './lobby-order';
import { GameStrip, type GameActions } from '../ui/game-tile';

/** Tiles per row: two screens' width on a phone, enough to scroll, little to draw. */
export const ROW_SIZE = 12;

export interface CategoryRowsProps {
  categories: readonly CategoryView[];
  actions: GameActions<GameCardData>;
  locale: string;
  onSeeAll: (category: string) => void;
  /** Tiles per row; ROW_SIZE unless told. */
  rowSize?: number;
  /**
   * The address "See all" leads to: given, it is a link (the home, drawn on the server, where a
   * tap before the scripts run must still work) whose plain click calls onSeeAll instead.
   */
  seeAllHref?: (category: string) => string;
}

export function CategoryRows({ categories, actions, locale, onSeeAll, rowSize = ROW_SIZE, seeAllHref }: CategoryRowsProps) {
  const { t } = useTranslation('games');
  const seeAll = (category: CategoryView) => {
    const text = t('lobby_see_all', { count: category.games.length });
    const testId = `see-all-${category.key}`;
    if (!seeAllHref)
      return (
        <button type="button" className="g-see-all" onClick={() => onSeeAll(category.key)} data-testid={testId}>
          {text}
        </button>
      );
    return (
      <a
        className="g-see-all"
        href={seeAllHref(category.key)}
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          onSeeAll(category.key);
        }}
        data-testid={testId}
      >
        {text}
      </a>
    );
  };
  return (
    <>
      {categories.map((category) => (
        <CategorySection key={category.key} category={category} aside={category.games.length > 0 && seeAll(category)}>
          {category.games.length > 0 ? (
            <GameStrip
              games={sortGames(category.games, 'popular', locale).slice(0, rowSize)}
              actions={actions}
              label={t('games_of', { vendor: category.title })}
              testId={`row-${category.key}`}
            />
          ) : (
            <p className="g-muted">{t('category_empty')}</p>
          )}
        </CategorySection>
      ))}
    </>
  );
}
