/**
 * The popup carousel (SPEC 2, 4): the popup banners over the page, the page behind locked
 * against scrolling (lockScroll), closed by its button, Escape or a tap outside. Focus moves into
 * the dialog, stays there while it is open (Tab wraps) and returns where it was on close.
 */
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { lockScroll, useTranslation } from '@m/shared';
import type { Banner } from '../common/banner-api';
import { bannerAction, bannerDisplayAction } from '../common/link-action';
import { currentLinkContext, followLink, hrefOf, useSignedIn } from '../common/follow-link';
import { wrapIndex } from '../platform/wrap-index';

export interface PopupCarouselProps {
  banners: Banner[];
  basePath: string;
  navigate: (to: string) => void;
  onClose: () => void;
}

export function PopupCarousel({ banners, basePath, navigate, onClose }: PopupCarouselProps) {
  const { t } = useTranslation('promotions');
  const signedIn = useSignedIn();
  const [index, setIndex] = useState(0);
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const banner = banners[wrapIndex(index, banners.length)];

  useEffect(() => {
    const unlock = lockScroll();
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeButton.current?.focus();
    return () => {
      unlock();
      previous?.focus?.();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>('a[href],button:not([disabled])')];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const onBackdrop = (event: MouseEvent) => {
    if (event.target === event.currentTarget) onClose();
  };

  const onOpen = (event: MouseEvent) => {
    event.preventDefault();
    if (!banner) return;
    onClose();
    followLink(bannerAction(banner, currentLinkContext()), navigate);
  };

  if (!banner) return null;
  const titleId = 'promo-popup-title';
  return (
    // data-keep-tap: a tap outside before this code has run is kept until it has (shell/src/startup/tap-keeper.ts).
    <div
      className="promo-popup-backdrop"
      role="presentation"
      data-testid="promo-popup"
      data-keep-tap=""
      onClick={onBackdrop}
      onKeyDown={onKeyDown}
    >
      <div ref={dialog} className="promo-popup" role="dialog" aria-modal="true" aria-labelledby={titleId} data-popup-key={banner.popupKey}>
        <h2 id={titleId} className="promo-visually-hidden">
          {banner.title}
        </h2>
        <a
          className="promo-popup__image"
          href={hrefOf(bannerDisplayAction(banner, currentLinkContext(), signedIn), basePath)}
          rel="noopener noreferrer"
          onClick={onOpen}
        >
          <img src={banner.imageUrl} alt={banner.title} width={600} height={800} />
        </a>
        {banners.length > 1 && (
          <div className="promo-popup__nav">
            <button type="button" className="btn btn--small" onClick={() => setIndex((i) => i - 1)} aria-label={t('popup_previous')}>
              ‹
            </button>
            <span aria-live="polite">{t('popup_position', { index: wrapIndex(index, banners.length) + 1, count: banners.length })}</span>
            <button type="button" className="btn btn--small" onClick={() => setIndex((i) => i + 1)} aria-label={t('popup_next')}>
              ›
            </button>
          </div>
        )}
        <button ref={closeButton} type="button" className="promo-popup__close" aria-label={t('popup_close')} onClick={onClose}>
          ×
        </button>
      </div>
    </div>
  );
}
