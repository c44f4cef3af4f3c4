/**
 * Shows the popups decided when their banners' answer came in (requested when the home mounted,
 * waiting up to 20 s, SPEC 9) in the popup carousel, and marks them shown for this session. Its
 * own chunk, loaded once a popup is due or after the page.
 */
import { useEffect, useState } from 'react';
import { whenTurn, type ParcelProps, type PromptTurn } from '@m/shared';
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
  const [turn, setTurn] = useState<PromptTurn | null>(null);
  useEffect(() => {
    let active = true;
    let taken: PromptTurn | null = null;
    void request.then(({ decision, banners: due }) => {
      if (!active) return;
      onDecision(decision);
      if (due.length === 0) return;
      // First of the prompts nobody asked for, and never over a sheet the player has open; marked
      // shown only when it really shows.
      taken = whenTurn('promo-popup', () => {
        markShown(due, sessionFlags());
        setBanners(due);
      });
      setTurn(taken);
    });
    return () => {
      active = false;
      taken?.cancel();
    };
  }, [request, onDecision]);
  if (banners.length === 0) return null;
  const close = () => {
    setBanners([]);
    turn?.done();
  };
  return <PopupCarousel banners={banners} basePath={props.basePath} navigate={props.navigate} onClose={close} />;
}
