/**
 * A player's page holds still while it fills in (issue 17: CLS at most 0.05). Each scenario adds
 * up the layout shifts the page itself caused (none after a tap counts, as in CLS) from its first
 * script on, and names what moved when the sum is over.
 */
import type { Page } from '@playwright/test';
import { test, expect, scenarioScope, shellReady } from '../support/fixtures';
import { BASE_URL, tenantUrl } from '../support/test-server';
import { paintedFrames } from '../support/frames';
import { leaveSlotsToBrowser, serverHome } from '../support/server-home';
import { lotusPlayer, newGameMember, openSignedIn, signInMember } from '../support/games';

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
    window.__shifts.push({ value: entry.value, moved: (entry.sources || []).map((s) => {
      if (!s.node) return '?';
      const area = s.node.closest ? s.node.closest('[data-module]') : null;
      return s.node.nodeName + (s.node.className ? '.' + String(s.node.className).split(' ').join('.') : '') + (area ? ' in ' + area.getAttribute('data-module') : '') + ' ' + Math.round(s.previousRect.y) + '->' + Math.round(s.currentRect.y);
    }) });
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

/**
 * Issue 37 (a): the server may leave the home's widgets to the browser: all of them under a flood
 * (the render admission refuses, the browser composes the page) or some of them from a cold render
 * thread (its first load of a remote misses the slot budget) while it draws the rest. Either way a
 * widget's place is kept from the first paint, as tall as what it draws, so nothing moves when it
 * draws itself. The widgets with a height of their own; the popups, install sheet and floating
 * button float over the page.
 */
const HOME_WIDGETS = ['mf-pwa/DownloadBar', 'mf-promotions/HomeBanner', 'mf-promotions/HomeMarquee', 'mf-games/HomeCategories'];

/** Opens the home and checks it held still; `left`: the widgets the browser drew, none meaning the whole page. */
async function homeHoldsStill(page: Page, merchant: 'demo' | 'lotus', left: string[]): Promise<void> {
  await page.goto(`${tenantUrl(merchant)}/m/home`);
  await shellReady(page);
  const drawnHere = await page
    .locator('.home > .remote-slot:not([data-remote-version])')
    .evaluateAll((slots) => slots.map((slot) => `${slot.getAttribute('data-remote')}/${slot.getAttribute('data-module')?.slice(2)}`));
  // (A cold render thread may have left others too: the page must hold still all the same.)
  expect(drawnHere, 'drawn by the browser').toEqual(expect.arrayContaining(left));
  await expect(page.locator('.home > .remote-slot[data-status="loading"]')).toHaveCount(0);
  await expect(page.getByTestId('providers')).toBeVisible();
  await expect(page.locator('.promo-carousel[aria-busy="true"]')).toHaveCount(0);
  const what = left.length > 0 ? `${left.join(', ')} drawn by the browser` : 'the page composed in the browser';
  await expectStill(page, what);
  // Sharper than the page's sum: no widget (nor the footer) moved at all. A bar appearing above
  // them all moved the home by 48 px, 0.048 on this phone: under the sum, over on a shorter one.
  const { shifts } = await shiftsSoFar(page);
  const widgetsMoved = shifts
    .flatMap((shift) => shift.moved)
    .filter((moved) => / in \.\/(DownloadBar|HomeBanner|HomeMarquee|HomeCategories)\b|site-footer/.test(moved));
  expect(widgetsMoved, what).toEqual([]);
}

test.describe('the server leaves the home widgets to the browser', () => {
  // Each visit asks the server for the page (a service worker would answer later visits itself).
  test.use({ serviceWorkers: 'block' });
  for (const merchant of ['demo', 'lotus'] as const) {
    test(`${merchant}: the home's widgets keep their place when the server leaves them to the browser`, async ({
      page,
      faults,
      request,
    }) => {
      test.slow();
      await recordShifts(page);
      await serverHome(request, merchant);
      // A cold render thread: one widget left to the browser, the others drawn on the server (all
      // of them left is as the flood below).
      for (const widgets of HOME_WIDGETS.map((widget) => [widget])) {
        await page.unrouteAll();
        await leaveSlotsToBrowser(page, '/m/home', widgets);
        await homeHoldsStill(page, merchant, widgets);
      }
      await page.unrouteAll();
      // A flood: the whole page composed in the browser (the test server composes a scenario's
      // pages in the browser once it sets a fault; this one touches no call the page makes).
      await faults.add({ path: '/__no-such-path' });
      await homeHoldsStill(page, merchant, []);
    });
  }
});

