/**
 * SPEC sections 3 and 9: the events a player causes reach every ad channel configured for the
 * merchant's domain, with the SPEC 3 payload, and a channel that is not configured loads nothing.
 * demo.localhost has Google Tag Manager, the Meta pixel and AppsFlyer; lotus.localhost the Google
 * tag, the TikTok pixel and Adjust. The networks' scripts are local stand-ins that record every
 * call the page makes (server test mode).
 */
import type { Page } from '@playwright/test';
import { test, expect, shellReady } from '../support/fixtures';
import { adNetworks, watchChannelScripts, type AdNetworks } from '../support/ad-networks';
import { acceptTerms, closeNotice, fillLogin, headerUser, newUsername, notice, quietInstallPrompt } from '../support/auth';
import { memberPixelTrack } from '../support/server-db';
import { newGameMember, openSignedIn } from '../support/games';
import { BASE_URL, tenantUrl } from '../support/test-server';

const PASSWORD = 'Secret-123';
const isPageView = (call: unknown[]) =>
  call[0] === 'viewContent' ||
  call[1] === 'ViewContent' ||
  call[1] === 'viewContent' ||
  (call[1] as { event?: string } | undefined)?.event === 'viewContent' ||
  (call[1] as { eventName?: string } | undefined)?.eventName === 'viewContent';

/** The calls of a channel other than page views (their number depends on redirects, not on the player). */
async function conversions(networks: AdNetworks, channel: Parameters<AdNetworks['events']>[0]): Promise<unknown[][]> {
  return (await networks.events(channel)).filter((call) => !isPageView(call));
}

test.beforeEach(({ context }) => quietInstallPrompt(context));

async function registerOnDemo(page: Page, username: string, query = ''): Promise<void> {
  await page.goto(`${tenantUrl('demo')}/m/register${query}`);
  await shellReady(page);
  const form = page.getByTestId('register-form');
  await form.getByLabel(/^username$/i).fill(username);
  await form.getByLabel(/^password$/i).fill(PASSWORD);
  await form.getByLabel(/confirm password/i).fill(PASSWORD);
  await acceptTerms(page);
  await page.getByTestId('register-submit').click();
  await expect(notice(page)).toContainText(username);
  await closeNotice(page);
  await expect(headerUser(page)).toHaveText(username);
}

