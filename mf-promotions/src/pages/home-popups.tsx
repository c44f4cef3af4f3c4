import { lazy, Suspense, useEffect, useState } from 'react';
import type { ParcelProps } from '@m/shared';
import { useAfterLoad } from '../platform/use-after-load';
import type { PopupDecision } from '../popups/popup-rules';
import { requestPopups } from '../popups/popup-request';

const PopupHost = lazy(() => import(/* webpackChunkName: "popup-host" */ '../popups/popup-host'));

/**
 * Home: the popup carousel of m_popup1 and m_popup2, once per browser session. Its banners and
 * images are asked for at once (popups/popup-request.ts); its code loads when they name a popup
 * to show, else after the page (to state why none shows), never before the first view's own
 * requests.
 */
export function HomePopups(props: ParcelProps) {
  const afterLoad = useAfterLoad();
  // Once per mount (a state initialiser, not an effect, so a re-render never asks again).
  const [request] = useState(() => requestPopups());
  const [offered, setOffered] = useState(false);
  useEffect(() => {
    let active = true;
    void request.then(({ banners }) => {
      if (active && banners.length > 0) setOffered(true);
    });
    return () => {
      active = false;
    };
  }, [request]);
  const due = afterLoad || offered;
  // Whether the popups showed and why not, for support staff and tests: a test proving they stay
  // away (already seen this session, too slow) waits for this instead of sleeping. Not visible.
  const [decision, setDecision] = useState<PopupDecision | 'pending'>('pending');
  return (
    <div data-page="mf-promotions/HomePopups" data-route={props.route} data-decision={decision}>
      {due && (
        <Suspense fallback={null}>
          <PopupHost {...props} request={request} onDecision={setDecision} />
        </Suspense>
      )}
    </div>
  );
}
