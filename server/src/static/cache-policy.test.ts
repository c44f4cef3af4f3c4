import { cacheControlFor } from './cache-policy';

describe('cache headers of built files', () => {
  it.each(['/x/index.html', '/x/sw.js', '/x/mf-manifest.json', '/x/remoteEntry.js', '/x/asset-manifest.json'])(
    'revalidates %s on every load',
    (file) => {
      expect(cacheControlFor(file)).toBe('no-cache');
    },
  );

  it('caches content-hashed files for a year', () => {
    expect(cacheControlFor('/x/assets/main.a744a59d.js')).toBe('public, max-age=31536000, immutable');
  });

  it('caches other files for an hour', () => {
    expect(cacheControlFor('/x/independent-packages/rxjs/7.8.2/share-entry.js')).toBe('public, max-age=3600');
  });
});
