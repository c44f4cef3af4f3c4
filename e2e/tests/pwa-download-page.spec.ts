import fs from 'node:fs';
import path from 'node:path';
import type { TestInfo } from '@playwright/test';
import { test, expect, shellReady } from '../support/fixtures';
import { createMerchant, merchantCode } from '../support/merchant-files';
import { E2E_CONFIG_DIR, tenantUrl } from '../support/test-server';

/**
 * SPEC sections 2, 3, 4 and 9: /m/download, the download links' rules, the iOS profile help and
 * the app-upgrade popup inside the native app; issue 6 points 3 and 6.
 */
test('the download page lists the merchant’s apps by type, each opening the way it should', async ({ page }) => {
  await page.goto(`${tenantUrl('demo')}/m/download`);
  await shellReady(page);
  const resources = page.getByTestId('download-resources');
  await expect(resources.getByTestId('download-Android')).toHaveAttribute('href', /demo-casino-2\.4\.40\.apk$/);
  await expect(resources.getByTestId('download-Android')).not.toHaveAttribute('target', /.+/);
  await expect(resources.getByTestId('download-MOBILECONFIG')).toHaveAttribute('href', /\.mobileconfig$/);
  await expect(resources.getByTestId('download-IOS')).toHaveCount(0);

  await page.goto(`${tenantUrl('lotus')}/m/download`);
  await shellReady(page);
  const ios = page.getByTestId('download-resources').getByTestId('download-IOS');
  await expect(ios).toHaveAttribute('href', 'https://apps.apple.com/app/id0000000000');
  await expect(ios).toHaveAttribute('target', '_blank');
  await expect(ios).toHaveAttribute('rel', 'noopener noreferrer');
});

test('installing the iOS profile shows how to finish it in Settings', async ({ page }) => {
  // The profile itself is a download the browser hands to the system; here it just arrives empty.
  await page.route('**/*.mobileconfig', (route) => route.fulfill({ status: 204 }));
  await page.goto(`${tenantUrl('demo')}/m/download`);
  await shellReady(page);
  await page.getByTestId('download-MOBILECONFIG').click();
  const help = page.getByTestId('notice');
  await expect(help).toContainText('Finish installing the profile');
  await expect(help).toContainText('Settings');
});

test('inside an older native app, downloads open in the system browser; from 2.4.39 the app downloads them itself', async ({ page }) => {
  await page.goto(`${tenantUrl('demo')}/m/download?inApp=1&appVersion=2.4.38`);
  await shellReady(page);
  await expect(page.getByTestId('download-Android')).toHaveAttribute('target', '_blank');

  await page.goto(`${tenantUrl('demo')}/m/download?inApp=1&appVersion=2.4.39`);
  await shellReady(page);
  await expect(page.getByTestId('download-Android')).toHaveAttribute('href', /\.apk$/);
  await expect(page.getByTestId('download-Android')).not.toHaveAttribute('target', /.+/);
});

test('the download page shows a clear message when the downloads cannot be loaded', { tag: '@one-phone' }, async ({ page, faults }) => {
  await faults.add({ path: '/wps/relay/WPSCORE_getDownloadSetting', status: 500, times: 1 });
  await page.goto(`${tenantUrl('demo')}/m/download`);
  await shellReady(page);
  await expect(page.getByTestId('download-failed')).toContainText('could not be loaded');
  await page.getByTestId('download-failed').getByRole('button').click();
  await expect(page.getByTestId('download-Android')).toBeVisible();
});

/** A merchant whose app is offered on both platforms at 2.5.0, optionally with mandatory updates. */
function upgradeMerchant(testInfo: TestInfo, name: string, mandatory: boolean): string {
  const code = merchantCode(`pwaupg-${name}`, testInfo);
  const url = createMerchant(code, (merchant) => {
    (merchant.whitelabel as Record<string, boolean>).MANDATORYUPDATE3 = mandatory;
  });
  const file = path.join(E2E_CONFIG_DIR, 'merchants', code, 'pwa.json');
  const pwa = JSON.parse(fs.readFileSync(file, 'utf8')) as { download: { resources: unknown[] } };
  pwa.download.resources = [
    { resourceType: 'Android', url: 'https://download.example/app-2.5.0.apk', version: '2.5.0' },
    { resourceType: 'IOS', url: 'https://apps.apple.com/app/id0000000001', version: '2.5.0' },
  ];
  fs.writeFileSync(file, JSON.stringify(pwa, null, 2));
  return url;
}

