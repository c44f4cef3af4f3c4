/**
 * A player's page holds still while it fills in (issue 17: CLS at most 0.05). Each scenario adds
 * up the layout shifts the page itself caused (none after a tap counts, as in CLS) from its first
 * script on, and names what moved when the sum is over.
 */
import type { Page } from '@playwright/test';
import { test, expect, scenarioScope, shellReady } from '../support/fixtures';
import { tenantUrl } from '../support/test-server';
import { paintedFrames } from '../support/frames';
import { serverHome } from '../support/server-home';
import { lotusPlayer, openSignedIn, signInMember } from '../support/games';

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
  await paintedFrames(page, 2);
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
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

/**
 * Issue 37: a player's walk on a slowed phone (the catalogue, the Me page's parts and the search
 * answer each later than the page), on both merchants, signed out then in. Each page's shifts are
 * summed from its first script on, none within 500 ms of a tap or key (as CLS counts them), while
 * the player scrolls, opens Me and searches. The walk also logs no "preloaded but not used"
 * warning: a page preloads only what it uses (server/src/static/page-registry.ts).
 */
const SLOW_PHONE = [
  // Later than the server's slot budget: the home's game rows are drawn in the browser, late.
  { path: '/wps/relay/GCSGAME_newGameVendor', delayMs: 1_500 },
  // The Me page's parts, each at its own time.
  { path: '/wps/member/promotions/claims', delayMs: 900 },
  { path: '/wps/relay/MCSFE_getDepositSettings', delayMs: 600 },
  // The search's answer comes well after the last key (so its shifts would count).
  { path: '/wps/game/search', delayMs: 900 },
];

/** Scrolls the page to its end as a thumb does, a screen at a time, until the end stays put. */
async function scrollToEnd(page: Page): Promise<void> {
  for (let step = 0; step < 40; step++) {
    const atEnd = await page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2);
    if (atEnd && step > 3) break;
    await page.mouse.wheel(0, 500);
    await paintedFrames(page, 6);
  }
}

async function expectStill(page: Page, what: string): Promise<void> {
  const { total, shifts } = await shiftsSoFar(page);
  expect(total, `${what}: layout shifts ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(CLS_TARGET);
}

for (const merchant of ['demo', 'lotus'] as const) {
  test(`${merchant}: the home, Me and the games search hold still while the player scrolls and searches on a slow phone`, async ({
    page,
    faults,
    request,
  }, testInfo) => {
    test.slow();
    for (const rule of SLOW_PHONE) await faults.add(rule);
    const unusedPreloads: string[] = [];
    page.on('console', (message) => {
      if (/preloaded using link preload but not used/.test(message.text())) unusedPreloads.push(message.text());
    });
    await recordShifts(page);

    // Signed out: the home scrolled to its end while its rows come in, then a search. The home as
    // players get it from a running server: drawn there whole (a cold start may leave slots to
    // the browser, whose widgets then shift as they arrive: noted in issue 37's closing note).
    await serverHome(request, merchant);
    await page.goto(`${tenantUrl(merchant)}/m/home`);
    await shellReady(page);
    await scrollToEnd(page);
    await expect(page.getByTestId('providers')).toBeVisible();
    await scrollToEnd(page);
    expect(await page.evaluate(() => window.scrollY), 'the home scrolled').toBeGreaterThan(1_000);
    await expectStill(page, 'guest home');

    await page.goto(`${tenantUrl(merchant)}/m/sports`);
    await shellReady(page);
    await page.getByRole('searchbox').pressSequentially('a', { delay: 100 });
    await expect(page.getByTestId('search-results')).toBeVisible();
    await paintedFrames(page, 20);
    await expectStill(page, 'guest search');

    // Signed in: Me opened and scrolled, then the lobby's search.
    const { base, session } =
      merchant === 'demo'
        ? { base: tenantUrl('demo'), session: await signInMember(request, tenantUrl('demo'), 'demo', 'player1', 'secret123') }
        : await lotusPlayer(request, testInfo);
    // Lotus's copy lives on a host of its own: the slow answers there too.
    await page.context().addCookies([{ name: 'm_fault_scope', value: scenarioScope(testInfo), url: base }]);
    await openSignedIn(page, `${base}/m/member/home`, session);
    await shellReady(page);
    await expect(page.getByTestId('member-logout')).toBeVisible();
    await expect(page.getByTestId('wallet').getByTestId('deposit-limits')).toBeVisible();
    await scrollToEnd(page);
    await expectStill(page, 'Me');

    await page.goto(`${base}/m/game`);
    await shellReady(page);
    await page.getByRole('searchbox').pressSequentially('a', { delay: 100 });
    await expect(page.getByTestId('search-results')).toBeVisible();
    await paintedFrames(page, 20);
    await expectStill(page, 'member search');

    // Chromium says so 3 s after a page's load event, of a page still open then: the pages the walk
    // stayed on that long (the home, Me) are covered; waiting out the last page's timer would be a sleep.
    expect(unusedPreloads, 'preloads the walk never used').toEqual([]);
  });
}
