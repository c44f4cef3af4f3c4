/**
 * The scrolling announcement line (SPEC 2, 9: 60 px per second). It moves only while on screen,
 * in a visible tab, not paused by the player (WCAG 2.2.2) and not under prefers-reduced-motion;
 * then it becomes a still row the player can scroll. Screen readers never read the moving copy:
 * they get the same announcements as a list of links.
 */
import { useRef, useState, type MouseEvent } from 'react';
import { currentLanguage, textDirection, useReducedMotion, useTranslation } from '@m/shared';
import type { Announcement } from '../common/announcement-api';
import { useInView } from '../platform/use-in-view';
import { usePageVisible } from '../platform/use-page-visible';
import { useMarqueeMotion } from './use-marquee-motion';

export interface AnnouncementMarqueeProps {
  items: Announcement[];
  basePath: string;
  navigate: (to: string) => void;
}

export function AnnouncementMarquee({ items, basePath, navigate }: AnnouncementMarqueeProps) {
  const { t } = useTranslation('promotions');
  const root = useRef<HTMLDivElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const inView = useInView(root);
  const pageVisible = usePageVisible();
  const reducedMotion = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const rtl = textDirection(currentLanguage()) === 'rtl';
  const moving = !reducedMotion && !paused && inView && pageVisible;
  useMarqueeMotion(viewport, track, { moving, enabled: !reducedMotion, rtl });

  const open = (event: MouseEvent, item: Announcement) => {
    event.preventDefault();
    navigate(`/activity?id=${encodeURIComponent(String(item.id))}`);
  };
  const links = items.map((item) => (
    <li key={String(item.id)}>
      <a href={`${basePath}/activity?id=${encodeURIComponent(String(item.id))}`} onClick={(event) => open(event, item)}>
        {item.title}
      </a>
    </li>
  ));

  return (
    <div ref={root} className="promo-marquee" data-testid="home-marquee" data-moving={moving}>
      <svg className="promo-marquee__icon" aria-hidden="true" width="18" height="18" viewBox="0 0 24 24">
        <path
          fill="currentColor"
          d="M3 10v4a1 1 0 0 0 1 1h2l5 4V5L6 9H4a1 1 0 0 0-1 1zm13.5 2A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4zM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6z"
        />
      </svg>
      {reducedMotion ? (
        <ul className="promo-marquee__static" aria-label={t('marquee_label')} data-testid="marquee-static">
          {links}
        </ul>
      ) : (
        <>
          <div ref={viewport} className="promo-marquee__viewport" aria-hidden="true">
            <div ref={track} className="promo-marquee__track" data-testid="marquee-track" style={{ transform: 'translateX(100vw)' }}>
              {items.map((item) => (
                <span key={String(item.id)} className="promo-marquee__item">
                  {item.title}
                </span>
              ))}
            </div>
          </div>
          <ul className="promo-visually-hidden" aria-label={t('marquee_label')}>
            {links}
          </ul>
          <button type="button" className="btn btn--small" aria-pressed={paused} onClick={() => setPaused((p) => !p)}>
            {paused ? t('marquee_play') : t('marquee_pause')}
          </button>
        </>
      )}
    </div>
  );
}
