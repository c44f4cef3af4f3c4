/**
 * The native app's advertising identifiers (SPEC section 3 "Tracking info"). The operator's app
 * opens the site with them in the query (launch-query.ts keeps them with the visit); they mean
 * something only inside that app, so outside it none is reported, whatever a link carried.
 */
import { AD_ID_PARAMS } from './launch-query';

export type AppTrackingInfo = Partial<Record<(typeof AD_ID_PARAMS)[number], string>>;

/** The app identifies itself in its user agent as `MApp/<version>` (contract/installed-app.ts). */
export { isNativeAppUserAgent } from '../contract/installed-app';

/** The identifiers the app passed, or null outside the app or when it passed none. */
export function appTrackingInfo(inApp: boolean, read: (name: (typeof AD_ID_PARAMS)[number]) => string | null): AppTrackingInfo | null {
  if (!inApp) return null;
  const info: AppTrackingInfo = {};
  for (const name of AD_ID_PARAMS) {
    const value = read(name);
    if (value) info[name] = value;
  }
  return Object.keys(info).length > 0 ? info : null;
}
