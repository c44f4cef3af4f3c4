import { lazy, Suspense } from 'react';
import type { ParcelProps } from '@m/shared';
import { useAfterLoad } from '../platform/use-after-load';

const PopupHost = lazy(() => import(/* webpackChunkName: "popup-host" */ '../popups/popup-host'));

/**
 * Home: the popup carousel of m_popup1 and m_popup2, once per browser session. Nothing of it is
 * needed on arrival, so its code loads after the page (never in the first view).
 */
export function HomePopups(props: ParcelProps) {
  const due = useAfterLoad();
  return (
    <div data-page="mf-promotions/HomePopups" data-route={props.route}>
      {due && (
        <Suspense fallback={null}>
          <PopupHost {...props} />
        </Suspense>
      )}
    </div>
  );
}
