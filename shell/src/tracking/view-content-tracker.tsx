/**
 * `viewContent` (SPEC section 9): each page the player views, named by its route. A change of the
 * query alone (the tracking keeper putting parameters back) is the same page.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { bus } from '@m/shared';

export function ViewContentTracker() {
  const { pathname } = useLocation();
  useEffect(() => {
    // The router's paths are below the /m base; the channels get the page's real path.
    bus.publish('track.event', { event: 'viewContent', payload: { content: { route: `/m${pathname === '/' ? '/' : pathname}` } } });
  }, [pathname]);
  return null;
}
