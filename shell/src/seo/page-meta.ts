/**
 * Per page and per merchant head tags (SPEC section 2): the public pages get a title, a
 * description and a canonical link; every other page, and the system pages, `noindex`.
 */
import type { RouteDef } from '@m/shared';
import type { HeadMeta } from './head-tags';

type Translate = (key: string, values?: Record<string, string>) => string;

export interface PageMetaInput {
  /** The matched route; null for a page outside the route table (a system page). */
  route: RouteDef | null;
  /** The merchant's display name (status.merchantName), else the catalogue's placeholder brand. */
  merchant: string;
  origin: string;
  /** The page's query, for the one public page it distinguishes (activity `id`). */
  search: string;
  t: Translate;
  /** A system page's own title key (maintenance, access denied…). */
  titleKey?: string;
}

/** The page key of the description: `index`, `index.html` and `/m/` describe the home page. */
function describedPage(path: string): string {
  if (path === '' || path === 'index' || path === 'index.html') return 'home';
  if (path === 'register.html') return 'register';
  return path;
}

export function canonicalUrl(route: RouteDef, origin: string, search: string): string {
  const base = `${origin}/m/${route.path}`;
  if (route.path !== 'activity') return base;
  // Each activity is its own page; every other query parameter (tracking) is the same page.
  const id = new URLSearchParams(search).get('id');
  return id && /^[\w-]{1,64}$/.test(id) ? `${base}?id=${encodeURIComponent(id)}` : base;
}

export function pageMeta({ route, merchant, origin, search, t, titleKey }: PageMetaInput): HeadMeta {
  const key = titleKey ?? route?.titleKey ?? 'title_home';
  const title = `${t(key)} | ${merchant}`;
  if (!route || titleKey || route.access !== 'public') return { title, description: null, canonical: null, robots: 'noindex,nofollow' };
  return {
    title,
    description: t(`meta_desc_${describedPage(route.path)}`, { merchant }),
    canonical: canonicalUrl(route, origin, search),
    robots: 'index,follow',
  };
}