test('inside an older native app, the upgrade popup offers the new version and can be closed', async ({ page }, testInfo) => {
  const url = upgradeMerchant(testInfo, 'optional', false);
  await page.goto(`${url}/m/home?inApp=1&appVersion=2.4.10`);
  await shellReady(page);
  const popup = page.getByTestId('app-upgrade');
  await expect(popup).toContainText('2.5.0');
  await expect(popup.getByTestId('app-upgrade-download')).toHaveAttribute(
    'href',
    testInfo.project.name === 'iphone' ? /apps\.apple\.com/ : /app-2\.5\.0\.apk$/,
  );
  await popup.getByTestId('app-upgrade-close').click();
  await expect(popup).toHaveCount(0);
  await page.reload();
  await shellReady(page);
  await expect(page.getByTestId('app-upgrade-hidden')).toHaveAttribute('data-reason', 'closed-this-session');
  await expect(page.getByTestId('app-upgrade')).toHaveCount(0);
});

test('with mandatory updates, the upgrade popup cannot be closed', { tag: '@one-phone' }, async ({ page }, testInfo) => {
  const url = upgradeMerchant(testInfo, 'mandatory', true);
  await page.goto(`${url}/m/home?inApp=1&appVersion=2.4.10`);
  await shellReady(page);
  await expect(page.getByTestId('app-upgrade')).toBeVisible();
  await expect(page.getByTestId('app-upgrade-close')).toHaveCount(0);
});

// No upgrade popup in a browser or in an up-to-date app: the popup's rule,
// mf-pwa/src/download/app-upgrade.test.ts ('never offered outside the native app', 'not offered
// when the app is current').

/** A copy of the demo merchant whose announcements.json `edit` changes. */
function newsMerchant(
  testInfo: TestInfo,
  name: string,
  edit: (announcements: Record<string, unknown>[]) => Record<string, unknown>[],
): string {
  const code = merchantCode(`pwanews-${name}`, testInfo);
  const url = createMerchant(code);
  const file = path.join(E2E_CONFIG_DIR, 'merchants', code, 'announcements.json');
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as { announcements: Record<string, unknown>[] };
  data.announcements = edit(data.announcements);
  fs.writeFileSync(file, JSON.stringify(data));
  return url;
}

test('the download page shows the merchant’s app news as text', { tag: '@one-phone' }, async ({ page }, testInfo) => {
  // SPEC 7: MCSFE_getListAnnouncements (types PR, platform M, category app_download).
  const payload = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';
  const base = newsMerchant(testInfo, 'markup', (announcements) => [
    ...announcements,
    {
      id: 990,
      type: 'PR',
      platform: ['M'],
      category: 'app_download',
      title: 'Version <b>3.0</b> is here',
      content: `<p>Update &amp; <i>enjoy</i>.</p>${payload}<iframe src="/m/home"></iframe><ol><li>Tap Android</li><li><a href="javascript:window.__xss=3">Open the file</a></li></ol>`,
      startTime: '2026-01-05T09:00:00Z',
      endTime: null,
    },
  ]);
  await page.goto(`${base}/m/download`);
  await shellReady(page);
  const news = page.getByTestId('app-news');
  await expect(news.getByRole('heading', { level: 2 })).toHaveText('App news');
  const items = news.getByTestId('app-news-item');
  await expect(items).toHaveCount(4);
  // Newest first, with its date in the player's language, and the operator's markup as text only.
  const newest = items.first();
  await expect(newest.getByRole('heading', { level: 3 })).toHaveText('Version 3.0 is here');
  await expect(newest.locator('time')).toHaveText('Jan 5, 2026');
  await expect(newest.locator('p')).toHaveText(['Update & enjoy.', 'Tap Android', 'Open the file']);
  await expect(news.locator('img, script, iframe, a, b, i, ol')).toHaveCount(0);
  await expect(news).toContainText('Demo Casino app 2.4.40 is out');
  // The download buttons are still there, above the news.
  await expect(page.getByTestId('download-Android')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();

  // A player reading lotus in Thai: the heading and the news in Thai.
  await page.addInitScript(() => localStorage.setItem('m_language', 'TH'));
  await page.goto(`${tenantUrl('lotus')}/m/download`);
  await shellReady(page);
  await expect(page.getByTestId('app-news').getByRole('heading', { level: 2 })).toHaveText('ข่าวสารแอป');
  await expect(page.getByTestId('app-news').getByRole('heading', { level: 3 })).toHaveText([
    'แอป Lotus 2.5.1: รู้ผลหวยก่อนใคร',
    'วิธีติดตั้ง Lotus บน iPhone',
  ]);
});

// No app news section when there is no news, or when its call fails: the section's own rule,
// mf-pwa/src/app-news/app-news-section.test.tsx.
