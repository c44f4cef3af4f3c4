/** Session flags of the download bar: closed (SPEC section 4) and the app window closed after it. */
import { safeSession as session } from '@m/shared';

export const BAR_CLOSED_KEY = 'pwa_download_bar_closed';
export const APP_WINDOW_CLOSED_KEY = 'pwa_app_window_closed';

export const barFlags = {
  isBarClosed: () => session.get(BAR_CLOSED_KEY) === '1',
  closeBar: () => session.set(BAR_CLOSED_KEY, '1'),
  isAppWindowClosed: () => session.get(APP_WINDOW_CLOSED_KEY) === '1',
  closeAppWindow: () => session.set(APP_WINDOW_CLOSED_KEY, '1'),
};
