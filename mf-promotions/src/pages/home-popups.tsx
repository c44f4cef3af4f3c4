import { lazy, Suspense, useState } from 'react';
import type { ParcelProps } from '@m/shared';
import { useAfterLoad } from '../platform/use-after-load';
import type { PopupDecision } from '../popups/popup-rules';

const PopupHost = lazy(() => import(/* webpackChunkName: "popup-host" */ '../popups/popup-host'));

/**
 * Home: the popup carousel of m_popup1 and m_popup2, once per browser session. Nothing of it is
 * needed on arrival, so its code loads after the page (never in the first view).
 */
export function HomePopups(props: ParcelProps) {
  const due = useAfterLoad();
  // Whether the popups showed and why not, for support staff and tests: a test proving they stay
  // away (already seen this session, too slow) waits for this instead of sleeping. Not visible.
  const [decision, setDecision] = useState<PopupDecision | 'pending'>('pending');
  return (
    <div data-page="mf-promotions/HomePopups" data-route={props.route} data-decision={decision}>
      {due && (
        <Suspense fallback={null}>
          <PopupHost {...props} onDecision={setDecision} />
        </Suspense>
      )}
    </div>
  );
}
