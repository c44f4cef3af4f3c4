import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { preload } from 'react-dom';
import { expectPrompt, useAfterLoadIdle, useHandedOver, whenTurn, type ParcelProps, type PromptTurn } from '@m/shared';
import { fetchBanners, type Banner } from '../common/banner-api';
import { LATE_WIDGET_IDLE } from '../platform/late-widget-idle';
import { everyPopupShown, markShown, popupsToShow, type PopupDecision } from '../popups/popup-rules';
import { requestPopups, type PopupRequest } from '../popups/popup-request';
import { PopupCarousel } from '../popups/popup-carousel';
import { sessionFlags } from '../platform/session-flags';
import { usePromoStyles } from '../ui/promo-styles';

const PopupHost = lazy(() => import(/* webpackChunkName: "popup-host" */ '../popups/popup-host'));

/**
 * Home: the popup carousel of m_popup1 and m_popup2, once per browser session.
 *
 * Drawn with the page (issue 40) when the page carries the popup banners (the server loaded them
 * and hands them over) and this session has not seen them (the cookie both sides read,
 * platform/session-flags.ts): the server draws the popup into the HTML and the browser hydrates the
 * same, so home's largest paint comes with the first paint instead of seconds after load. It still
 * takes its prompt turn at once, so the install hint waits until it is closed.
 *
 * Otherwise (no server render, a late slot, every popup seen) the old way: its banners and images
 * are asked for at once (popups/popup-request.ts) and its code loads when they name a popup to
 * show, else after the page (to state why none shows).
 */
export function HomePopups(props: ParcelProps) {
  const afterLoad = useAfterLoadIdle(LATE_WIDGET_IDLE);
  const handedOver = useHandedOver('popup', (signal) => fetchBanners('popup', signal));
  // Once per mount, from what the page carries: the same on the server and in the hydrating browser.
  const [drawn] = useState<Banner[]>(() => (handedOver ? popupsToShow(handedOver, sessionFlags()) : []));
  if (typeof window === 'undefined') {
    for (const banner of drawn) if (banner.imageUrl) preload(banner.imageUrl, { as: 'image', fetchPriority: 'high' });
  }
  // Once per mount (a state initialiser, not an effect, so a re-render never asks again), from the
  // page's hand-over when it carries the banners. Never while the server draws the page, and not
  // when the popup came drawn with the page.
  const [request, setRequest] = useState<PopupRequest | null>(() =>
    typeof window === 'undefined' || drawn.length > 0 || everyPopupShown(sessionFlags())
      ? null
      : requestPopups(handedOver ? () => Promise.resolve(handedOver) : undefined),
  );
  useEffect(() => {
    // oxlint-disable-next-line react/set-state-in-effect -- asking for the popups is a request (a side effect): it starts here once the page has loaded, never during render
    if (afterLoad && request === null && drawn.length === 0) setRequest(requestPopups());
  }, [afterLoad, request, drawn.length]);
  const [offered, setOffered] = useState(false);
  useEffect(() => {
    if (request === null) return;
    let active = true;
    // While the answer is out, the install hint waits: the popup comes first (issue 27). Once
    // decided, the popup host takes its turn (or there is nothing to show).
    const withdraw = expectPrompt('promo-popup');
    void request.then(({ banners }) => {
      if (active && banners.length > 0) setOffered(true);
      else withdraw();
    });
    return () => {
      active = false;
      withdraw();
    };
  }, [request]);
  const due = afterLoad || offered;
  // Whether the popups showed and why not, for support staff and tests: a test proving they stay
  // away (already seen this session, too slow) waits for this instead of sleeping. Not visible.
  const [decision, setDecision] = useState<PopupDecision | 'pending'>(drawn.length > 0 ? 'shown' : 'pending');
  return (
    <div data-page="mf-promotions/HomePopups" data-route={props.route} data-decision={decision}>
      {drawn.length > 0 && <DrawnPopups banners={drawn} {...props} />}
      {due && request && (
        <Suspense fallback={null}>
          <PopupHost {...props} request={request} onDecision={setDecision} />
        </Suspense>
      )}
    </div>
  );
}

const NO_SCRIPT_CSS = '.promo-popup-backdrop{display:none}';

/**
 * The popups drawn with the page: shown from the first paint, marked seen once the browser has
 * them, holding the prompt turn (nothing else prompts over them) until closed.
 */
function DrawnPopups({ banners, ...props }: ParcelProps & { banners: Banner[] }) {
  usePromoStyles();
  const [open, setOpen] = useState(true);
  const [turn, setTurn] = useState<PromptTurn | null>(null);
  useEffect(() => {
    // Already on screen: the turn is taken now (it is free this early on a page; should a sheet
    // the player opened hold it, the popup stays and the turn comes when that closes).
    const taken = whenTurn('promo-popup', () => undefined);
    markShown(banners, sessionFlags());
    // oxlint-disable-next-line react/set-state-in-effect -- the turn is a subscription to the page's prompt store, held until the popup closes
    setTurn(taken);
    return () => taken.cancel();
  }, [banners]);
  const close = useCallback(() => {
    setOpen(false);
    turn?.done();
  }, [turn]);
  if (!open) return null;
  return (
    <>
      {/* A player with JavaScript off could never close it: they see the page without it. */}
      <noscript>
        <style>{NO_SCRIPT_CSS}</style>
      </noscript>
      <PopupCarousel banners={banners} basePath={props.basePath} navigate={props.navigate} onClose={close} />
    </>
  );
}
