import { APP_ROUTE_PATTERN, isHashedRemoteAsset, isReleasedEntryOrManifest, isRemoteEntryOrManifest } from './sw-routes';

describe('service worker routing rules', () => {
  it('answers every app route as the shell (network first, precached copy as the fallback)', () => {
    for (const path of ['/m/', '/m', '/m/home', '/m/index.html', '/m/register.html', '/m/member/home', '/m/launchGame', '/m/elott']) {
      expect(APP_ROUTE_PATTERN.test(path)).toBe(true);
    }
  });

  it('sends other paths under /m/ to the network (offline page when that fails)', () => {
    for (const path of ['/m/remotes/mf-games/1.0.0/remoteEntry.js', '/m/games/demo.html', '/m/homepage', '/m/member']) {
      expect(APP_ROUTE_PATTERN.test(path)).toBe(false);
    }
  });

  it('revalidates what names other files, and caches content-hashed chunks for good', () => {
    expect(isRemoteEntryOrManifest('/m/remotes/mf-games/1.0.0/mf-manifest.json')).toBe(true);
    expect(isRemoteEntryOrManifest('/m/remotes/mf-games/1.0.0/remoteEntry.js')).toBe(true);
    expect(isRemoteEntryOrManifest('/m/federation/registry.json')).toBe(true);
    expect(isHashedRemoteAsset('/m/remotes/mf-games/1.0.0/__federation_expose_GamePage.a86c8237.js')).toBe(true);
    expect(isHashedRemoteAsset('/m/remotes/mf-games/1.0.0/remoteEntry.js')).toBe(false);
  });

  it("keeps a released version's manifest and entry from the release bucket like the site's own, nothing else of the bucket", () => {
    expect(isReleasedEntryOrManifest('/m-releases/remotes/mf-games/1.1.0/mf-manifest.json')).toBe(true);
    expect(isReleasedEntryOrManifest('/remotes/mf-pwa/2.0.0-rc.1/remoteEntry.js')).toBe(true);
    expect(isHashedRemoteAsset('/m-releases/remotes/mf-games/1.1.0/__federation_expose_GamePage.a86c8237.js')).toBe(true);
    expect(isReleasedEntryOrManifest('/m-releases/registries/demo.json')).toBe(false);
    expect(isReleasedEntryOrManifest('/m-releases/remotes/mf-games/latest/mf-manifest.json')).toBe(false);
    expect(isReleasedEntryOrManifest('/m-releases/remotes/mf-games/1.1.0/server/remoteEntry.js')).toBe(false);
  });
});