test('a player arriving from an ad registers and logs in: GTM, Meta and AppsFlyer hear exactly that', async ({
  page,
  request,
  faults: _scoped,
}, testInfo) => {
  const networks = adNetworks(request, testInfo);
  const scripts = watchChannelScripts(page);
  const username = newUsername('ad');

  await registerOnDemo(page, username, '?fbclid=FBCLICK1&gclid=GCLICK1&affiliateCode=demoaff');

  // The registration carried the visit's click ids, Meta's click cookies and the domain's pixel.
  const pixelTrack = memberPixelTrack('demo', username) as Record<string, string>;
  expect(pixelTrack).toMatchObject({ fbclid: 'FBCLICK1', gclid: 'GCLICK1', fbPixelId: '100000000000001' });
  expect(pixelTrack.fbc).toMatch(/^fb\.1\.\d{13}\.FBCLICK1$/);
  expect(pixelTrack.fbp).toMatch(/^fb\.1\.\d{13}\.\d{10}$/);

  // Log out, then log in again on a fresh page load.
  await page.getByTestId('header-logout').click();
  await expect(headerUser(page)).toHaveCount(0);
  await page.goto(`${tenantUrl('demo')}/m/login`);
  await shellReady(page);
  await fillLogin(page, username, PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(headerUser(page)).toHaveText(username);

  const member = { customerId: expect.stringMatching(/^\d+$/), customerName: username };
  await expect
    .poll(() => conversions(networks, 'meta'), { timeout: 20_000 })
    .toEqual([
      ['init', '100000000000001'],
      ['track', 'PageView'],
      ['trackCustom', 'firstOpen', {}],
      ['trackCustom', 'registerSubmit', { method: 'username' }],
      ['track', 'CompleteRegistration', { ...member, method: 'username' }],
      ['init', '100000000000001'],
      ['track', 'PageView'],
      ['trackCustom', 'login', { ...member, method: 'username' }],
    ]);
  await expect
    .poll(() => conversions(networks, 'gtm'), { timeout: 20_000 })
    .toEqual([
      ['push', { 'gtm.start': expect.any(Number), event: 'gtm.js' }],
      ['push', { event: 'firstOpen' }],
      ['push', { event: 'registerSubmit', content: { method: 'username' } }],
      ['push', { event: 'register', ...member, content: { method: 'username' } }],
      ['push', { 'gtm.start': expect.any(Number), event: 'gtm.js' }],
      ['push', { event: 'login', ...member, content: { method: 'username' } }],
    ]);
  await expect
    .poll(() => conversions(networks, 'appsflyer'), { timeout: 20_000 })
    .toEqual([
      ['id', { pba: { webAppId: 'af-demo-web-0001' } }],
      ['event', { eventType: 'EVENT', eventName: 'firstOpen', eventValue: {} }],
      ['event', { eventType: 'EVENT', eventName: 'registerSubmit', eventValue: { method: 'username' } }],
      ['setCustomerUserId', member.customerId],
      ['event', { eventType: 'EVENT', eventName: 'register', eventValue: { ...member, method: 'username' } }],
      ['id', { pba: { webAppId: 'af-demo-web-0001' } }],
      ['setCustomerUserId', member.customerId],
      ['event', { eventType: 'EVENT', eventName: 'login', eventValue: { ...member, method: 'username' } }],
    ]);
  // Every page seen is a ViewContent, the member's pages with the member.
  expect(await networks.events('meta')).toContainEqual(['track', 'ViewContent', { ...member, route: '/m/home' }]);

  // Channels demo does not configure loaded nothing and received nothing.
  expect(scripts.filter((url) => /\/(gtag|tiktok|adjust)\.js/.test(url))).toEqual([]);
  expect(scripts).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/\/gtm\.js\?id=GTM-DEMO01$/),
      expect.stringMatching(/\/meta\.js$/),
      expect.stringMatching(/\/appsflyer\.js\?st=pba$/),
    ]),
  );
  for (const channel of ['gtag', 'tiktok', 'adjust'] as const) expect(await networks.calls(channel)).toEqual([]);
  expect(await page.evaluate(() => ['gtag', 'ttq', 'Adjust'].filter((name) => name in window))).toEqual([]);
});

test('on lotus the Google tag, TikTok and Adjust load instead, and only they', async ({ page, request, faults: _scoped }, testInfo) => {
  const networks = adNetworks(request, testInfo);
  const scripts = watchChannelScripts(page);
  await page.goto(`${tenantUrl('lotus')}/m/home?ttclid=TTCLICK1`);
  await shellReady(page);

  await expect
    .poll(() => networks.events('tiktok'), { timeout: 20_000 })
    .toEqual([['page'], ['track', 'firstOpen', {}], ['track', 'ViewContent', { route: '/m/home' }]]);
  await expect
    .poll(() => networks.events('gtag'), { timeout: 20_000 })
    .toEqual([
      ['js', expect.any(String)],
      ['config', 'G-LOTUS01'],
      ['event', 'firstOpen', {}],
      ['event', 'viewContent', { route: '/m/home' }],
    ]);
  // Adjust is started with the app token; page views and firstOpen have no Adjust token, so they stay out.
  await expect
    .poll(() => networks.events('adjust'), { timeout: 20_000 })
    .toEqual([['initSdk', { appToken: 'lotus2adjust', environment: expect.stringMatching(/^(sandbox|production)$/) }]]);
  expect((await networks.calls('tiktok'))[0]?.src).toMatch(/\/tiktok\.js\?sdkid=CLOTUS0001&lib=ttq$/);

  expect(scripts.filter((url) => /\/(gtm|meta|appsflyer)\.js/.test(url))).toEqual([]);
  for (const channel of ['gtm', 'meta', 'appsflyer'] as const) expect(await networks.calls(channel)).toEqual([]);
  expect(await page.evaluate(() => ['fbq', 'AF'].filter((name) => name in window))).toEqual([]);
});

