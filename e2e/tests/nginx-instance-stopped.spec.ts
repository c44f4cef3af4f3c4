/**
 * Issue 34, item 5 (the nginx run only, playwright.nginx.config.ts): two render-tier instances in
 * nginx's pages upstream, one /wps backend; one render instance is stopped while a signed-in
 * player is on the site, and the player keeps browsing without a failed page or /wps call: nginx
 * sends what the stopped instance cannot take to the other one (deploy/nginx/m-site.conf.template,
 * proxy_next_upstream), whose pages are drawn on the server as before.
 */
import type { Page } from '@playwright/test';
import { test, expect, shellReady } from '../support/fixtures';
import { openAs, signIn } from '../support/api-session';
import { BACKEND_PORT, RENDER_PORTS, instanceAnswers, startSecondInstance, stopSecondInstance } from '../support/nginx-backends';

/** Every response of the page that failed: a server error, or no answer at all. */
function failures(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 500) seen.push(`${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    // A navigation cancels the previous page's requests in flight: that is the browser, not the site.
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') seen.push(`${request.failure()?.errorText} ${request.url()}`);
  });
  return seen;
}

const PAGES: [string, string][] = [
  ['/m/sports', 'mf-games/CategoryPage'],
  ['/m/member/home', 'mf-member/MemberHomePage'],
  ['/m/news', 'mf-promotions/NewsPage'],
  ['/m/home', 'home'],
];

test('one render instance stops while a player browses: every page and /wps call still answers', async ({ page }) => {
  test.setTimeout(120_000);
  expect(await instanceAnswers(RENDER_PORTS[0])).toBe(true);
  expect(await instanceAnswers(RENDER_PORTS[1])).toBe(true);
  expect(await instanceAnswers(BACKEND_PORT)).toBe(true);
  const session = await signIn('player1', 0);
  await openAs(page, session, '/m/home');
  await shellReady(page);
  const failed = failures(page);
  let wpsAnswers = 0;
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/wps/')) wpsAnswers += 1;
  });

  // The stop comes while the first pages are asked for: some are in flight on the stopping instance.
  const stopping = stopSecondInstance();
  try {
    for (const [url, marker] of PAGES) {
      if (url === PAGES[2]![0]) await stopping;
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      // The remaining instance drew it (a drawn page is private; the backend's plain shell is not).
      if (url !== '/m/member/home') expect(response?.headers()['cache-control'], url).toBe('private, no-cache');
      await shellReady(page);
      await expect(page.locator(`[data-page="${marker}"]`), url).toBeVisible();
    }
    // A POST too (the encrypted sign-in): /wps goes to the backend, which no stop touched.
    expect((await signIn('player1', 0)).token).toBeTruthy();
    expect(wpsAnswers).toBeGreaterThan(0);
    expect(failed).toEqual([]);
  } finally {
    await startSecondInstance();
  }
  // Back in the upstream: the site answers as before.
  const response = await page.goto('/m/sports');
  expect(response?.status()).toBe(200);
  await expect(page.locator('[data-page="mf-games/CategoryPage"]')).toBeVisible();
});
