import { test, expect, shellReady } from '../support/fixtures';
import { offerInstallPrompt, storageOf } from '../support/pwa';
import { collectedEvents } from '../support/server-db';
import { tenantUrl } from '../support/test-server';

/**
 * SPEC sections 2, 4 and 9, install prompt; issue 6 point 2. Headless Chromium never fires
 * `beforeinstallprompt` by itself: the test fires one of the same shape. On the iPhone project,
 * where iOS has no such event, the popup shows the "Share, then Add to Home Screen" help.
 */
const isIphone = (name: string) => name === 'iphone';

test('the player agrees to add the site to the home screen', async ({ page }, testInfo) => {
  await page.goto(`${tenantUrl('demo')}/m/home`);
  await shellReady(page);
  const sheet = page.getByTestId('install-prompt');

  if (isIphone(testInfo.project.name)) {
    await expect(page.getByTestId('install-ios-help')).toBeVisible();
    await page.getByTestId('install-agree').click();
    await expect(sheet).toHaveCount(0);
    // Read once: not shown again this session, and not counted as a refusal.
    const { local, session } = await storageOf(page);
    expect(session.a2hs_declined).toBe('1');
    expect(local.a2hs_close_count).toBeUndefined();
    return;
  }

  await offerInstallPrompt(page, 'accepted');
  // (Its one-second delay is timed inside the page: "the popup slides in one second after…" below.)
  await expect(sheet).toHaveAttribute('data-open', 'true');
  await page.getByTestId('install-agree').click();
  await expect(page.getByTestId('notice')).toContainText('Installing');
  // Tracked once, with the a2hsInstalled event (a beacon: its body is read where it arrived).
  const tracked = Number((await storageOf(page)).local.a2hsInstalled_tracked);
  await expect
    .poll(() => collectedEvents('demo'))
    .toContainEqual(
      expect.objectContaining({ kind: 'event', event: 'a2hsInstalled', payload: expect.objectContaining({ content: { time: tracked } }) }),
    );
  expect(await page.evaluate(() => (window as unknown as { __promptCalls: number }).__promptCalls)).toBe(1);
  const { local } = await storageOf(page);
  expect(local.a2hs_installed).toBeTruthy();

  // Installed: the popup is not offered again, even when the browser offers its prompt again.
  await page.getByTestId('notice').getByRole('button').click();
  // Playwright's clock: the slide-in delay is run through, not waited for.
  await page.clock.install();
  await page.reload();
  await shellReady(page);
  await offerInstallPrompt(page, 'accepted');
  await page.clock.runFor(1500);
  await expect(sheet).toHaveCount(0);
});

test('the player declines to add the site to the home screen', async ({ page }, testInfo) => {
  await page.goto(`${tenantUrl('demo')}/m/home`);
  await shellReady(page);
  if (!isIphone(testInfo.project.name)) await offerInstallPrompt(page, 'accepted');
  const sheet = page.getByTestId('install-prompt');
  await expect(sheet).toHaveAttribute('data-open', 'true');
  await page.getByTestId('install-cancel').click();
  await expect(sheet).toHaveCount(0);

  let stored = await storageOf(page);
  expect(stored.session.a2hs_declined).toBe('1');
  expect(stored.local.a2hs_close_count).toBe('1');
  expect(stored.local.a2hs_installed).toBeUndefined();
  if (!isIphone(testInfo.project.name))
    expect(await page.evaluate(() => (window as unknown as { __promptCalls: number }).__promptCalls)).toBe(0);

  // Not again in this session (Playwright's clock runs the slide-in delay through).
  await page.clock.install();
  await page.reload();
  await shellReady(page);
  if (!isIphone(testInfo.project.name)) await offerInstallPrompt(page, 'accepted');
  await page.clock.runFor(1500);
  await expect(sheet).toHaveCount(0);

  // A new session asks again, and the counter goes on.
  const next = await page.context().newPage();
  await next.goto(`${tenantUrl('demo')}/m/home`);
  await shellReady(next);
  if (!isIphone(testInfo.project.name)) await offerInstallPrompt(next, 'dismissed');
  await expect(next.getByTestId('install-prompt')).toHaveAttribute('data-open', 'true');
  if (!isIphone(testInfo.project.name)) {
    // Saying no in the browser's own dialog counts as declining too.
    await next.getByTestId('install-agree').click();
    await expect.poll(async () => (await storageOf(next)).local.a2hs_close_count).toBe('2');
  } else {
    await next.getByTestId('install-cancel').click();
    stored = await storageOf(next);
    expect(stored.local.a2hs_close_count).toBe('2');
  }
});

