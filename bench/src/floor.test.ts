import { sessionInitScript, stripScripts } from './floor';

describe('the static floor page', () => {
  it('keeps the markup and styles, and drops everything that runs', () => {
    const page =
      '<html><head><style>.a{color:red}</style><script defer src="/m/assets/main.1.js"></script><link rel="modulepreload" href="/m/x.js"><link rel="preload" as="script" href="/m/y.js"><link nonce="n" rel="preload" as="script" href="/m/z.js"><link rel="preload" as="fetch" crossorigin="anonymous" href="/m/remotes/a/mf-manifest.json"><link rel="preload" as="image" fetchpriority="high" href="/logo.svg"><link rel="manifest" href="/wps/system/manifest.json"></head>' +
      '<body><h1 class="a">Promotions</h1><script>window.x = "</div>";</script><img src="/wps/static/b.png" alt=""></body></html>';
    expect(stripScripts(page)).toBe(
      '<html><head><style>.a{color:red}</style><link rel="preload" as="image" fetchpriority="high" href="/logo.svg"><link rel="manifest" href="/wps/system/manifest.json"></head><body><h1 class="a">Promotions</h1><img src="/wps/static/b.png" alt=""></body></html>',
    );
  });

  it('seeds the session the shell reads, and keeps the service worker out', () => {
    const script = sessionInitScript({ id: '', token: 't"1', merchantCode: 'lotus', userName: 'lotus1', type: 0, firstTimeLogin: false });
    const storage = new Map<string, string>();
    const navigatorProto = { serviceWorker: {} };
    // The script is text the bench adds to the page (an init script): run it as the browser would, with stand-ins for its globals.
    // oxlint-disable-next-line typescript/no-implied-eval
    new Function('sessionStorage', 'Navigator', script)(
      { setItem: (k: string, v: string) => storage.set(k, v) },
      { prototype: navigatorProto },
    );
    expect(JSON.parse(storage.get('sessionInfo') ?? '{}')).toMatchObject({ token: 't"1', merchantCode: 'lotus' });
    expect('serviceWorker' in navigatorProto).toBe(false);
  });
});
