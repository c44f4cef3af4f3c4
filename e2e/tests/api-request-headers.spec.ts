/**
 * SPEC 7: every /wps request carries Merchant and Language, from the very first, so that an
 * operator's API on another host than the page can tell which merchant is asking. A page the
 * server drew (issue 23) carries the status and country it was drawn with: its browser's first
 * calls are the ones after those; a page the browser composes asks for them first.
 */
import type { Page, Request } from '@playwright/test';
import { test, expect, shellReady } from '../support/fixtures';
import { tenantUrl } from '../support/test-server';

interface Sent {
  path: string;
  merchant: string | undefined;
  language: string | undefined;
}

/** The /wps requests a visit sends until the page is drawn and the network is quiet. */
async function visit(page: Page, url: string): Promise<Sent[]> {
  const seen: Promise<Sent>[] = [];
  const listen = (request: Request) => {
    const { pathname } = new URL(request.url());
    // API calls only: images under /wps/static and the manifest <link> are the browser's own
    // requests, and the tracking beacon (navigator.sendBeacon) cannot carry headers: SPEC 7 puts
    // its merchant in the body.
    if (!pathname.startsWith('/wps/') || !['xhr', 'fetch'].includes(request.resourceType()) || pathname === '/wps/system/collect') return;
    seen.push(request.allHeaders().then((headers) => ({ path: pathname, merchant: headers.merchant, language: headers.language })));
  };
  page.on('request', listen);
  await page.goto(url);
  await shellReady(page);
  await page.waitForLoadState('networkidle');
  // A call the page starts after this (a background refresh) would be read after the test ended,
  // which Playwright refuses: the visit is what was sent until the network went quiet.
  page.off('request', listen);
  return Promise.all(seen);
}

for (const merchant of ['demo', 'lotus']) {
  for (const route of ['/m/home', '/m/login']) {
    test(`a first visit to ${route} of ${merchant} names the merchant and the language on every API call`, async ({ page }) => {
      const sent = await visit(page, tenantUrl(merchant) + route);
      expect(sent.length).toBeGreaterThan(0);
      // Drawn on the server: the status is in the page, not asked again.
      if (await page.locator('#m-ssr').count()) expect(sent.map((s) => s.path)).not.toContain('/wps/system/status');
      else expect(sent.map((s) => s.path)).toEqual(expect.arrayContaining(['/wps/system/status', '/wps/system/country']));
      for (const request of sent) {
        expect(request, `${request.path} without Merchant ${merchant}`).toMatchObject({ merchant });
        expect(request.language, `${request.path} without Language`).toMatch(/^[A-Z]{2}(?:-[A-Z]{2})?$/);
      }
    });
  }
}

test('the language the player chose is the one every later call names', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('m_language', 'TH'));
  const sent = await visit(page, `${tenantUrl('lotus')}/m/home`);
  expect(sent.length).toBeGreaterThan(0);
  for (const request of sent) expect(request, request.path).toMatchObject({ merchant: 'lotus', language: 'TH' });
});
