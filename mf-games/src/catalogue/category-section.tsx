/**
 * One category's section, the same on a category page and in the lobby's rows: its heading (the
 * target of the category chips' `#g-cat-KEY` links), anything beside the heading, then its games.
 */
import type { ReactNode } from 'react';
import { categoryGroup } from './category-order';
import type { CategoryView } from './catalogue-view';

export function CategorySection({ category, aside, children }: { category: CategoryView; aside?: ReactNode; children: ReactNode }) {
  const heading = <h2 id={`g-cat-${category.key}`}>{category.title}</h2>;
  return (
    <section
      className="g-section"
      data-group={categoryGroup(category.key)}
      aria-labelledby={`g-cat-${category.key}`}
      data-testid={`category-${category.key}`}
    >
      {aside ? (
        <div className="g-row__head">
          {heading}
          {aside}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
