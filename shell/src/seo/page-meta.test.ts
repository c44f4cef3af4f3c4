import { ROUTES } from '@m/shared';
import { pageMeta } from './page-meta';

const t = (key: string, values?: Record<string, string>) => `${key}${values?.merchant ? `(${values.merchant})` : ''}`;
const route = (path: string) => ROUTES.find((r) => r.path === path)!;
const base = { merchant: 'Demo Casino', origin: 'https://demo.example', search: '', t };

describe('search-engine tags (SPEC section 2)', () => {
  it('gives a public page its merchant title, description and canonical link', () => {
    expect(pageMeta({ ...base, route: route('sports'), search: '?gclid=x' })).toEqual({
      title: 'title_sports | Demo Casino',
      description: 'meta_desc_sports(Demo Casino)',
      canonical: 'https://demo.example/m/sports',
      robots: 'index,follow',
    });
  });

  it('describes the entry pages as home and keeps the activity id in the canonical link', () => {
    expect(pageMeta({ ...base, route: route('index.html') }).description).toBe('meta_desc_home(Demo Casino)');
    expect(pageMeta({ ...base, route: route('') }).canonical).toBe('https://demo.example/m/');
    expect(pageMeta({ ...base, route: route('activity'), search: '?id=42&fbclid=x' }).canonical).toBe(
      'https://demo.example/m/activity?id=42',
    );
    expect(pageMeta({ ...base, route: route('activity'), search: '?id=<x>' }).canonical).toBe('https://demo.example/m/activity');
  });

  it('has a description for every public page in the EN catalogue', () => {
    const en = require('../../../shared/src/i18n/locales/EN.json') as Record<string, string>;
    for (const r of ROUTES.filter((x) => x.access === 'public')) {
      const key = pageMeta({ ...base, route: r, t: (k) => k }).description!;
      expect(en[key] ? key : `missing ${key}`).toBe(key);
    }
  });

  it.each(['member/home', 'inviteFriends', 'changePsw', 'feedback', 'launchGame'])('keeps %s out of search engines', (path) => {
    const meta = pageMeta({ ...base, route: route(path) });
    expect(meta.robots).toBe('noindex,nofollow');
    expect(meta.canonical).toBeNull();
    expect(meta.description).toBeNull();
  });

  it('keeps system pages out of search engines', () => {
    expect(pageMeta({ ...base, route: null, titleKey: 'maintenance_title' })).toEqual({
      title: 'maintenance_title | Demo Casino',
      description: null,
      canonical: null,
      robots: 'noindex,nofollow',
    });
  });
});
