/**
 * Helpers for the promotions scenarios (mf-promotions): what each demo merchant's data files
 * hold, a signed-in player, and bringing one banner of the home carousel to the front.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { expect, serverDrawnAttached } from './fixtures';
import { editMerchant, merchantCode } from './merchant-files';
import { signInAtMerchant } from './pwa';
import { E2E_CONFIG_DIR, tenantUrl } from './test-server';

export interface PromotionMerchant {
  code: 'demo' | 'lotus';
  member: { username: string; password: string };
  /** Home banners, by linkage. */
  banners: {
    P: { id: number; activity: string };
    inApp: { id: number; path: string };
    game: { id: number; vendor: string; code: string };
    lottery: { id: number };
    allowListed: { id: number; host: string };
    other: { id: number; host: string };
  };
  activity: { id: number; title: string };
  categories: { second: { name: string; ids: number[] } };
}

export const PROMOTION_MERCHANTS: PromotionMerchant[] = [
  {
    code: 'demo',
    member: { username: 'player1', password: 'secret123' },
    banners: {
      P: { id: 11, activity: '101' },
      inApp: { id: 13, path: '/m/inviteFriends' },
      game: { id: 12, vendor: 'PG', code: 'mahjong-ways' },
      lottery: { id: 17 },
      allowListed: { id: 15, host: 'promo.demo-casino.example' },
      other: { id: 16, host: 'partner.example.org' },
    },
    activity: { id: 110, title: 'First deposit 100%' },
    categories: { second: { name: 'Daily', ids: [105, 106, 107] } },
  },
  {
    code: 'lotus',
    member: { username: 'lotus1', password: 'lotus1234' },
    banners: {
      P: { id: 24, activity: '203' },
      inApp: { id: 22, path: '/m/login' },
      game: { id: 23, vendor: 'JILI', code: 'super-ace' },
      lottery: { id: 21 },
      allowListed: { id: 25, host: 'promo.lotus-club.example' },
      other: { id: 26, host: 'partner.example.org' },
    },
    activity: { id: 210, title: 'New member deposit bonus' },
    categories: { second: { name: 'Slots', ids: [205, 206, 207] } },
  },
];

/**
 * A copy of a merchant with the same promotions whose members can sign in without the human
 * verification (lotus asks for one at login): the scenarios look at banners, not at captchas.
 */
export function copyWithoutCaptcha(merchant: PromotionMerchant, testInfo: TestInfo): string {
  if (merchant.code === 'demo') return 'demo';
  const code = merchantCode(`promo-${merchant.code}`, testInfo);
  const folder = path.join(E2E_CONFIG_DIR, 'merchants', code);
  fs.rmSync(folder, { recursive: true, force: true });
  fs.cpSync(path.join(E2E_CONFIG_DIR, 'merchants', merchant.code), folder, { recursive: true });
  editMerchant(code, (file) => {
    (file.whitelabel as Record<string, boolean>).GEETEST3 = false;
  });
  return code;
}

/**
 * The copy's host gets the popups-seen cookie the scenario has at the merchant's own host (the
 * fixture's `promotionPopups` option): without it lotus's home popup covered the carousel.
 */
async function popupsSeenAtCopy(page: Page, merchantHost: string, copyHost: string): Promise<void> {
  if (copyHost === merchantHost) return;
  const cookies = await page.context().cookies(tenantUrl(merchantHost));
  const seen = cookies.find((cookie) => cookie.name === 'm_popups_seen');
  if (seen) await page.context().addCookies([{ name: seen.name, value: seen.value, domain: `${copyHost}.localhost`, path: '/' }]);
}

/** Opens `path` at the merchant as a signed-in member (the session stored the way the shell stores it). */
export async function openSignedIn(page: Page, merchant: PromotionMerchant, path: string, testInfo: TestInfo): Promise<{ token: string }> {
  const code = copyWithoutCaptcha(merchant, testInfo);
  await popupsSeenAtCopy(page, merchant.code, code);
  const token = await signInAtMerchant(code, merchant.member.username, merchant.member.password);
  const session = { id: '', token, merchantCode: code, userName: merchant.member.username, type: 0, firstTimeLogin: false };
  await page.addInitScript((value) => sessionStorage.setItem('sessionInfo', value), JSON.stringify(session));
  await page.goto(`${tenantUrl(code)}${path}`);
  return { token };
}

/** Brings a home banner to the front with its dot and returns its slide. */
export async function showBanner(page: Page, id: number) {
  const carousel = page.getByTestId('home-banner');
  await expect(carousel).toBeVisible();
  await serverDrawnAttached(page);
  const ids = await carousel
    .locator('.promo-carousel__slide')
    .evaluateAll((slides) => slides.map((slide) => slide.getAttribute('data-banner-id')));
  const index = ids.indexOf(String(id));
  expect(index, `banner ${id} among ${ids.join(',')}`).toBeGreaterThanOrEqual(0);
  await carousel.locator('.promo-carousel__dot').nth(index).click();
  await expect(carousel).toHaveAttribute('data-index', String(index));
  const slide = carousel.locator(`.promo-carousel__slide[data-banner-id="${id}"]`);
  await expect(slide).toBeInViewport();
  return slide;
}