test('a deposit made at the cashier reaches the channels when the player comes back', async ({
  page,
  request,
  faults: _scoped,
}, testInfo) => {
  const networks = adNetworks(request, testInfo);
  const username = newUsername('cash');
  await registerOnDemo(page, username);
  // The operator's cashier reports the deposit (test-mode stand-in of its back office).
  for (const status of ['submitted', 'credited']) {
    const response = await request.post(`${BASE_URL}/__emulators/cashier/report`, {
      data: { merchant: 'demo', username, kind: 'deposit', status, amount: 500, reference: `D-${username}` },
    });
    expect(response.ok(), await response.text()).toBeTruthy();
  }
  // Back from the cashier: its return URL opens the site again, with the session.
  await page.goto(`${tenantUrl('demo')}/m/home?cashier=return`);
  await shellReady(page);

  const money = {
    customerId: expect.stringMatching(/^\d+$/),
    customerName: username,
    amount: 500,
    value: 500,
    currency: 'PHP',
    reference: `D-${username}`,
  };
  await expect
    .poll(
      async () =>
        (await conversions(networks, 'meta')).filter((call) =>
          ['InitiateCheckout', 'Purchase', 'firstDeposit', 'firstDepositArrival'].includes(call[1] as string),
        ),
      { timeout: 20_000 },
    )
    .toEqual([
      ['track', 'InitiateCheckout', money],
      ['trackCustom', 'firstDeposit', money],
      ['track', 'Purchase', { ...money, revenue: 500, af_revenue: 500, af_currency: 'PHP' }],
      ['trackCustom', 'firstDepositArrival', { ...money, revenue: 500, af_revenue: 500, af_currency: 'PHP' }],
    ]);
  // Claimed once: coming back again claims nothing, so nothing is sent again.
  // The answer is read as soon as it arrives: a body is gone once the page has moved on.
  const claimed = page
    .waitForResponse((response) => response.url().endsWith('/wps/member/trackingEvents/claim'))
    .then((response) => response.json() as Promise<{ value: { events: unknown[] } }>);
  await page.goto(`${tenantUrl('demo')}/m/home?cashier=return`);
  await shellReady(page);
  expect((await claimed).value.events).toEqual([]);
  expect((await networks.events('meta')).filter((call) => call[1] === 'Purchase')).toHaveLength(1);
});

test("a guest's free trial and a member's game reach the channels as startTrial and gameLaunch", async ({
  page,
  request,
  faults: _scoped,
}, testInfo) => {
  const networks = adNetworks(request, testInfo);

  await page.goto(`${tenantUrl('demo')}/m/rng`);
  await page
    .getByTestId('category-RNG')
    .getByTestId('game-fortune-tiger')
    .getByRole('button', { name: 'Free trial of Fortune Tiger' })
    .click();
  await expect(page.getByTestId('game-view')).toHaveAttribute('data-view', 'trial');
  await expect
    .poll(() => conversions(networks, 'meta'), { timeout: 20_000 })
    .toContainEqual(['track', 'StartTrial', { vendor: 'PG', gameCode: 'fortune-tiger' }]);

  const { session } = await newGameMember(request, tenantUrl('demo'), 'demo');
  await openSignedIn(page, `${tenantUrl('demo')}/m/launchGame?vendor=PG&code=fortune-tiger`, session);
  await expect(page.getByTestId('game-view')).toHaveAttribute('data-view', 'vendor');
  await expect
    .poll(() => conversions(networks, 'meta'), { timeout: 20_000 })
    .toContainEqual([
      'trackCustom',
      'gameLaunch',
      expect.objectContaining({ customerId: session.id, vendor: 'PG', gameCode: 'fortune-tiger' }),
    ]);
  // One trial, one launch: neither is sent twice.
  const names = (await conversions(networks, 'meta')).map((call) => call[1]);
  expect(names.filter((name) => name === 'StartTrial')).toHaveLength(1);
  expect(names.filter((name) => name === 'gameLaunch')).toHaveLength(1);
});