/**
 * Issue 37 (b): a member's lobby (/m/game, drawn in the browser) appears with their favourites and
 * recently played games instead of being pushed down by them: it waits for them in its loading
 * look, 3 s at most; rows slower than that fill the place they took on the last visit in this tab.
 * A member with none keeps no place.
 */
test.describe('the member lobby', () => {
  // Each visit asks the server for the page (a service worker would answer a reload itself).
  test.use({ serviceWorkers: 'block' });
  test("a member's lobby holds still while their favourites and recent games arrive", async ({ page, request, faults }) => {
    test.slow();
    const member = await newGameMember(request, tenantUrl('demo'), 'demo');
    const headers = { 'X-Forwarded-Host': new URL(tenantUrl('demo')).host, authorization: member.session.token, merchant: 'demo' };
    for (const [path, data] of [
      ['/wps/game/favourites', { vendor: 'PG', gameCode: 'mahjong-ways' }],
      ['/wps/game/launchGame', { vendor: 'EVO', gameCode: 'evo-baccarat' }],
    ] as const) {
      const answer = await request.post(`${BASE_URL}${path}`, { headers, data });
      expect(answer.ok(), await answer.text()).toBeTruthy();
    }
    await recordShifts(page);
    await openSignedIn(page, `${tenantUrl('demo')}/m/home`, member.session);
    await shellReady(page);
    const favourite = page.getByTestId('favourites').getByTestId('game-mahjong-ways');
    const rows = page.getByTestId('member-rows');
    const firstCategory = page.locator('[data-page="mf-games/GamePage"] [data-testid^="category-"]').first();

    // From the tab bar.
    await page.getByTestId('nav-games').click();
    await expect(favourite).toBeVisible();
    await expect(page.getByTestId('recent').getByTestId('game-evo-baccarat')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectLobbyStill(page, 'the lobby opened from the tab bar');
    const settled = await firstCategory.boundingBox();

    // Opened as a page, the favourites later than the lobby waits: they fill the place kept for them.
    await faults.add({ path: '/wps/game/favourites', delayMs: 4_500 });
    await page.reload();
    await shellReady(page);
    await expect(firstCategory).toBeVisible({ timeout: 10_000 });
    await expect(favourite).toHaveCount(0);
    expect((await firstCategory.boundingBox())?.y, 'the lobby below the rows, before they are in').toBe(settled?.y);
    await expect(favourite).toBeVisible({ timeout: 10_000 });
    await page.waitForLoadState('networkidle');
    expect((await firstCategory.boundingBox())?.y, 'the lobby below the rows, once they are in').toBe(settled?.y);
    await expectLobbyStill(page, 'the lobby, favourites late');
    await faults.clear();

    // Another member in this tab, with no favourites nor recent games: no place kept.
    const other = await newGameMember(request, tenantUrl('demo'), 'demo');
    await page.evaluate((session) => sessionStorage.setItem('sessionInfo', JSON.stringify(session)), other.session);
    await page.reload();
    await shellReady(page);
    await expect(firstCategory).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await rows.evaluate((box) => box.getBoundingClientRect().height), 'the rows box of a member with none').toBe(0);
    await expectLobbyStill(page, 'the lobby of a member with none');
  });
});

/** The page's sum within CLS's target, and nothing of the lobby moved at all. */
async function expectLobbyStill(page: Page, what: string): Promise<void> {
  await expectStill(page, what);
  const { shifts } = await shiftsSoFar(page);
  expect(
    shifts.flatMap((shift) => shift.moved).filter((moved) => / in \.\/GamePage\b/.test(moved)),
    `${what}: moved in the lobby`,
  ).toEqual([]);
}
