import { test, expect, shellReady } from '../support/fixtures';
import { quietInstallPrompt } from '../support/auth';
import { PROMOTION_MERCHANTS, openSignedIn, showBanner } from '../support/promotions';
import { tenantUrl } from '../support/test-server';

/**
 * Issue 13 point 2 (SPEC 4 "Banner click"): the home carousel and where each kind of banner
 * takes the player. Reduced motion keeps the carousel still while a scenario picks a banner.
 */
test.beforeEach(async ({ context, page }) => {
  await quietInstallPrompt(context);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // External banners never leave this machine: their hosts answer here.
  await context.route(/^https:\/\/(promo\.demo-casino|promo\.lotus-club|partner)\.example(\.org)?\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>outside</title>' }),
  );
});

for (const merchant of PROMOTION_MERCHANTS) {
  test.describe(`at ${merchant.code}`, () => {
    test('neither the banner nor the marquee changes size from the first frame on (no layout shift), the carousel at its ratio', async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      // Every frame, the heights the banner and marquee areas had since they first appeared.
      await page.addInitScript(() => {
        const heights: Record<string, number[]> = {};
        (window as unknown as { __promoHeights: typeof heights }).__promoHeights = heights;
        const tick = () => {
          for (const module of ['./HomeBanner', './HomeMarquee']) {
            const slot = document.querySelector(`.remote-slot[data-module="${module}"]`);
            if (!slot) continue;
            const height = Math.round(slot.getBoundingClientRect().height * 10) / 10;
            const seen = (heights[module] ??= []);
            if (!seen.includes(height)) seen.push(height);
          }
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      });
      await page.goto(`${tenantUrl(merchant.code)}/m/home`);
      await expect(page.getByTestId('home-banner').locator('img').first()).toHaveJSProperty('complete', true);
      await expect(page.getByTestId('home-marquee')).toHaveAttribute('data-moving', 'true');
      // The last things that could still resize them: the fonts, and the frames drawn after.
      await page.evaluate(async () => {
        await document.fonts.ready;
        for (let frame = 0; frame < 3; frame += 1) await new Promise(requestAnimationFrame);
      });
      const heights = await page.evaluate(() => (window as unknown as { __promoHeights: Record<string, number[]> }).__promoHeights);
      expect(heights['./HomeBanner']).toHaveLength(1);
      expect(heights['./HomeMarquee']).toEqual([40]);
      // Its one height is the banners' ratio (the space kept before the first image) and more
      // than a sliver; which image loads first is banner-carousel.test.tsx's.
      const box = (await page.getByTestId('home-banner').boundingBox())!;
      expect(heights['./HomeBanner']?.[0]).toBeGreaterThan(100);
      expect(Math.abs(box.height - box.width / 2.5)).toBeLessThan(2);
      expect(await page.locator('.promo-carousel__slide').count()).toBeGreaterThanOrEqual(6);
    });

    test('a guest taps banners through the real pages: activity, an in-app address, the lottery asks to sign in', async ({ page }) => {
      // What each kind of banner does is the carousel's rule (banner-carousel.test.tsx,
      // link-action.test.ts); here the merchant's own banners reach the pages they name.
      await page.goto(`${tenantUrl(merchant.code)}/m/home`);
      await test.step('a P banner opens its activity page', async () => {
        await (await showBanner(page, merchant.banners.P.id)).click();
        await expect(page).toHaveURL(new RegExp(`/m/activity\\?id=${merchant.banners.P.activity}$`));
        await expect(page.getByTestId('activity-detail')).toHaveAttribute('data-activity-id', merchant.banners.P.activity);
        await page.goBack();
      });
      await test.step('a URL banner under /m opens inside the app', async () => {
        await (await showBanner(page, merchant.banners.inApp.id)).click();
        await expect(page).toHaveURL(new RegExp(`${merchant.banners.inApp.path}$`));
        await page.goBack();
      });
      await test.step('a lottery banner gets a guest the login dialog and stays home', async () => {
        await (await showBanner(page, merchant.banners.lottery.id)).click();
        await expect(page.getByTestId('login-dialog')).toBeVisible();
        await expect(page).toHaveURL(/\/m\/home$/);
      });
    });

    test('a member: an external banner carries the token only to the allow-listed host, in a new tab without opener; a G banner launches its game', async ({
      page,
      context,
    }, testInfo) => {
      const { token } = await openSignedIn(page, merchant, '/m/home', testInfo);
      const allowed = await showBanner(page, merchant.banners.allowListed.id);
      await expect(allowed).not.toHaveAttribute('href', /token=/); // shown without it; added on the tap only
      const [trusted] = await Promise.all([context.waitForEvent('page'), allowed.click()]);
      await trusted.waitForLoadState();
      const trustedUrl = new URL(trusted.url());
      expect(trustedUrl.host).toBe(merchant.banners.allowListed.host);
      expect(trustedUrl.searchParams.get('token')).toBe(token);
      expect(trustedUrl.searchParams.get('userName')).toBe(merchant.member.username);
      expect(await trusted.evaluate(() => window.opener)).toBeNull();
      expect(await trusted.evaluate(() => document.referrer)).toBe('');
      await trusted.close();

      const [other] = await Promise.all([context.waitForEvent('page'), (await showBanner(page, merchant.banners.other.id)).click()]);
      await other.waitForLoadState();
      const otherUrl = new URL(other.url());
      expect(otherUrl.host).toBe(merchant.banners.other.host);
      expect(other.url()).not.toContain(token);
      expect(otherUrl.searchParams.has('token')).toBe(false);
      expect(otherUrl.searchParams.has('userName')).toBe(false);
      await other.close();
      await expect(page).toHaveURL(/\/m\/home$/);

      await (await showBanner(page, merchant.banners.game.id)).click();
      await expect(page).toHaveURL(
        new RegExp(`/m/launchGame\\?vendor=${merchant.banners.game.vendor}&code=${merchant.banners.game.code}&`),
      );
    });
  });
}

