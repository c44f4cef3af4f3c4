/** Promotion cards (image and title), each leading to its activity page. */
import type { MouseEvent } from 'react';
import type { Announcement } from '../common/announcement-api';

export interface PromotionListProps {
  items: Announcement[];
  basePath: string;
  navigate: (to: string) => void;
  emptyText: string;
}

export function PromotionList({ items, basePath, navigate, emptyText }: PromotionListProps) {
  if (items.length === 0) return <p className="promo-state">{emptyText}</p>;
  return (
    <ul className="promo-list" data-testid="promotion-list">
      {items.map((item) => {
        const to = `/activity?id=${encodeURIComponent(String(item.id))}`;
        const open = (event: MouseEvent) => {
          event.preventDefault();
          navigate(to);
        };
        return (
          <li key={String(item.id)}>
            <a className="promo-card" href={`${basePath}${to}`} onClick={open} data-activity-id={String(item.id)}>
              {item.imageUrl && <img className="promo-card__image" src={item.imageUrl} alt="" width={750} height={300} loading="lazy" />}
              <span className="promo-card__title">{item.title}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
