import { nativeAppInstalled } from './related-apps';

describe('is the native app installed (related_applications)', () => {
  it('is when the browser lists an installed related app', async () => {
    expect(await nativeAppInstalled({ getInstalledRelatedApps: async () => [{ platform: 'play', id: 'com.democasino.app' }] })).toBe(true);
  });

  it('is not when the list is empty, the API is missing, throws or hangs', async () => {
    expect(await nativeAppInstalled({ getInstalledRelatedApps: async () => [] })).toBe(false);
    expect(await nativeAppInstalled({})).toBe(false);
    expect(await nativeAppInstalled({ getInstalledRelatedApps: () => Promise.reject(new Error('SecurityError')) })).toBe(false);
    expect(await nativeAppInstalled({ getInstalledRelatedApps: () => new Promise(() => undefined) }, 20)).toBe(false);
  });
});
