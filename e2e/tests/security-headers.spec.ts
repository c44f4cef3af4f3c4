import { test, expect, shellReady } from '../support/fixtures';
import { startSeparateServer, type SeparateServer } from '../support/separate-server';

/**
 * Issue 11, finding 8: the pages defend themselves. These scenarios provoke violations on
 * purpose, so they run on a server of their own and in a browser context of their own: the run's
 * zero-violation check (support/fixtures.ts) watches the shared server and the test's context.
 */
let server: SeparateServer;

test.beforeAll(async () => {
  server = await startSeparateServer();
});
test.afterAll(async () => {
  await server?.stop();
});

async function reports(
  request: import('@playwright/test').APIRequestContext,
): Promise<Array<{ violatedDirective: string; blockedUri: string }>> {
  const response = await request.get(`${server.url}/__csp/reports`);
  return ((await response.json()) as { violations: Array<{ violatedDirective: string; blockedUri: string }> }).violations;
}

test('another site cannot show the login page inside a frame', async ({ browser, request }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${server.url}/m/federation/registry.json`);
  // A page of another origin (about:blank here) framing /m/login.
  const before = (await reports(request)).length;
  const answered = page.waitForResponse((response) => response.url().endsWith('/m/login'));
  await page.setContent(`<iframe id="victim" src="${server.url.replace('127.0.0.1', 'localhost')}/m/login" title="victim"></iframe>`);
  // The page arrived, and the browser refused to draw it inside the frame, and said so: only
  // after that decision is "nothing in the frame" worth checking.
  expect((await answered).status()).toBe(200);
  await expect
    .poll(async () => (await reports(request)).slice(before).some((report) => report.violatedDirective.startsWith('frame-ancestors')))
    .toBe(true);
  const frame = page.frameLocator('#victim');
  await expect(frame.locator('#root')).toHaveCount(0);
  await expect(frame.locator('[data-page="mf-auth/LoginPage"]')).toHaveCount(0);
  await context.close();
});

test('a script smuggled into the page does not run, and the server hears of it', async ({ browser, request }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${server.url}/m/home`);
  await shellReady(page);
  // Resolves once the image has failed: its inline handler, registered first, had its turn.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const holder = document.createElement('div');
        holder.innerHTML = '<img src="data:," onerror="window.__pwned = 1">';
        holder.querySelector('img')!.addEventListener('error', () => resolve(), { once: true });
        document.body.append(holder);
      }),
  );
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect.poll(async () => (await reports(request)).some((report) => report.violatedDirective.startsWith('script-src'))).toBe(true);
  await context.close();
});

test('the shell page names its own nonce and forbids plugins, base and framing', async ({ request }) => {
  const response = await request.get(`${server.url}/m/login`);
  const csp = response.headers()['content-security-policy'] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(await response.text()).toContain(`nonce="${nonce}"`);
  for (const directive of ["'strict-dynamic'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"])
    expect(csp).toContain(directive);
  expect(response.headers()['x-frame-options']).toBe('DENY');
  expect(response.headers()['referrer-policy']).toBe('strict-origin');
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
});
