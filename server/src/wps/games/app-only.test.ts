import type { MerchantData } from '../../merchants/merchant-catalog';
import { checkAppOnlyLaunch } from './app-only';

const merchant = (appOnly: boolean) => ({ merchant: { whitelabel: { STARTGAMEINAPP3: appOnly } } }) as unknown as MerchantData;
const refusal = (run: () => void) => {
  try {
    run();
    return null;
  } catch (error) {
    return (error as { errorCode?: string }).errorCode;
  }
};

describe('the server check of app-only games', () => {
  it('refuses a browser tab, even one whose address says homescreen', () => {
    expect(refusal(() => checkAppOnlyLaunch(merchant(true), 'Mozilla/5.0 (Linux; Android 14) Chrome/130', undefined))).toBe(
      'game_app_only',
    );
  });

  it('lets the native app through by its user agent only (never by `?inApp=1`’s mark: issue 35), and the home-screen app by its mark', () => {
    expect(refusal(() => checkAppOnlyLaunch(merchant(true), 'Mozilla/5.0 MApp/2.4.40', undefined))).toBeNull();
    expect(refusal(() => checkAppOnlyLaunch(merchant(true), 'Mozilla/5.0 MApp/2.4.40', 'native'))).toBeNull();
    expect(refusal(() => checkAppOnlyLaunch(merchant(true), 'Mozilla/5.0', 'native'))).toBe('game_app_only');
    expect(refusal(() => checkAppOnlyLaunch(merchant(true), 'Mozilla/5.0', 'homescreen'))).toBeNull();
  });

  it('checks nothing for a merchant without the flag', () => {
    expect(refusal(() => checkAppOnlyLaunch(merchant(false), undefined, undefined))).toBeNull();
  });
});
