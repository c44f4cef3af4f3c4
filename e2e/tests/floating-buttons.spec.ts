/**
 * Floating buttons never over content (issue 37): the merchant's floating button (gift or chat
 * entry, mf-promotions) and the member's chat button (mf-member) rest above the bottom navigation
 * on the end side, the app window (mf-pwa, after the download bar is closed) on the start side,
 * none over another, and every page ends below them, so at the bottom of scroll nothing the player
 * reads or taps is under one. On both phones: the iPhone's screen is shorter.
 */
import type { Page } from '@playwright/test';
import { test, expect, shellReady } from '../support/fixtures';
import { quietInstallPrompt } from '../support/auth';
import { lotusPlayer, openSignedIn, signInMember } from '../support/games';
import { paintedFrames } from '../support/frames';
import { tenantUrl } from '../support/test-server';

const FLOATING = '[data-testid="floating-entry"], [data-testid="floating-chat"], [data-testid="app-window"]';

/** Floating things drawn over each other: the app window (mf-pwa, start side) and the end side's buttons. */
function floatingOverEachOther(page: Page): Promise<string[]> {
  return page.evaluate((floatingSelector) => {
    const boxes = [...document.querySelectorAll<HTMLElement>(floatingSelector)]
      .map((element) => ({ name: element.dataset.testid ?? '?', box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0);
    const over: string[] = [];
    for (const [i, a] of boxes.entries())
      for (const b of boxes.slice(i + 1))
        if (a.box.right > b.box.left && a.box.left < b.box.right && a.box.bottom > b.box.top && a.box.top < b.box.bottom)
          over.push(`${a.name} over ${b.name}`);
    return over;
  }, FLOATING);
}

async function scrollToBottom(page: Page): Promise<void> {
  // Twice: a page may still grow as its lower parts come in.
  for (let pass = 0; pass < 2; pass++) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await paintedFrames(page, 10);
  }
}

/** What of the page's own content (its controls and lines of text) lies under a floating button. */
function contentUnderFloatingButtons(page: Page): Promise<string[]> {
  return page.evaluate((floatingSelector) => {
    const covered: string[] = [];
    for (const floating of document.querySelectorAll<HTMLElement>(floatingSelector)) {
      const over = floating.getBoundingClientRect();
      if (over.width === 0) continue;
      for (const element of document.querySelectorAll<HTMLElement>(
        'main a, main button, main input, main select, main p, main li, main h2, main h3, main strong, main dd',
      )) {
        if (element.closest(floatingSelector)) continue;
        const box = element.getBoundingClientRect();
        // Visually hidden text (1 px) and what is not drawn do not count.
        if (box.width <= 1 || box.height <= 1 || getComputedStyle(element).visibility === 'hidden') continue;
        if (box.right > over.left && box.left < over.right && box.bottom > over.top && box.top < over.bottom) {
          covered.push(
            `${floating.dataset.testid} over <${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 40)}"`,
          );
        }
      }
    }
    return covered;
  }, FLOATING);
}

/**
 * Mid-scroll a floating button passes over the page, as it floats; every line can still be
 * scrolled out from under it: the room the page leaves at its end (above the navigation) is at
 * least as tall as the stack of floating buttons standing over the navigation.
 */
async function expectRoomForTheStack(page: Page): Promise<void> {
  const { room, stack } = await page.evaluate((floatingSelector) => {
    const navTop = document.querySelector('.app-nav')!.getBoundingClientRect().top;
    const main = document.querySelector<HTMLElement>('.app-main')!;
    const tops = [...document.querySelectorAll<HTMLElement>(floatingSelector)]
      .map((floating) => floating.getBoundingClientRect())
      .filter((box) => box.width > 0)
      .map((box) => navTop - box.top);
    return { room: parseFloat(getComputedStyle(main).paddingBottom), stack: Math.max(0, ...tops) };
  }, FLOATING);
  expect(stack, 'a floating button stands over the navigation').toBeGreaterThan(0);
  expect(room, `the page's room at its end for a stack ${stack} px tall`).toBeGreaterThanOrEqual(stack);
}

test('a member sees nothing under the floating buttons at the end of the home and of the cashier, and taps the last controls', async ({
  page,
  request,
  context,
}) => {
  await quietInstallPrompt(context);
  const session = await signInMember(request, tenantUrl('demo'), 'demo', 'player1', 'secret123');
  await openSignedIn(page, `${tenantUrl('demo')}/m/home`, session);
  await shellReady(page);
  // Both: demo's floating gift and the member's chat button (each loads once the page is idle:
  // later on a busy runner).
  await expect(page.getByTestId('floating-entry')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('floating-chat')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('providers')).toBeVisible();
  // The member closes the download bar: the app window keeps "open in the app" a tap away, beside
  // the floating buttons, not over them.
  await page.getByTestId('download-bar-close').click();
  await expect(page.getByTestId('app-window')).toBeVisible();
  await scrollToBottom(page);
  expect(await floatingOverEachOther(page)).toEqual([]);
  expect(await contentUnderFloatingButtons(page)).toEqual([]);
  await expectRoomForTheStack(page);
  // The footer's last line is a tap away (Playwright's tap fails on a covered control).
  await page.getByTestId('site-footer').getByRole('link').last().click({ trial: true, timeout: 2_000 });

  // The deposit page: its amounts and its Deposit button at the end.
  await page.getByTestId('nav-member').click();
  await page.getByRole('link', { name: 'Deposit' }).first().click();
  const deposit = page.getByRole('button', { name: 'Deposit', exact: true });
  await expect(deposit).toBeVisible();
  await expect(page.getByTestId('floating-chat')).toBeVisible({ timeout: 20_000 });
  await scrollToBottom(page);
  expect(await contentUnderFloatingButtons(page)).toEqual([]);
  await expectRoomForTheStack(page);
  await deposit.click({ trial: true, timeout: 2_000 });
});

test('a lotus guest sees nothing under the floating chat entry at the end of the home', async ({ page, context }) => {
  await quietInstallPrompt(context);
  await page.goto(`${tenantUrl('lotus')}/m/home`);
  await shellReady(page);
  await expect(page.getByTestId('floating-entry')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('providers')).toBeVisible();
  await scrollToBottom(page);
  expect(await contentUnderFloatingButtons(page)).toEqual([]);
  await expectRoomForTheStack(page);
  await page.getByTestId('site-footer').getByRole('link').last().click({ trial: true, timeout: 2_000 });
});

test('a lotus member sees one chat button, and nothing under it at the end of the home', async ({ page, request, context }, testInfo) => {
  await quietInstallPrompt(context);
  const { base, session } = await lotusPlayer(request, testInfo);
  await openSignedIn(page, `${base}/m/home`, session);
  await shellReady(page);
  // The member's own chat button (mf-member): the merchant's floating chat entry, a guest's, steps aside.
  await expect(page.getByTestId('floating-chat')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('providers')).toBeVisible();
  await scrollToBottom(page);
  await expect(page.getByTestId('floating-none')).toHaveAttribute('data-reason', 'member-chat', { timeout: 20_000 });
  await expect(page.getByTestId('floating-entry')).toHaveCount(0);
  expect(await contentUnderFloatingButtons(page)).toEqual([]);
  await expectRoomForTheStack(page);
  await page.getByTestId('site-footer').getByRole('link').last().click({ trial: true, timeout: 2_000 });
});
