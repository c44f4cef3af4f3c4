/**
 * Shows the popups decided when their banners' answer came in (requested when the home mounted,
 * waiting up to 20 s, SPEC 9) in the popup carousel, and marks them shown for this session. Its
 * own chunk, loaded once a popup is due or after the page.
 */
import { useEffect, useState } from 'react';
import type { ParcelProps } from '@m/shared';
import type { Banner } from '../common/banner-api';
import { sessionFlags } from '../platform/session-flags';
import { usePromoStyles } from '../ui/promo-styles';
import { PopupCarousel } from './popup-carousel';
import { markShown, type PopupDecision } from './popup-rules';
import type { PopupRequest } from './popup-request';

export interface PopupHostProps extends ParcelProps {
  /** Hears whether the popups show, and why not, once that is decided. */
  onDecision: (decision: PopupDecision) => void;
  /** The popup banners' request, already under way. */
  request: PopupRequest;
}

export default function PopupHost({ onDecision, request, ...props }: PopupHostProps) {
  usePromoStyles();
  const [banners, setBanners] = useState<Banner[]>([]);
  useEffect(() => {
    let active = true;
    void request.then(({ decision, banners: due }) => {
      if (!active) return;
      markShown(due, sessionFlags());
      setBanners(due);
      onDecision(decision);
    });
    return () => {
      active = false;
    };
  }, [request, onDecision]);
  if (banners.length === 0) return null;
  return <PopupCarousel banners={banners} basePath={props.basePath} navigate={props.navigate} onClose={() => setBanners([])} />;
}
