import { preloadLink } from './runtime-plugin';

describe("the runtime's preload links", () => {
  it('fetch a file of the page\'s own origin in the mode of its chunk scripts (no crossorigin), so that it is not downloaded twice', () => {
    const link = preloadLink('/m/remotes/mf-games/1.0.0/__federation_expose_CategoryPage.5448d8bf.js', { rel: 'preload', as: 'script' });
    expect(link.getAttribute('href')).toBe('/m/remotes/mf-games/1.0.0/__federation_expose_CategoryPage.5448d8bf.js');
    expect(link.rel).toBe('preload');
    expect(link.getAttribute('as')).toBe('script');
    expect(link.hasAttribute('crossorigin')).toBe(false);
  });

  it('fetch a file of another origin as webpack does, crossorigin="anonymous"', () => {
    const link = preloadLink('https://cdn.example/m/remotes/mf-games/1.0.0/a.5448d8bf.js', { rel: 'preload', as: 'script' });
    expect(link.getAttribute('crossorigin')).toBe('anonymous');
  });

  it('leave other links as the runtime asked for them', () => {
    const link = preloadLink('https://cdn.example/a.css', { rel: 'stylesheet', type: 'text/css' });
    expect(link.hasAttribute('crossorigin')).toBe(false);
  });
});