test('without an install prompt from the browser, the missing-prompt flag is set and nothing shows', async ({ page }, testInfo) => {
  await page.goto(`${tenantUrl('demo')}/m/home`);
  await shellReady(page);
  if (isIphone(testInfo.project.name)) {
    // iOS never offers one: the help shows instead and no flag is needed.
    await expect(page.getByTestId('install-ios-help')).toBeVisible();
    expect((await storageOf(page)).session.a2hs_prompt_missing).toBeUndefined();
    return;
  }
  // 20 looks, 150 ms apart: about three seconds.
  await expect.poll(async () => (await storageOf(page)).session.a2hs_prompt_missing, { timeout: 6000 }).toBe('1');
  await expect(page.getByTestId('install-prompt')).toHaveCount(0);
});

test('a player who has the merchant app installed is not offered the home-screen copy', async ({ page }, testInfo) => {
  test.skip(isIphone(testInfo.project.name), 'getInstalledRelatedApps exists on Android Chromium only');
  // The browser reports the app the manifest relates (server/config/merchants/demo/pwa.json).
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'getInstalledRelatedApps', { value: async () => [{ platform: 'play', id: 'com.democasino.app' }] });
  });
  await page.goto(`${tenantUrl('demo')}/m/home`);
  await shellReady(page);
  const manifest = await page.evaluate(
    async () => (await fetch('/wps/system/manifest.json?merchantCode=demo')).json() as Promise<{ related_applications: unknown[] }>,
  );
  expect(manifest.related_applications).toEqual([{ platform: 'play', id: 'com.democasino.app' }]);
  await offerInstallPrompt(page, 'accepted');
  await expect(page.getByTestId('install-decision')).toHaveAttribute('data-decision', 'native-app-installed');
  await expect(page.getByTestId('install-prompt')).toHaveCount(0);
});

test('the popup slides in one second after the browser offers the prompt, and slides for 250 ms', async ({ page }, testInfo) => {
  test.skip(isIphone(testInfo.project.name), 'iOS has no install prompt to time from');
  await page.goto(`${tenantUrl('demo')}/m/home`);
  await shellReady(page);
  // mf-pwa's install prompt is mounted and waiting (its remote may arrive after the shell).
  await expect(page.getByTestId('install-decision')).toHaveAttribute('data-decision', 'pending');
  // Timed inside the page: when the prompt was offered, when the sheet opened and when it left.
  await page.evaluate(() => {
    const times = { offered: performance.now(), opened: 0, cancelled: 0, removed: 0 };
    (window as unknown as { __sheetTimes: typeof times }).__sheetTimes = times;
    const sheet = () => document.querySelector('[data-testid="install-prompt"]');
    new MutationObserver(() => {
      if (!times.opened && sheet()?.getAttribute('data-open') === 'true') times.opened = performance.now();
      if (times.opened && !times.removed && !sheet()) times.removed = performance.now();
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-open'] });
    document.addEventListener(
      'click',
      (event) => {
        if ((event.target as Element | null)?.closest('[data-testid="install-cancel"]')) times.cancelled = performance.now();
      },
      true,
    );
  });
  await offerInstallPrompt(page, 'dismissed');
  const sheet = page.getByTestId('install-prompt');
  await expect(sheet).toHaveAttribute('data-open', 'true');
  // SPEC 9: 1000 ms after the prompt was found (it is looked for every 150 ms), sliding for 250 ms.
  await expect(sheet).toHaveCSS('transition-duration', '0.25s');
  await expect(sheet).toHaveCSS('transition-property', 'transform');
  await page.getByTestId('install-cancel').click();
  await expect(sheet).toHaveCount(0);
  const times = await page.evaluate(
    () => (window as unknown as { __sheetTimes: { offered: number; opened: number; cancelled: number; removed: number } }).__sheetTimes,
  );
  expect(times.opened - times.offered).toBeGreaterThanOrEqual(1000);
  expect(times.opened - times.offered).toBeLessThan(1900);
  // It stays until its slide out has finished.
  expect(times.removed - times.cancelled).toBeGreaterThanOrEqual(250);
});
