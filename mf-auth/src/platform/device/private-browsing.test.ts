import { isPrivateBrowsing, type PrivacyProbe } from './private-browsing';

const chrome = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const safari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const firefox = 'Mozilla/5.0 (Android 14; Mobile; rv:126.0) Gecko/126.0 Firefox/126.0';

function probe(overrides: Partial<PrivacyProbe>): PrivacyProbe {
  return {
    userAgent: chrome,
    storageQuota: async () => 60e9,
    heapLimit: () => 4e9,
    opfsAvailable: async () => true,
    hasServiceWorker: true,
    ...overrides,
  };
}

describe('private browsing (SPEC 4 not_support_incognito)', () => {
  it('tells a Chromium private window by its small storage quota', async () => {
    expect(await isPrivateBrowsing(probe({}))).toBe(false);
    expect(await isPrivateBrowsing(probe({ storageQuota: async () => 300e6 }))).toBe(true);
  });
  it('tells a Safari private window by the refused file system', async () => {
    expect(await isPrivateBrowsing(probe({ userAgent: safari }))).toBe(false);
    expect(await isPrivateBrowsing(probe({ userAgent: safari, opfsAvailable: async () => false }))).toBe(true);
  });
  it('tells a Firefox private window by the missing service workers', async () => {
    expect(await isPrivateBrowsing(probe({ userAgent: firefox, hasServiceWorker: false }))).toBe(true);
    expect(await isPrivateBrowsing(probe({ userAgent: firefox }))).toBe(false);
  });
  it('assumes a normal window when the browser tells nothing', async () => {
    expect(await isPrivateBrowsing(probe({ storageQuota: async () => null }))).toBe(false);
    expect(
      await isPrivateBrowsing(
        probe({
          storageQuota: async () => {
            throw new Error('no');
          },
        }),
      ),
    ).toBe(false);
  });
});
