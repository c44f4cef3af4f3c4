import { installRoute } from './install-eligibility';

const browser = { ios: false, iosHomeScreenApps: false, standalone: false, inApp: false };
const flags = (installed = false, declined = false) => ({ isInstalled: () => installed, isDeclinedThisSession: () => declined });

describe('offering to install the site', () => {
  it('uses the browser prompt off iOS', () => {
    expect(installRoute(browser, flags())).toBe('browser-prompt');
  });

  it('shows the Share / Add to Home Screen help on iOS versions that support home-screen apps', () => {
    expect(installRoute({ ...browser, ios: true, iosHomeScreenApps: true }, flags())).toBe('ios-help');
    expect(installRoute({ ...browser, ios: true, iosHomeScreenApps: false }, flags())).toBe('ios-without-home-screen-apps');
  });

  it('is not offered in the installed app, the native app, after installing or after declining this session', () => {
    expect(installRoute({ ...browser, standalone: true }, flags())).toBe('installed-app');
    expect(installRoute({ ...browser, inApp: true }, flags())).toBe('native-app');
    expect(installRoute(browser, flags(true))).toBe('installed-marker');
    expect(installRoute(browser, flags(false, true))).toBe('declined-this-session');
  });
});
