import { lazy, Suspense, useEffect, useState } from 'react';
import { preload } from 'react-dom';
import { expectPrompt, useAfterLoadIdle, useHandedOver, type ParcelProps } from '@m/shared';
import { fetchBanners } from '../common/banner-api';
import { LATE_WIDGET_IDLE } from '../platform/late-widget-idle';
import { everyPopupShown, popupsToShow, type PopupDecision } from '../popups/popup-rules';
import { requestPopups, type PopupRequest } from '../popups/popup-request';
import { sessionFlags } from '../platform/session-flags';

const PopupHost = lazy(() => import(/* webpackChunkName: "popup-host" */ '../popups/popup-host'));

/**
 * Home: the popup carousel of m_popup1 and m_popup2, once per browser session. Its banners and
 * images are asked for at once (popups/popup-request.ts); its code loads when they name a popup
 * to show, else after the page (to state why none shows). A session that has seen every popup
 * asks only after the page: nothing of it can show, so it stays out of the first view.
 *
 * On the server it draws nothing (popups are the browser's: only it knows which this session has
 * seen) but loads the popup banners, hands them to the page and asks the browser for their images
 * there (`<link rel="preload">` in the HTML): the popup is the home's largest paint, and its image
 * used to be requested only after the page had hydrated and asked for the banners again.
 */
export function HomePopups(props: ParcelProps) {
  const afterLoad = useAfterLoadIdle(LATE_WIDGET_IDLE);
  const handedOver = useHandedOver('popup', (signal) => fetchBanners('popup', signal));
  if (typeof window === 'undefined') {
    for (const banner of popupsToShow(handedOver ?? [], null)) if (banner.imageUrl) preload(banner.imageUrl, { as: 'image' });
  }
  // Once per mount (a state initialiser, not an effect, so a re-render never asks again), from the
  // page's hand-over when it carries the banners. Never while the server draws the page.
  const [request, setRequest] = useState<PopupRequest | null>(() =>
    typeof window === 'undefined' || everyPopupShown(sessionFlags())
      ? null
      : requestPopups(handedOver ? () => Promise.resolve(handedOver) : undefined),
  );
  useEffect(() => {
    // oxlint-disable-next-line react/set-state-in-effect -- asking for the popups is a request (a side effect): it starts here once the page has loaded, never during render
    if (afterLoad && request === null) setRequest(requestPopups());
  }, [afterLoad, request]);
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
  const [decision, setDecision] = useState<PopupDecision | 'pending'>('pending');
  return (
    <div data-page="mf-promotions/HomePopups" data-route={props.route} data-decision={decision}>
      {due && request && (
        <Suspense fallback={null}>
          <PopupHost {...props} request={request} onDecision={setDecision} />
        </Suspense>
      )}
    </div>
  );
}
