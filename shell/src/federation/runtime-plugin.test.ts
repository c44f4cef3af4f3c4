import { preloadLink } from './runtime-plugin';

describe("the runtime's preload links", () => {
  it("fetch a file of the page's own origin in the mode of its chunk scripts (no crossorigin), so that it is not downloaded twice", () => {
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

describe('what the runtime plugin may import', () => {
  it('nothing from @m/shared, even indirectly: it runs before the share scope exists, and a shared module in its graph stops the page from starting', () => {
    const fs = jest.requireActual<typeof import('node:fs')>('node:fs');
    const path = jest.requireActual<typeof import('node:path')>('node:path');
    const seen = new Set<string>();
    const offenders: string[] = [];
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = fs.readFileSync(file, 'utf8');
      for (const [, spec] of source.matchAll(/^import[^'"]*['"]([^'"]+)['"]/gm)) {
        if (spec!.startsWith('@m/shared')) offenders.push(`${path.basename(file)} imports ${spec}`);
        if (spec!.startsWith('.')) visit(path.resolve(path.dirname(file), `${spec}.ts`));
      }
    };
    visit(path.join(__dirname, 'runtime-plugin.ts'));
    expect(seen.size).toBeGreaterThan(2);
    expect(offenders).toEqual([]);
  });
});
