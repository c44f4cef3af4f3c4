/**
 * mf-member's page-wide work (chat provider script, unread count for "Me", floating chat button)
 * runs on every route: one slot outside the routes. Like mf-pwa's, it loads once the route's own
 * areas have settled and the page is idle, so it is in no route's first view; the chat script
 * still goes in no earlier than 500 ms after start-up (SPEC 9), mf-member sees to that.
 */
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { afterLoadWhenIdle } from '@m/shared';
import { RemoteSlot } from '../federation/remote-slot';
import { useAppNavigate } from '../routes/use-app-navigate';
import { whenNoSlotLoading } from '../federation/slot-activity';

export function MemberServicesSlot() {
  const location = useLocation();
  const navigate = useAppNavigate();
  const [due, setDue] = useState(false);
  useEffect(() => {
    let cancelIdle = () => {};
    const cancelWait = whenNoSlotLoading(() => {
      cancelIdle = afterLoadWhenIdle(() => setDue(true));
    });
    return () => {
      cancelWait();
      cancelIdle();
    };
  }, []);
  const props = useMemo(
    () => ({ basePath: '/m', route: location.pathname, params: {}, search: location.search.replace(/^\?/, ''), navigate }),
    [location.pathname, location.search, navigate],
  );
  if (!due) return null;
  return <RemoteSlot remote="mf-member" module="./MemberServices" props={props} variant="widget" />;
}
