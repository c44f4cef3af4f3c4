/**
 * STARTGAMEINAPP3 (SPEC 4): the merchant lets games start only in its native app or its
 * home-screen app. The front end refuses a browser tab itself, but a page is not a lock: the
 * server refuses a launch that does not come from either app (issue 27: `?homescreen=1` in a
 * tab started an app-only game). The server decides for every entry (launch and trial):
 * - the native app is its user agent (`MApp/<v>`), which a link cannot set; the page's own claim
 *   `appMode: 'native'` (from `?inApp=1`, which any link can carry) opens nothing by itself
 *   (issue 35: `?inApp=1` in a plain tab opened app-only games);
 * - the home-screen app is the page's `appMode: 'homescreen'` (its standalone display, which the
 *   server cannot see): a hand-made request can still claim it, so the check stops the site
 *   itself from starting an app-only game in a tab, as the flag asks, not a determined player.
 */
import type { MerchantData } from '../../merchants/merchant-catalog';
import { WpsError } from '../http/wps-error';
import { isNativeAppUserAgent } from '@m/shared/contract';

export function checkAppOnlyLaunch(merchant: MerchantData, userAgent: string | undefined, appMode: string | undefined): void {
  if (merchant.merchant.whitelabel.STARTGAMEINAPP3 !== true) return;
  if (isNativeAppUserAgent(userAgent) || appMode === 'homescreen') return;
  throw new WpsError(403, 'game_app_only');
}
