/**
 * Where the console goes after signing in: back to the page the operator was sent away from, but
 * only to one of the console's own pages (an allow-list), never to an address a link supplied.
 */
export const PAGES = ['/releases', '/audit', '/experience', '/health'] as const;
export const HOME = '/releases';

const ALLOWED = new RegExp(`^(?:${PAGES.map((page) => page.replace('/', '\\/')).join('|')})(?:\\?merchant=[A-Za-z0-9_-]{1,64})?$`);

export function safeNext(next: string | null): string {
  return next !== null && ALLOWED.test(next) ? next : HOME;
}
