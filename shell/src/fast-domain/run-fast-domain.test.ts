import { runFastDomain, watchInteraction, type FastDomainDeps } from './run-fast-domain';
import { FAST_DOMAIN_FLAG } from './measured-flag';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) } as Storage;
}

function deps(overrides: Partial<FastDomainDeps> = {}): FastDomainDeps & { replaced: string[]; measured: string[][] } {
  const replaced: string[] = [];
  const measured: string[][] = [];
  return {
    replaced,
    measured,
    location: {
      hostname: 'demo.localhost',
      protocol: 'http:',
      port: '4173',
      pathname: '/m/login',
      search: '?redirect=%2Fm%2Fdeposit',
      replace: (url: string) => void replaced.push(url),
    },
    session: memoryStorage(),
    domainRoute: async () => ({ domains: [{ domain: 'demo.localhost' }, { domain: 'demo-fast.localhost' }] }),
    measure: async (domains) => {
      measured.push([...domains]);
      return domains.map((domain) => ({ domain, ms: domain === 'demo.localhost' ? 1500 : 40 }));
    },
    interacted: () => false,
    token: () => 'tok-abcdefgh',
    handOver: async () => 'signed.hand.over',
    language: () => 'VI',
    trackingParams: () => ({ gclid: 'g1' }),
    idle: async () => undefined,
    ...overrides,
  };
}

describe('the fast-domain start-up step', () => {
  it('measures every listed domain and jumps to the fastest, once per session', async () => {
    const d = deps();
    expect(await runFastDomain(d)).toEqual({ jumped: 'demo-fast.localhost' });
    expect(d.measured).toEqual([['demo.localhost', 'demo-fast.localhost']]);
    const url = new URL(d.replaced[0] as string);
    expect(url.host).toBe('demo-fast.localhost:4173');
    expect(new URLSearchParams(url.hash.slice(1)).get('token')).toBe('tok-abcdefgh');
    // The server's signed hand-over beside it (issue 35), and the player's own page and query.
    expect(new URLSearchParams(url.hash.slice(1)).get('ho')).toBe('signed.hand.over');
    expect(url.pathname).toBe('/m/login');
    expect(url.searchParams.get('redirect')).toBe('/m/deposit');
    expect(d.session?.getItem(FAST_DOMAIN_FLAG)).toBe('1');
    expect(await runFastDomain(d)).toBe('skipped');
    expect(d.measured).toHaveLength(1);
  });

  it('asks nothing before the page has loaded and gone idle', async () => {
    let idle: () => void = () => undefined;
    const asked: string[] = [];
    const d = deps({
      idle: () => new Promise<void>((resolve) => (idle = resolve)),
      domainRoute: async () => {
        asked.push('domainRoute');
        return { domains: [{ domain: 'demo.localhost' }, { domain: 'demo-fast.localhost' }] };
      },
    });
    const outcome = runFastDomain(d);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(asked).toEqual([]);
    expect(d.measured).toEqual([]);
    // Not yet counted as measured: a player who leaves before idle time is measured on the next page.
    expect(d.session?.getItem(FAST_DOMAIN_FLAG)).toBeNull();
    idle();
    expect(await outcome).toEqual({ jumped: 'demo-fast.localhost' });
    expect(asked).toEqual(['domainRoute']);
  });

  it('jumps without a hand-over when the server cannot give one (the other side then asks the player)', async () => {
    const d = deps({ handOver: () => Promise.reject(new Error('offline')) });
    expect(await runFastDomain(d)).toEqual({ jumped: 'demo-fast.localhost' });
    const fragment = new URLSearchParams(new URL(d.replaced[0] as string).hash.slice(1));
    expect(fragment.get('token')).toBe('tok-abcdefgh');
    expect(fragment.has('ho')).toBe(false);
  });

  it('does not reload a page the player already started using', async () => {
    const d = deps({ interacted: () => true });
    expect(await runFastDomain(d)).toBe('interacted');
    expect(d.replaced).toEqual([]);
  });

  it('stays when the merchant lists no other domain or the list cannot be read', async () => {
    const alone = deps({ domainRoute: async () => ({ domains: [{ domain: 'demo.localhost' }, { domain: 'https://evil.example' }] }) });
    expect(await runFastDomain(alone)).toBe('stay');
    expect(alone.measured).toEqual([]);
    const broken = deps({ domainRoute: async () => Promise.reject(new Error('offline')) });
    expect(await runFastDomain(broken)).toBe('stay');
    const garbage = deps({ domainRoute: async () => ({ domains: 'nope' as unknown as [] }) });
    expect(await runFastDomain(garbage)).toBe('stay');
  });

  it('never measures without session storage (the once-per-session rule could not hold)', async () => {
    const d = deps({ session: null });
    expect(await runFastDomain(d)).toBe('skipped');
  });
});

describe("what counts as the player's having started", () => {
  it('a tap, a key, and text that came without either (autofill, a password manager)', () => {
    for (const event of [new Event('pointerdown'), new KeyboardEvent('keydown', { key: 'a' }), new Event('input', { bubbles: true })]) {
      const page = new EventTarget();
      const interacted = watchInteraction(page);
      expect(interacted()).toBe(false);
      page.dispatchEvent(event);
      expect(interacted()).toBe(true);
    }
  });

  it('not a scroll, a focus or the page loading', () => {
    const page = new EventTarget();
    const interacted = watchInteraction(page);
    for (const type of ['scroll', 'focus', 'load', 'visibilitychange']) page.dispatchEvent(new Event(type));
    expect(interacted()).toBe(false);
  });
});
