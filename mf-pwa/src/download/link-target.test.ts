import { downloadLinkProps } from './link-target';

const browser = { inApp: false, appVersion: null };

describe('download links', () => {
  it('open installable files (ipa, apk, mobileconfig) in the same tab', () => {
    for (const url of ['https://cdn.example/app.apk', 'https://cdn.example/a/b.IPA', 'https://cdn.example/profile.mobileconfig?v=2']) {
      expect(downloadLinkProps(url, browser)).toEqual({ href: url });
    }
  });

  it('open anything else in a new tab without an opener', () => {
    expect(downloadLinkProps('https://apps.apple.com/app/id1', browser)).toEqual({
      href: 'https://apps.apple.com/app/id1',
      target: '_blank',
      rel: 'noopener noreferrer',
    });
    expect(downloadLinkProps('https://cdn.example/apk-info', browser).target).toBe('_blank');
  });

  it('download directly inside the native app from version 2.4.39', () => {
    expect(downloadLinkProps('https://cdn.example/app.apk', { inApp: true, appVersion: [2, 4, 39] })).toEqual({
      href: 'https://cdn.example/app.apk',
    });
    expect(downloadLinkProps('https://cdn.example/app.apk', { inApp: true, appVersion: [2, 5] }).target).toBeUndefined();
  });

  it('hand the file to the system browser in older native apps', () => {
    expect(downloadLinkProps('https://cdn.example/app.apk', { inApp: true, appVersion: [2, 4, 38] }).target).toBe('_blank');
    expect(downloadLinkProps('https://cdn.example/app.apk', { inApp: true, appVersion: null }).target).toBe('_blank');
  });
});
