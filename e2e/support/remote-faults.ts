/**
 * A remote's files failing as a player's browser meets them (issue 38). The remotes come from the
 * release bucket (the CDN's place, another origin than the site: support/bucket-registries.ts), so
 * the site's fault rules (`faults.add`) cannot reach them: the scenario breaks them in its own
 * browser instead, on whatever origin the registry names (`…/remotes/<remote>/…`: the bucket, or
 * the site itself with E2E_REMOTES=disk). What the render tier does when the bucket fails is the
 * tier's own tests' (server/src/ssr/server-entries.test.ts).
 *
 * A page's routes do not see the requests its service worker makes: a scenario using this runs
 * without the worker (`test.use({ serviceWorkers: 'block' })`), as a first visit does.
 */
import type { Page, Route } from '@playwright/test';

export interface RemoteFault {
  /** The bucket or CDN answers this status (a 503 while it is down). */
  status?: number;
  /** It answers this late (then as it would have). */
  delayMs?: number;
}

export interface BrokenRemote {
  /** The files answer normally again (requests already held finish as they would have). */
  restore(): Promise<void>;
}

export async function breakRemote(page: Page, remote: string, fault: RemoteFault): Promise<BrokenRemote> {
  const files = (url: URL) => url.pathname.includes(`/remotes/${remote}/`);
  const handler = async (route: Route) => {
    if (fault.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    // The page may be gone by then (the scenario ended during a long delay): nothing to answer.
    const answered = fault.status
      ? route.fulfill({
          status: fault.status,
          headers: { 'access-control-allow-origin': '*', 'cache-control': 'no-store' },
          contentType: 'text/plain',
          body: `${remote} is unavailable`,
        })
      : route.fallback();
    await answered.catch(() => undefined);
  };
  await page.route(files, handler);
  return { restore: () => page.unroute(files, handler) };
}
