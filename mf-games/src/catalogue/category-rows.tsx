/**
 * The member lobby (/m/game) as rows (issue 27: it was one 19-screen scroll): each category's most
 * played games in a strip, with "See all" opening the category with its order and provider filter.
 */
import { useTranslation } from '@m/shared';
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
}

export function CategoryRows({ categories, actions, locale, onSeeAll }: CategoryRowsProps) {
  const { t } = useTranslation('games');
  return (
    <>
      {categories.map((category) => (
        <CategorySection
          key={category.key}
          category={category}
          aside={
            category.games.length > 0 && (
              <button type="button" className="g-see-all" onClick={() => onSeeAll(category.key)} data-testid={`see-all-${category.key}`}>
                {t('lobby_see_all', { count: category.games.length })}
              </button>
            )
          }
        >
          {category.games.length > 0 ? (
            <GameStrip
              games={sortGames(category.games, 'popular', locale).slice(0, ROW_SIZE)}
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
