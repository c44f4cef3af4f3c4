/**
 * The promotion categories as tabs (WAI-ARIA tabs: arrow keys, Home and End move between them;
 * only the selected one is in the Tab order). Each tab is a link to its category's address: on a
 * page drawn by the server, a tap before the browser has taken the page over still opens the
 * category (the server draws it from `?category=`); afterwards the tap is followed in place.
 */
import { isPlainClick } from '@m/shared';
import { useRef, type KeyboardEvent } from 'react';
import type { PromotionCategory } from '../common/announcement-api';

export interface CategoryTabsProps {
  categories: PromotionCategory[];
  selected: string;
  label: string;
  panelId: string;
  onSelect: (id: string) => void;
  /** The address of a category's tab (the page with `?category=`). */
  hrefFor: (id: string) => string;
}

export function tabId(id: string): string {
  return `promo-tab-${id}`;
}

export function CategoryTabs({ categories, selected, label, panelId, onSelect, hrefFor }: CategoryTabsProps) {
  const list = useRef<HTMLDivElement>(null);
  const ids = categories.map((category) => String(category.id));
  const onKeyDown = (event: KeyboardEvent) => {
    const at = ids.indexOf(selected);
    const moves: Record<string, number> = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: ids.length - 1 };
    if (!(event.key in moves) || ids.length === 0) return;
    event.preventDefault();
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = event.key === 'ArrowRight' ? (rtl ? -1 : 1) : event.key === 'ArrowLeft' ? (rtl ? 1 : -1) : 0;
    const next = step === 0 ? moves[event.key]! : (at + step + ids.length) % ids.length;
    const id = ids[next]!;
    onSelect(id);
    list.current?.querySelector<HTMLElement>(`#${tabId(id)}`)?.focus();
  };
  return (
    // The arrow keys move between the tabs (WAI-ARIA tabs pattern, roving tabindex): the focus is
    // on a tab, never on the list, which only hears the keys that bubble up from its tabs.
    // oxlint-disable-next-line jsx-a11y/interactive-supports-focus
    <div ref={list} className="promo-tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {categories.map((category) => {
        const id = String(category.id);
        const active = id === selected;
        return (
          <a
            key={id}
            id={tabId(id)}
            href={hrefFor(id)}
            role="tab"
            className="promo-tab"
            aria-selected={active}
            aria-controls={panelId}
            tabIndex={active ? 0 : -1}
            onClick={(event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              onSelect(id);
            }}
          >
            {category.name}
          </a>
        );
      })}
    </div>
  );
}
