/**
 * Issue 27 point 8: on a 360 px phone the header keeps the language, log-in and join buttons on
 * screen in every complete language of both merchants (Vietnamese pushed "Join" off the edge);
 * a member's balance, Deposit and Log out too (issue 37).
 */
import { test, expect, shellReady } from '../support/fixtures';
import { quietInstallPrompt } from '../support/auth';
import { tenantUrl } from '../support/test-server';
import { lotusPlayer, newGameMember, openSignedIn } from '../support/games';

test.use({ viewport: { width: 360, height: 640 } });

for (const merchant of ['demo', 'lotus'] as const) {
  test(`a guest on a 360 px phone at ${merchant} sees the whole header in every language`, async ({ page, context }) => {
    await quietInstallPrompt(context);
    for (const language of ['EN', 'CN', 'TH', 'VI', 'PT-BR', 'AR']) {
      await context.addInitScript((code) => localStorage.setItem('m_language', code), language);
      await page.goto(`${tenantUrl(merchant)}/m/home`);
      await shellReady(page);
      const header = page.locator('.app-header');
      for (const link of [header.getByTestId('header-login'), header.getByTestId('header-register')]) {
        const box = await link.boundingBox();
        expect(box, `${language}: the button is drawn`).not.toBeNull();
        expect(box!.x + box!.width, `${language}: ${await link.textContent()} ends inside the screen`).toBeLessThanOrEqual(360);
        expect(box!.x, `${language}: ${await link.textContent()} starts inside the screen`).toBeGreaterThanOrEqual(0);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${language}: nothing scrolls sideways`).toBeLessThanOrEqual(
        360,
      );
    }
  });
}

// Issue 37: a member's header adds the balance and a Deposit entry; on a 360 px phone it still
// keeps to the screen in the longest languages and right to left.
for (const merchant of ['demo', 'lotus'] as const) {
  test(`a member on a 360 px phone at ${merchant} sees the balance, Deposit and Log out in every language`, async ({
    page,
    context,
    request,
  }, testInfo) => {
    await quietInstallPrompt(context);
    const { base, session } =
      merchant === 'demo'
        ? { base: tenantUrl('demo'), session: (await newGameMember(request, tenantUrl('demo'), 'demo')).session }
        : await lotusPlayer(request, testInfo);
    for (const language of ['VI', 'PT-BR', 'TH', 'AR']) {
      await context.addInitScript((code) => localStorage.setItem('m_language', code), language);
      await openSignedIn(page, `${base}/m/home`, session);
      await shellReady(page);
      const header = page.locator('.app-header');
      await expect(header.getByTestId('header-balance')).toBeVisible();
      for (const part of [
        header.getByTestId('header-balance'),
        header.getByTestId('header-deposit'),
        header.getByTestId('header-logout'),
      ]) {
        const box = await part.boundingBox();
        expect(box, `${language}: drawn`).not.toBeNull();
        expect(box!.x + box!.width, `${language}: ends inside the screen`).toBeLessThanOrEqual(360);
        expect(box!.x, `${language}: starts inside the screen`).toBeGreaterThanOrEqual(0);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${language}: nothing scrolls sideways`).toBeLessThanOrEqual(
        360,
      );
    }
  });
}
