/**
 * STARTGAMEINAPP3 (SPEC 4): the merchant lets games start only in its native app or its
 * home-screen app. The front end refuses a browser tab itself, but a page is not a lock: the
 * server refuses a launch that does not come from either app (issue 27: `?homescreen=1` in a
 * tab started an app-only game). The native app names itself in its user agent (`MApp/<v>`);
 * the page says which app it runs in with `appMode` (mf-games/src/platform/app-mode.ts: the
 * native app's `inApp` mark, or the standalone display of the home-screen app). The server cannot
 * see a display mode, so a hand-made request can still claim one: the check stops the site
 * itself from starting an app-only game in a tab, as the flag asks, not a determined player.
 */
import type { MerchantData } from '../../merchants/merchant-catalog';
import { WpsError } from '../http/wps-error';

const NATIVE_UA = /\bMApp\/\d/;

export function checkAppOnlyLaunch(merchant: MerchantData, userAgent: string | undefined, appMode: string | undefined): void {
  if (merchant.merchant.whitelabel.STARTGAMEINAPP3 !== true) return;
  if (NATIVE_UA.test(userAgent ?? '') || appMode === 'native' || appMode === 'homescreen') return;
  throw new WpsError(403, 'game_app_only');
}
