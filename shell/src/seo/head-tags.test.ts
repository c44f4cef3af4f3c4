import { applyHeadMeta } from './head-tags';

describe('head tags', () => {
  it('writes and then removes description and canonical, one tag each', () => {
    applyHeadMeta({ title: 'Sports | Demo', description: 'Bet', canonical: 'https://d.example/m/sports', robots: 'index,follow' });
    applyHeadMeta({ title: 'Sports | Demo', description: 'Bet more', canonical: 'https://d.example/m/sports', robots: 'index,follow' });
    expect(document.title).toBe('Sports | Demo');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Bet more');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://d.example/m/sports');
    applyHeadMeta({ title: 'Me | Demo', description: null, canonical: null, robots: 'noindex,nofollow' });
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex,nofollow');
  });
});
