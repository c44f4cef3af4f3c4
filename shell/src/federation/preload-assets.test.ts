import { forgetSnapshots, preloadFilter, recordSnapshot } from './preload-assets';

const snapshot = {
  modules: [
    {
      moduleName: 'HomeBanner',
      assets: {
        js: {
          sync: ['__federation_expose_HomeBanner.66b8e0cb.js', '849.bebd33ed.js'],
          async: ['locale-EN-json.696310b1.js', 'locale-TH-json.531b1cd6.js', 'locale-PT-BR-json.fbd9b1f4.js', 'popup-host.ed6e8fd1.js'],
        },
      },
    },
  ],
};
const base = 'http://demo.localhost/m/remotes/mf-promotions/1.0.0/';

describe('what the route preload fetches of a remote', () => {
  beforeEach(() => forgetSnapshots());

  it("the modules' own chunks and the catalogues of EN and the player's language, nothing else on demand", () => {
    recordSnapshot(snapshot);
    const fetches = preloadFilter(() => ['EN', 'TH']);
    const files = [...snapshot.modules[0]!.assets.js.sync, ...snapshot.modules[0]!.assets.js.async].filter((file) => fetches(base + file));
    expect(files).toEqual([
      '__federation_expose_HomeBanner.66b8e0cb.js',
      '849.bebd33ed.js',
      'locale-EN-json.696310b1.js',
      'locale-TH-json.531b1cd6.js',
    ]);
  });

  it('reads the language when it decides, and knows region codes', () => {
    recordSnapshot(snapshot);
    let language = 'EN';
    const fetches = preloadFilter(() => ['EN', language]);
    language = 'PT-BR';
    expect(fetches(`${base}locale-PT-BR-json.fbd9b1f4.js`)).toBe(true);
    expect(fetches(`${base}locale-TH-json.531b1cd6.js`)).toBe(false);
  });

  it('fetches no chunk of a manifest it never saw, and survives a snapshot of another shape', () => {
    recordSnapshot({ modules: 'none' });
    recordSnapshot(null);
    expect(preloadFilter(() => ['EN'])(`${base}849.bebd33ed.js`)).toBe(false);
  });
});
