import { downloadBarHiddenReason, type DownloadBarContext } from './download-bar-rules';

const androidBrowser: DownloadBarContext['platform'] = {
  ios: false,
  iosHomeScreenApps: false,
  standalone: false,
  inApp: false,
  webClip: false,
};
const iosSafari: DownloadBarContext['platform'] = { ios: true, iosHomeScreenApps: true, standalone: false, inApp: false, webClip: false };

function ctx(overrides: Partial<DownloadBarContext> = {}): DownloadBarContext {
  return {
    closedThisSession: false,
    platform: androidBrowser,
    resources: { links: { Android: 'https://cdn.example/app.apk' }, versions: {}, latestAppVersion: null },
    gw: {},
    member: null,
    ...overrides,
  };
}

describe('the download bar', () => {
  it('shows in a phone browser by default', () => {
    expect(downloadBarHiddenReason(ctx())).toBeNull();
    expect(downloadBarHiddenReason(ctx({ platform: iosSafari }))).toBeNull();
  });

  it('stays hidden for the rest of the session once closed', () => {
    expect(downloadBarHiddenReason(ctx({ closedThisSession: true }))).toBe('closed-this-session');
  });

  it('is hidden inside the native app', () => {
    expect(downloadBarHiddenReason(ctx({ platform: { ...androidBrowser, inApp: true } }))).toBe('native-app');
  });

  it('is hidden in the installed home-screen app', () => {
    expect(downloadBarHiddenReason(ctx({ platform: { ...androidBrowser, standalone: true } }))).toBe('installed-home-screen-app');
  });

  it('is hidden in an iOS web clip when there is no iOS app to offer', () => {
    const webClip = { ...iosSafari, standalone: true, webClip: true };
    expect(downloadBarHiddenReason(ctx({ platform: webClip }))).toBe('ios-web-clip-without-ios-link');
  });

  it('still offers the iOS app in an iOS web clip when an iOS link exists', () => {
    const webClip = { ...iosSafari, standalone: true, webClip: true };
    const resources = { links: { IOS: 'https://apps.example/app' }, versions: {}, latestAppVersion: null };
    expect(downloadBarHiddenReason(ctx({ platform: webClip, resources }))).toBeNull();
  });

  it('is hidden on iOS versions that cannot run home-screen apps', () => {
    expect(downloadBarHiddenReason(ctx({ platform: { ...iosSafari, iosHomeScreenApps: false } }))).toBe('ios-without-home-screen-apps');
  });

  describe('with the VIP gate on', () => {
    const gw = { DOWNLOAD_BAR_VIP_ONLY: true, VIP_RANK_LEVEL: 3 };

    it('is hidden for guests and for members without a VIP label', () => {
      expect(downloadBarHiddenReason(ctx({ gw }))).toBe('vip-only');
      expect(downloadBarHiddenReason(ctx({ gw, member: { clubLabel: { type: 'MANUAL', rankLevel: 9 } } }))).toBe('vip-only');
    });

    it('is hidden for VIP members below the rank level', () => {
      expect(downloadBarHiddenReason(ctx({ gw, member: { clubLabel: { type: 'AUTO', rankLevel: 2 } } }))).toBe('vip-only');
    });

    it('shows for VIP members at or above the rank level', () => {
      expect(downloadBarHiddenReason(ctx({ gw, member: { clubLabel: { type: 'AUTO', rankLevel: 3 } } }))).toBeNull();
      expect(downloadBarHiddenReason(ctx({ gw, member: { clubLabel: { type: 'AUTO', rankLevel: '5' } } }))).toBeNull();
    });
  });

  it('ignores the rank level when the gate is off', () => {
    expect(downloadBarHiddenReason(ctx({ gw: { VIP_RANK_LEVEL: 3 } }))).toBeNull();
  });
});
