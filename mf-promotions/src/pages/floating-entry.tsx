import { lazy, Suspense } from 'react';
import { useAfterLoadIdle, type ParcelProps } from '@m/shared';
import { LATE_WIDGET_IDLE } from '../platform/late-widget-idle';

const FloatingHost = lazy(() => import(/* webpackChunkName: "floating-host" */ '../floating/floating-host'));

/** Home: the floating element (promotion or chat entry); its code loads after the page. */
export function FloatingEntry(props: ParcelProps) {
  const due = useAfterLoadIdle(LATE_WIDGET_IDLE);
  return (
    <div data-page="mf-promotions/FloatingEntry" data-route={props.route}>
      {due && (
        <Suspense fallback={null}>
          <FloatingHost {...props} />
        </Suspense>
      )}
    </div>
  );
}
