import { lazy, Suspense } from 'react';
import type { ParcelProps } from '@m/shared';
import { useAfterLoad } from '../platform/use-after-load';

const FloatingHost = lazy(() => import(/* webpackChunkName: "floating-host" */ '../floating/floating-host'));

/** Home: the floating element (promotion or chat entry); its code loads after the page. */
export function FloatingEntry(props: ParcelProps) {
  const due = useAfterLoad();
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
