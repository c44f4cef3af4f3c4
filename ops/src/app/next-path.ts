/**
 * Where the console goes after signing in: back to the page the operator was sent away from, but
 * only to one of the console's own pages (an allow-list) with the console's own choices in its
 * query (merchant, filters, metric), never to an address a link supplied.
 */
export const PAGES = ['/releases', '/audit', '/experience', '/health'] as const;
export const HOME = '/releases';

/** The query parameters the console's pages read. */
const PARAMS = new Set(['merchant', 'remote', 'actor', 'route', 'metric', 'days']);
const VALUE = /^[\w./-]{1,100}$/;

export function safeNext(next: string | null): string {
  if (!next) return HOME;
  const [path = '', query = '', ...rest] = next.split('?');
  if (rest.length > 0 || !(PAGES as readonly string[]).includes(path)) return HOME;
  const params = new URLSearchParams(query);
  for (const [name, value] of params) if (!PARAMS.has(name) || !VALUE.test(value)) return HOME;
  const kept = params.toString();
  return kept ? `${path}?${kept}` : path;
}