test('the carousel moves on by itself, but not under reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto(`${tenantUrl('demo')}/m/home`);
  const carousel = page.getByTestId('home-banner');
  await expect(carousel).toHaveAttribute('data-running', 'true');
  await expect(carousel).not.toHaveAttribute('data-index', '0', { timeout: 8000 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(carousel).toHaveAttribute('data-running', 'false');
});

test('a swipe shows the next banner', async ({ page }) => {
  await page.goto(`${tenantUrl('demo')}/m/home`);
  // The server drew the carousel; a swipe moves it once the browser has taken it over.
  await shellReady(page);
  await expect(page.locator('[data-module="./HomeBanner"]')).toHaveAttribute('data-mounted', 'true');
  const carousel = page.getByTestId('home-banner');
  await expect(carousel).toHaveAttribute('data-index', '0');
  const box = (await carousel.boundingBox())!;
  const y = box.y + box.height / 2;
  await carousel.dispatchEvent('pointerdown', { clientX: box.x + box.width - 20, clientY: y, pointerId: 1, isPrimary: true });
  await carousel.dispatchEvent('pointerup', { clientX: box.x + 20, clientY: y, pointerId: 1, isPrimary: true });
  await expect(carousel).toHaveAttribute('data-index', '1');
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('the available promotions are asked for once per page, whoever needs them', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('MCSFE_getMerchantAvailablePromotions')) asked.push(request.url());
  });
  const answered = page.waitForResponse((response) => response.url().includes('MCSFE_getMerchantAvailablePromotions'));
  await page.goto(`${tenantUrl('demo')}/m/home`);
  await answered;
  // Both readers have what they asked for (the banner asks as it mounts, before its carousel
  // can show): a second call of theirs would have been sent by now.
  await expect(page.getByTestId('download-bar-gift')).toBeVisible();
  await expect(page.getByTestId('home-banner')).toBeVisible();
  expect(asked).toHaveLength(1);
});

test('banners that cannot be loaded leave their space with a way to try again', async ({ page, faults }) => {
  await faults.add({ path: '/wps/relay/PROMOFE_getBanners', status: 500, times: 1 });
  await page.goto(`${tenantUrl('demo')}/m/home`);
  const slot = page.locator('.remote-slot[data-module="./HomeBanner"]');
  const retry = slot.getByRole('button', { name: 'Try again' });
  await expect(retry).toBeVisible();
  await retry.click();
  await expect(page.getByTestId('home-banner')).toBeVisible();
});
