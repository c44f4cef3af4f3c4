import { jumpUrl } from './jump-url';

describe('the fast-domain jump address', () => {
  it('opens /m/index.html on the other host with session, tracking, language and the once-marker', () => {
    const url = new URL(
      jumpUrl({
        domain: 'fast.example.com',
        protocol: 'https:',
        port: '',
        token: 'tok-123456789',
        language: 'TH',
        tracking: { affiliateCode: 'aff1', gclid: 'g-1', fbclid: undefined },
        now: 1_800_000_000_000,
      }),
    );
    expect(url.origin).toBe('https://fast.example.com');
    expect(url.pathname).toBe('/m/index.html');
    expect(Object.fromEntries(url.searchParams)).toEqual({ affiliateCode: 'aff1', gclid: 'g-1', lang: 'TH', fd: '1' });
    // In the fragment: never sent to the other domain's server, so never in its logs. With the
    // time it was written: the other side takes it for 300 s only.
    expect(url.hash).toBe('#token=tok-123456789&at=1800000000000');
  });

  it('keeps the player’s page and query on the other host, with the signed hand-over beside the token (issue 35)', () => {
    const url = new URL(
      jumpUrl({
        domain: 'fast.example.com',
        protocol: 'https:',
        port: '',
        path: '/m/login?redirect=%2Fm%2Fdeposit&token=never-in-the-query&gclid=old',
        token: 'tok-123456789',
        handOver: 'exp.nonce.sig',
        language: 'TH',
        tracking: { gclid: 'g-1' },
        now: 1_800_000_000_000,
      }),
    );
    expect(url.pathname).toBe('/m/login');
    expect(Object.fromEntries(url.searchParams)).toEqual({ redirect: '/m/deposit', gclid: 'g-1', lang: 'TH', fd: '1' });
    expect(Object.fromEntries(new URLSearchParams(url.hash.slice(1)))).toEqual({
      token: 'tok-123456789',
      at: '1800000000000',
      ho: 'exp.nonce.sig',
    });
  });

  it.each(['/', '//evil.example/m/x', 'https://evil.example/m/home', '/wps/static/games/vendor', '/mx/home'])(
    'opens /m/index.html for a page that is not an /m page of the site (%s)',
    (path) => {
      const url = new URL(
        jumpUrl({ domain: 'fast.example.com', protocol: 'https:', port: '', path, token: null, language: 'EN', tracking: {}, now: 0 }),
      );
      expect(url.origin).toBe('https://fast.example.com');
      expect(url.pathname).toBe('/m/index.html');
    },
  );

  it('keeps the page port for local domains and sends no token for a guest', () => {
    const url = new URL(
      jumpUrl({ domain: 'demo-fast.localhost', protocol: 'http:', port: '4173', token: null, language: 'EN', tracking: {}, now: 0 }),
    );
    expect(url.host).toBe('demo-fast.localhost:4173');
    expect(url.searchParams.has('token')).toBe(false);
    expect(url.hash).toBe('');
  });
});
