import { firstRemotesOf, preloadedManifests, registryHeadTags, withRegistry } from './page-registry';

const registry = {
  schemaVersion: 1,
  merchant: 'demo',
  allowedOrigins: ['self', 'https://cdn.example'],
  remotes: [
    { name: 'mf-games', version: '1.0.0', manifest: '/m/remotes/mf-games/1.0.0/mf-manifest.json' },
    { name: 'mf-auth', version: '1.0.0', manifest: 'https://cdn.example/mf-auth/mf-manifest.json' },
    { name: 'mf-pwa', version: '1.0.0', manifest: '/m/remotes/../../etc/passwd' },
  ],
};

describe('the registry in the served page', () => {
  it('is carried as inert JSON the shell reads back to the same document', () => {
    const html = withRegistry('<html><head><title>x</title></head><body></body></html>', JSON.stringify(registry));
    const text = /<script type="application\/json" id="m-registry">(.*?)<\/script>/s.exec(html)?.[1];
    expect(JSON.parse(text ?? '')).toEqual(registry);
    expect(html.indexOf('id="m-registry"')).toBeLessThan(html.indexOf('</head>'));
  });

  it('cannot be used to close its element and inject markup', () => {
    const hostile = JSON.stringify({ ...registry, merchant: '</script><script>alert(1)</script>' });
    const tags = registryHeadTags(hostile);
    expect(tags).not.toContain('</script><script>');
    expect(tags.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(/>(.*)<\/script>/s.exec(tags)?.[1] ?? '')).toMatchObject({ merchant: '</script><script>alert(1)</script>' });
  });

  it("preloads this site's own remote manifests and those on an allowed origin, the way the federation runtime fetches them", () => {
    expect(preloadedManifests(JSON.stringify(registry))).toEqual([
      '/m/remotes/mf-games/1.0.0/mf-manifest.json',
      'https://cdn.example/mf-auth/mf-manifest.json',
    ]);
    // An origin the registry does not allow is the shell's to refuse, never the page's to fetch.
    const elsewhere = { ...registry, allowedOrigins: ['self'] };
    expect(preloadedManifests(JSON.stringify(elsewhere))).toEqual(['/m/remotes/mf-games/1.0.0/mf-manifest.json']);
    expect(registryHeadTags(JSON.stringify(registry))).toContain(
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/m/remotes/mf-games/1.0.0/mf-manifest.json">',
    );
  });

  it('preloads no manifest of a remote with a canary: which one a device loads is its own (issue 38)', () => {
    const canary = { version: '1.1.0', manifest: '/m/remotes/mf-games/1.1.0/mf-manifest.json', share: 10 };
    const withCanary = { ...registry, remotes: [{ ...registry.remotes[0], canary }] };
    expect(preloadedManifests(JSON.stringify(withCanary))).toEqual([]);
  });

  it("preloads the manifests of the remotes the address draws first, and no other's (issue 37)", () => {
    const five = {
      ...registry,
      remotes: ['mf-auth', 'mf-games', 'mf-member', 'mf-promotions', 'mf-pwa'].map((name) => ({
        name,
        version: '1.0.0',
        manifest: `/m/remotes/${name}/1.0.0/mf-manifest.json`,
      })),
    };
    const preloaded = (pathname: string) =>
      [...withRegistry('<head></head>', JSON.stringify(five), firstRemotesOf(pathname)).matchAll(/<link [^>]*remotes\/(mf-\w+)\//g)].map(
        (m) => m[1],
      );
    expect(preloaded('/m/login')).toEqual(['mf-auth']);
    expect(preloaded('/m/sports')).toEqual(['mf-games']);
    expect(preloaded('/m/member/deposit')).toEqual(['mf-member']);
    // The home's widgets come from three remotes; an unknown address shows the home.
    expect(preloaded('/m/home')).toEqual(['mf-games', 'mf-promotions', 'mf-pwa']);
    expect(preloaded('/m/no-such-page')).toEqual(['mf-games', 'mf-promotions', 'mf-pwa']);
  });

  it('still carries a registry that is not JSON (the shell then fetches and falls back), with no preload', () => {
    const tags = registryHeadTags('{ not json');
    expect(tags).toContain('{ not json');
    expect(tags).not.toContain('<link');
  });

  it('leaves the page alone when there is no registry', () => {
    expect(withRegistry('<head></head>', null)).toBe('<head></head>');
  });
});
