import { takeJumpArrival } from './arrival';
import { FAST_DOMAIN_FLAG } from './measured-flag';

function at(href: string) {
  const replaced: string[] = [];
  const location = { href } as Location;
  const history = { state: null, replaceState: (_s: unknown, _t: string, url: string) => void replaced.push(url) } as unknown as History;
  const map = new Map<string, string>();
  const session = { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
  const stored: string[] = [];
  return { location, history, session, replaced, stored, store: (code: string) => void stored.push(code) };
}

describe('arriving by a fast-domain jump', () => {
  it('keeps the language, marks the session measured and cleans the address (token left for the session step)', () => {
    const page = at('http://demo-fast.localhost/m/index.html?gclid=g1&lang=th&fd=1&token=tok-12345678');
    expect(takeJumpArrival(page.location, page.history, page.store, page.session)).toBe(true);
    expect(page.stored).toEqual(['TH']);
    expect(page.session.getItem(FAST_DOMAIN_FLAG)).toBe('1');
    expect(page.replaced).toEqual(['/m/index.html?gclid=g1&token=tok-12345678']);
  });

  it('ignores an unsupported language and ordinary visits', () => {
    const odd = at('http://demo-fast.localhost/m/index.html?lang=<x>&fd=1');
    takeJumpArrival(odd.location, odd.history, odd.store, odd.session);
    expect(odd.stored).toEqual([]);
    const plain = at('http://demo.localhost/m/home?lang=TH');
    expect(takeJumpArrival(plain.location, plain.history, plain.store, plain.session)).toBe(false);
    expect(plain.stored).toEqual([]);
    expect(plain.replaced).toEqual([]);
  });
});
