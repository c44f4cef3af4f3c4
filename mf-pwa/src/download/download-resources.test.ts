import { normaliseDownloadSetting } from './download-resources';

const base = 'https://demo.example/m/download';

describe('download settings from the server', () => {
  it('are read by resource type from a list', () => {
    const value = [
      { resourceType: 'Android', url: 'https://cdn.example/app.apk' },
      { resourceType: 'IOS', url: 'https://apps.example/ios' },
      { resourceType: 'MOBILECONFIG', url: '/files/demo.mobileconfig' },
      { resourceType: 'AppDownloadIcon', url: 'https://cdn.example/icon.png' },
    ];
    expect(normaliseDownloadSetting(value, base).links).toEqual({
      Android: 'https://cdn.example/app.apk',
      IOS: 'https://apps.example/ios',
      MOBILECONFIG: 'https://demo.example/files/demo.mobileconfig',
      AppDownloadIcon: 'https://cdn.example/icon.png',
    });
  });

  it('are read from an object with a list and the latest app version', () => {
    const result = normaliseDownloadSetting(
      {
        appName: 'Demo',
        resources: [{ resourceType: 'Android', url: 'https://cdn.example/a.apk', version: '2.4.40' }],
        latestAppVersion: '2.5.0',
      },
      base,
    );
    expect(result).toEqual({ links: { Android: 'https://cdn.example/a.apk' }, versions: { Android: '2.4.40' }, latestAppVersion: '2.5.0' });
  });

  it('drop script links, unknown types and malformed entries', () => {
    const value = [
      { resourceType: 'Android', url: 'javascript:alert(1)' },
      { resourceType: 'Windows', url: 'https://x.example/a.exe' },
      null,
      'x',
      { resourceType: 'IOS' },
    ];
    expect(normaliseDownloadSetting(value, base)).toEqual({ links: {}, versions: {}, latestAppVersion: null });
  });

  it('give no resources for an answer of the wrong shape', () => {
    expect(normaliseDownloadSetting('nonsense', base).links).toEqual({});
    expect(normaliseDownloadSetting(null, base).links).toEqual({});
    expect(normaliseDownloadSetting({ resources: 'x', latestAppVersion: '<b>' }, base)).toEqual({
      links: {},
      versions: {},
      latestAppVersion: null,
    });
  });
});
