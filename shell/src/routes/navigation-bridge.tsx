import { useEffect } from 'react';
import { bus } from '@m/shared';
import { useAppNavigate } from './use-app-navigate';

/** Lets code outside any parcel (a widget's background task, a bus handler) navigate the app. */
export function NavigationBridge() {
  const navigate = useAppNavigate();
  useEffect(() => {
    const sub = bus.on('nav.navigate').subscribe(({ to, replace }) => navigate(to, { replace: replace === true }));
    return () => sub.unsubscribe();
  }, [navigate]);
  return null;
}
