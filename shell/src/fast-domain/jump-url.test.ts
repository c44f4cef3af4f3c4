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

  it('keeps the page port for local domains and sends no token for a guest', () => {
    const url = new URL(
      jumpUrl({ domain: 'demo-fast.localhost', protocol: 'http:', port: '4173', token: null, language: 'EN', tracking: {}, now: 0 }),
    );
    expect(url.host).toBe('demo-fast.localhost:4173');
    expect(url.searchParams.has('token')).toBe(false);
    expect(url.hash).toBe('');
  });
});
