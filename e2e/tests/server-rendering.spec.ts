/**
 * Issue 23: the first view of a public route is drawn on the server, by the remote versions the
 * merchant's registry names, and the browser attaches to it (hydration) without drawing it again.
 */
import { devices, type APIRequestContext, type Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { BASE_URL, tenantUrl } from '../support/test-server';

/**
 * The page's HTML as the server sends it. Node does not resolve `*.localhost`: the request goes to
 * the loopback address and names the merchant's host the way a reverse proxy on this machine would.
 */
async function serverHtml(
  request: APIRequestContext,
  merchant: string,
  route: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const answer = await request.get(`${BASE_URL}${route}`, {
    headers: { 'x-forwarded-host': new URL(tenantUrl(merchant)).host, ...headers },
  });
  return answer.text();
}

// The worker would answer later navigations with its precached shell: each page here is a first visit.
test.use({ serviceWorkers: 'block' });

const PUBLIC_ROUTES = ['/m/home', '/m/login', '/m/register', '/m/sports', '/m/rng', '/m/activity', '/m/news', '/m/download'];

/** React's hydration failures, as the shell reports them and as React words them in production. */
function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/\[hydration\]|Minified React error #(418|419|421|422|423|425)|hydrat/i.test(text)) problems.push(text);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

for (const merchant of ['demo', 'lotus'] as const) {
  test(`${merchant}: a guest opening each public route gets it drawn by the server and the browser takes it over as it is`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const problems = watchHydration(page);
    for (const route of PUBLIC_ROUTES) {
      const url = `${tenantUrl(merchant)}${route}`;
      // The first request of a remote version loads its server build; the page after it is drawn whole.
      await expect
        .poll(async () => (await serverHtml(request, merchant, route)).match(/data-remote-version="/g)?.length ?? 0, { timeout: 15_000 })
        .toBeGreaterThan(0);
      await page.goto(url);
      const drawn = page.locator('[data-remote-version]');
      expect(await drawn.count(), route).toBeGreaterThan(0);
      // Every area the server drew is attached to by its remote's own code, in place.
      for (const slot of await drawn.all()) await expect(slot).toHaveAttribute('data-mounted', 'true');
      await expect(page.locator('.remote-slot--failed')).toHaveCount(0);
    }
    expect(problems).toEqual([]);
  });
}

test('a player with JavaScript off sees the lobby: the banner, the game categories and the hot games by name', async ({
  browser,
  request,
}) => {
  const home = `${tenantUrl('demo')}/m/home`;
  await expect
    .poll(async () =>
      (await serverHtml(request, 'demo', '/m/home')).includes('data-remote="mf-games" data-module="./HomeCategories" data-remote-version'),
    )
    .toBe(true);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(home);
  await expect(page.locator('#splash')).toHaveAttribute('data-state', 'hidden');
  await expect(page.getByRole('img', { name: 'Welcome offer' }).first()).toBeVisible();
  await expect(page.getByText('Slots', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Fortune Tiger').first()).toBeVisible();
  // The promotion popup the server draws could not be closed without JavaScript: it stays away.
  await expect(page.getByTestId('promo-popup')).toBeHidden();
  await page.goto(`${tenantUrl('demo')}/m/sports`);
  await expect(page.locator('[data-remote="mf-games"][data-remote-version] [data-page="mf-games/CategoryPage"]')).toBeVisible();
  await expect(page.getByText('SABA Sports').first()).toBeVisible();
  await context.close();
});

test('a Thai phone gets the lotus lobby drawn in Thai, and its browser does not ask for the status again', async ({ browser, request }) => {
  const home = `${tenantUrl('lotus')}/m/home`;
  await expect
    .poll(async () => (await serverHtml(request, 'lotus', '/m/home', { 'accept-language': 'th' })).includes('data-remote-version'))
    .toBe(true);
  // The phone's language: Accept-Language for the server, navigator.languages for the shell.
  const context = await browser.newContext({ ...devices['Pixel 7'], locale: 'th-TH', serviceWorkers: 'block' });
  const page = await context.newPage();
  const statusCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/wps/system/status')) statusCalls.push(r.url());
  });
  await page.goto(home);
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(page.locator('[data-remote="mf-games"][data-mounted]')).toBeVisible();
  expect(statusCalls).toEqual([]);
  await context.close();
});

// The popup is home's largest paint: its image must not wait for the page's scripts and a second
// request for the banners (docs/performance.md). The page itself asks for it, and draws it (issue
// 40) unless this browser session has seen it (the cookie the page writes when it shows).
test('the home page comes with the promotion popup drawn, its image asked for while it is still arriving', async ({ browser, request }) => {
  // A busy render thread may leave the popup to the browser (its banners late for the slot's
  // budget: `data-decision="pending"`), which is correct but not what this looks at: asked again
  // until the server draws it, as support/server-home.ts does for the rows.
  let html = '';
  await expect
    .poll(
      async () => {
        html = await serverHtml(request, 'demo', '/m/home');
        return /role="dialog"[^>]*data-popup-key="m_popup1"/.test(html);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  expect(html).toMatch(/<link rel="preload" href="\/wps\/static\/demo\/banners\/popup-14\.svg" as="image"[^>]*\/>/);
  const seen = await serverHtml(request, 'demo', '/m/home', { cookie: 'm_popups_seen=m_popup1.m_popup2' });
  expect(seen).not.toContain('role="dialog"');
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const asked: string[] = [];
  page.on('request', (sent) => asked.push(new URL(sent.url()).pathname));
  await page.goto(`${tenantUrl('demo')}/m/home`);
  await expect.poll(() => asked).toContain('/wps/static/demo/banners/popup-14.svg');
  await context.close();
});
