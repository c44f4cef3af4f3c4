/**
 * The home banner carousel: swipe, dots, and auto-advance that holds while the player touches
 * it, while it is off screen or the tab hidden, and under prefers-reduced-motion. Its box has
 * the banners' ratio from the start, and the first image is fetched at high priority (it is
 * likely the page's largest paint); the others load lazily.
 */
import { useEffect, useMemo, useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import { currentLanguage, textDirection, useReducedMotion, useTranslation } from '@m/shared';
import type { Banner } from '../common/banner-api';
import { bannerAction, bannerDisplayAction } from '../common/link-action';
import { currentLinkContext, followLink, hrefOf, useSignedIn } from '../common/follow-link';
import { useInView } from '../platform/use-in-view';
import { usePageVisible } from '../platform/use-page-visible';

import { AUTO_ADVANCE_MS, mayAutoAdvance, swipeTarget, wrapIndex } from './carousel-rules';

export interface BannerCarouselProps {
  banners: Banner[];
  basePath: string;
  navigate: (to: string) => void;
}

export function BannerCarousel({ banners, basePath, navigate }: BannerCarouselProps) {
  const { t } = useTranslation('promotions');
  const root = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [touching, setTouching] = useState(false);
  const start = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);
  const inView = useInView(root);
  const pageVisible = usePageVisible();
  const reducedMotion = useReducedMotion();
  const count = banners.length;
  const rtl = textDirection(currentLanguage()) === 'rtl';
  const running = mayAutoAdvance({ count, touching, inView, pageVisible, reducedMotion });

  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => setIndex((current) => wrapIndex(current + 1, count)), AUTO_ADVANCE_MS);
    return () => clearTimeout(timer);
  }, [running, index, count]);

  const signedIn = useSignedIn();
  const hrefs = useMemo(
    () => banners.map((banner) => hrefOf(bannerDisplayAction(banner, currentLinkContext(), signedIn), basePath)),
    [banners, basePath, signedIn],
  );

  const onPointerDown = (event: PointerEvent) => {
    start.current = { x: event.clientX, y: event.clientY };
    swiped.current = false;
    setTouching(true);
  };
  const onPointerEnd = (event: PointerEvent) => {
    const from = start.current;
    start.current = null;
    setTouching(false);
    if (!from || event.type === 'pointercancel') return;
    const next = swipeTarget(index, count, event.clientX - from.x, event.clientY - from.y, rtl);
    if (next !== index) {
      swiped.current = true;
      setIndex(next);
    }
  };
  const onClick = (event: MouseEvent, banner: Banner) => {
    event.preventDefault();
    if (swiped.current) {
      swiped.current = false; // the end of a swipe is not a click on the banner
      return;
    }
    followLink(bannerAction(banner, currentLinkContext()), navigate);
  };

  return (
    // The pointer handlers only tell a swipe from a tap and pause the rotation while a finger is
    // down; every banner is a link and the arrows are buttons, so nothing here needs the keyboard.
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={root}
      className="promo-carousel"
      data-testid="home-banner"
      data-motion={reducedMotion ? 'reduce' : 'full'}
      data-running={running}
      data-index={index}
      role="region"
      aria-roledescription="carousel"
      aria-label={t('banner_label')}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onPointerLeave={() => setTouching(false)}
      onFocus={() => setTouching(true)}
      onBlur={() => setTouching(false)}
    >
      <div className="promo-carousel__track" style={{ transform: `translateX(${(rtl ? 100 : -100) * index}%)` }}>
        {banners.map((banner, i) => (
          <a
            key={String(banner.id)}
            className="promo-carousel__slide"
            href={hrefs[i]}
            data-banner-id={String(banner.id)}
            data-linkage-type={banner.linkageType}
            aria-hidden={i !== index}
            tabIndex={i === index ? 0 : -1}
            rel="noopener noreferrer"
            onClick={(event) => onClick(event, banner)}
            draggable={false}
          >
            <img
              src={banner.imageUrl}
              alt={banner.title}
              width={750}
              height={300}
              draggable={false}
              loading={i === 0 ? 'eager' : 'lazy'}
              {...{ fetchpriority: i === 0 ? 'high' : 'auto' }}
            />
          </a>
        ))}
      </div>
      {count > 1 && (
        <div className="promo-carousel__dots">
          {banners.map((banner, i) => (
            <button
              key={String(banner.id)}
              type="button"
              className="promo-carousel__dot"
              aria-label={t('banner_go_to', { index: i + 1, count })}
              aria-current={i === index}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      )}
    </div>
  );
}
