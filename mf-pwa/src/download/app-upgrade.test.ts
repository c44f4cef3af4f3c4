import { appUpgradeOffer } from './app-upgrade';

const androidApp = { inApp: true, appVersion: [2, 4, 10], ios: false, android: true };
const resources = {
  links: { Android: 'https://cdn.example/app-2.5.0.apk', IOS: 'https://apps.example/ios' },
  versions: {},
  latestAppVersion: '2.5.0',
};

describe('the app-upgrade popup', () => {
  it('is offered in an older native app when a download link exists', () => {
    expect(appUpgradeOffer(androidApp, resources, false)).toEqual({
      version: '2.5.0',
      link: 'https://cdn.example/app-2.5.0.apk',
      closable: true,
    });
  });

  it('links the iOS app on iOS', () => {
    expect(appUpgradeOffer({ ...androidApp, ios: true, android: false }, resources, false)?.link).toBe('https://apps.example/ios');
  });

  it('cannot be closed when updates are mandatory', () => {
    expect(appUpgradeOffer(androidApp, resources, true)?.closable).toBe(false);
  });

  it('is never offered outside the native app', () => {
    expect(appUpgradeOffer({ ...androidApp, inApp: false }, resources, false)).toBeNull();
  });

  it('is not offered when the app is current or newer, or its version is unknown', () => {
    expect(appUpgradeOffer({ ...androidApp, appVersion: [2, 5, 0] }, resources, false)).toBeNull();
    expect(appUpgradeOffer({ ...androidApp, appVersion: [3] }, resources, false)).toBeNull();
    expect(appUpgradeOffer({ ...androidApp, appVersion: null }, resources, false)).toBeNull();
  });

  it('is not offered without a download link for the phone, or without a newer version', () => {
    expect(
      appUpgradeOffer(androidApp, { links: { IOS: 'https://apps.example/ios' }, versions: {}, latestAppVersion: '2.5.0' }, false),
    ).toBeNull();
    expect(appUpgradeOffer(androidApp, { links: resources.links, versions: {}, latestAppVersion: null }, false)).toBeNull();
  });

  it('compares with the version behind the phone’s own download link', () => {
    const perLink = { links: resources.links, versions: { Android: '2.4.40', IOS: '2.4.5' }, latestAppVersion: null };
    expect(appUpgradeOffer(androidApp, perLink, false)?.version).toBe('2.4.40');
    expect(appUpgradeOffer({ ...androidApp, ios: true, android: false }, perLink, false)).toBeNull();
  });
});
