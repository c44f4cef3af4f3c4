/**
 * What a phone downloads before a route is usable, shared by the size report (size-report.ts) and
 * the benchmark (bench/): the routes, when each counts as usable, and the measurement itself.
 *
 * "Usable" means: the shell's frame (header, navigation) is interactive and the route's own
 * area has attached: the remote page's root element is visible and its slot's parcel has mounted
 * (or failed), or for /m/home the home layout with every widget slot settled; some widgets, such
 * as the install prompt, mount without showing anything. Requests are counted until then. A page
 * the server drew is visible before its code arrives but answers taps only once attached, and
 * whether the server drew it in time (a cold render thread leaves it to the browser) must not
 * change the figure: the same files are needed either way.
 */
import zlib from 'node:zlib';
import type { Page } from '@playwright/test';

export interface RouteCase {
  url: string;
  ready: string;
  remote?: string;
  session?: boolean;
}

export const ROUTES: RouteCase[] = [
  { url: '/m/home', ready: '[data-page="home"]' },
  { url: '/m/login', ready: '[data-page^="mf-auth/LoginPage"]', remote: 'mf-auth' },
  { url: '/m/register', ready: '[data-page^="mf-auth/RegisterPage"]', remote: 'mf-auth' },
  { url: '/m/sports', ready: '[data-page^="mf-games/CategoryPage"]', remote: 'mf-games' },
  { url: '/m/game', ready: '[data-page^="mf-games/GamePage"]', session: true },
  { url: '/m/member/home', ready: '[data-page^="mf-member/MemberHomePage"]', remote: 'mf-member', session: true },
  { url: '/m/inviteFriends', ready: '[data-page^="mf-member/InviteFriendsPage"]' },
  { url: '/m/news', ready: '[data-page^="mf-promotions/NewsPage"]', remote: 'mf-promotions' },
  { url: '/m/activity?id=1', ready: '[data-page^="mf-promotions/ActivityPage"]' },
  { url: '/m/download', ready: '[data-page^="mf-pwa/DownloadPage"]', remote: 'mf-pwa' },
];

export function routeCase(url: string): RouteCase {
  const found = ROUTES.find((route) => route.url === url);
  if (!found) throw new Error(`${url} is not a measured route; known: ${ROUTES.map((r) => r.url).join(', ')}`);
  return found;
}

export interface Loaded {
  url: string;
  gzip: number;
}

export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function gzipSize(body: Buffer): number {
  return zlib.gzipSync(body, { level: 9 }).length;
}

/**
 * Runs in the page from its first script on: notes `performance.now()` the moment the route is
 * usable, checked on every DOM change and every frame. Noting it in the page, from the start,
 * keeps the moment independent of when this process gets to ask: a page that is usable before
 * its load event (a slow machine) would otherwise be noticed only after `goto` returns, by which
 * time the idle-time work (the PWA and member services, the tracker) has started and would be
 * counted as the route's. Source text rather than a function: tsx would wrap a function's inner
 * functions in a helper (`__name`) that the page does not have.
 */
export function usableRecorder(route: RouteCase): string {
  const ready = JSON.stringify(route.ready);
  const home = route.url === '/m/home';
  return `(() => {
  const check = () => {
    if (window.__mUsableAt !== undefined) return true;
    const area = document.querySelector(${ready});
    if (!document.querySelector('.app') || !area || area.getClientRects().length === 0) return false;
    const settled = (slot) => !slot || slot.hasAttribute('data-mounted') || slot.hasAttribute('data-reason');
    if (!settled(area.closest('.remote-slot'))) return false;
    if (${home} && ![...document.querySelectorAll('.remote-slot')].every(settled)) return false;
    window.__mUsableAt = performance.now();
    return true;
  };
  const observer = new MutationObserver(() => { if (check()) observer.disconnect(); });
  observer.observe(document, { subtree: true, childList: true, attributes: true });
  const everyFrame = () => { if (check()) observer.disconnect(); else requestAnimationFrame(everyFrame); };
  requestAnimationFrame(everyFrame);
})();`;
}

/** Call before navigating: from then on each document the page loads notes when `route` is usable. */
export async function watchUsable(page: Page, route: RouteCase): Promise<void> {
  await page.addInitScript({ content: usableRecorder(route) });
}

/**
 * Waits until the route is usable (`watchUsable` must have been called before the navigation) and
 * resolves with the page's own clock at that moment.
 */
export async function waitUntilUsable(page: Page, timeout = 30_000): Promise<number> {
  const usableAt = await page.waitForFunction(() => (window as unknown as { __mUsableAt?: number }).__mUsableAt ?? null, null, { timeout });
  return (await usableAt.jsonValue()) as number;
}

/** The JavaScript files (gzip -9 sizes) whose download started before `route` was usable. */
export async function measureFirstLoad(page: Page, base: string, route: RouteCase): Promise<Loaded[]> {
  const loaded: Loaded[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!/javascript/.test(type)) return;
    pending.push(
      response.body().then(
        (body) => void loaded.push({ url: response.url(), gzip: gzipSize(body) }),
        () => undefined,
      ),
    );
  });
  await watchUsable(page, route);
  await page.goto(base + route.url);
  const cutoff = await waitUntilUsable(page);
  // Let what was already on its way arrive, then keep what had started by the cut-off.
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  const startedBefore = new Set(
    await page.evaluate(
      (t) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime <= t)
          .map((entry) => entry.name),
      cutoff,
    ),
  );
  return loaded.filter((l) => startedBefore.has(l.url));
}

/** The part of a first load that is a remote's own files. */
export function remoteShare(loaded: Loaded[], remote: string): Loaded[] {
  return loaded.filter((l) => new URL(l.url).pathname.startsWith(`/m/remotes/${remote}/`));
}

export const kb = (bytes: number): string => (bytes / 1024).toFixed(1);
