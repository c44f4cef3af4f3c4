/**
 * SPEC section 2: "navigation keeps the tracking parameters across pages". The shell's own links
 * and `navigate` add them up front (tracking.withTracking); this catches every other way a page
 * can change (a guard's redirect, a link a remote drew, the back button to an address typed
 * without them) and puts them back in the address, without a new history entry.
 */
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { tracking } from '@m/shared';

export function TrackingQueryKeeper() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!tracking.isMissingFrom(location.search)) return;
    void navigate(tracking.withTracking(`${location.pathname}${location.search}${location.hash}`), {
      replace: true,
      state: location.state,
    });
  }, [location, navigate]);
  return null;
}
