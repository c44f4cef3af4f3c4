/**
 * A player's page holds still while it fills in (issue 17: CLS at most 0.05). Each scenario adds
 * up the layout shifts the page itself caused (none after a tap counts, as in CLS) from its first
 * script on, and names what moved when the sum is over.
 */
import type { Page } from '@playwright/test';
import { test, expect, shellReady } from '../support/fixtures';
import { tenantUrl } from '../support/test-server';

const CLS_TARGET = 0.05;

interface Shift {
  value: number;
  moved: string[];
}

/** From the first script of every document on, keeps the page's layout shifts in `__shifts`. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript({
    content: `window.__shifts = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (entry.hadRecentInput) continue;
    window.__shifts.push({ value: entry.value, moved: (entry.sources || []).map((s) => s.node ? s.node.nodeName + (s.node.className ? '.' + String(s.node.className).split(' ').join('.') : '') : '?') });
  }
}).observe({ type: 'layout-shift', buffered: true });`,
  });
}

/** The shifts so far, after two more frames (a shift is reported after the frame it happened in). */
async function shiftsSoFar(page: Page): Promise<{ total: number; shifts: Shift[] }> {
  const shifts = await page.evaluate(
    () =>
      new Promise<Shift[]>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve((window as unknown as { __shifts: Shift[] }).__shifts))),
      ),
  );
  return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}

test('the sports page keeps its games in place while the matches arrive after them', async ({ page, faults }) => {
  await faults.add({ path: '/wps/relay/GCSGAME_getGameMatchV2', delayMs: 2_000 });
  await recordShifts(page);
  await page.goto(`${tenantUrl('demo')}/m/sports`);
  await shellReady(page);
  const firstCategory = page.locator('[data-page="mf-games/CategoryPage"] [data-testid^="category-"]').first();
  await expect(firstCategory).toBeVisible();
  // The games are there, the matches not yet.
  await expect(page.getByTestId('matches')).toHaveCount(0);
  const before = await firstCategory.boundingBox();

  await expect(page.getByTestId('matches').getByRole('listitem')).toHaveCount(4);
  const after = await firstCategory.boundingBox();
  expect(after?.y, 'the games moved when the matches came in').toBe(before?.y);
  const { total, shifts } = await shiftsSoFar(page);
  expect(total, `layout shifts: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(CLS_TARGET);
});

test('matches that could not be loaded are said so in their place, and Try again brings them', async ({ page, faults }) => {
  await faults.add({ path: '/wps/relay/GCSGAME_getGameMatchV2', status: 500, times: 1 });
  await page.goto(`${tenantUrl('demo')}/m/sports`);
  await shellReady(page);
  const failed = page.getByTestId('matches-failed');
  await expect(failed).toContainText('The matches could not be loaded.');
  // The games of the page are there all the same.
  await expect(page.locator('[data-testid^="category-"]').first()).toBeVisible();

  // The shell also says what the server answered (SPEC's error behaviour), in a dialog.
  const told = page.getByRole('alertdialog');
  await expect(told).toContainText('injected 500');
  await told.getByRole('button', { name: 'OK' }).click();

  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('matches').getByRole('listitem')).toHaveCount(4);
  await expect(failed).toHaveCount(0);
});

for (const merchant of ['demo', 'lotus'] as const) {
  test(`${merchant}: the login form appears in its final layout`, async ({ page }) => {
    await recordShifts(page);
    await page.goto(`${tenantUrl(merchant)}/m/login`);
    await shellReady(page);
    await expect(page.locator('[data-page="mf-auth/LoginPage"] .auth-submit')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const { total, shifts } = await shiftsSoFar(page);
    expect(total, `layout shifts: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(CLS_TARGET);
  });
}
