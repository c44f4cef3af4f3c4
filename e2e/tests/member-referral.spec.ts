/**
 * Issue 14: /m/inviteFriends, open to everyone (SPEC 2, 6). A guest sees the programme while the
 * REFERRAL promotion is on and "coming soon" while it is off; a member gets a link with their
 * referral code, copies it, sees its QR code, and a friend who registers through it is counted
 * (SPEC 3 locally saved registration info); an agent goes to /m/agentRegister.
 */
import { test, expect, shellReady } from '../support/fixtures';
import { acceptTerms, closeNotice, newUsername, notice, quietInstallPrompt } from '../support/auth';
import { backend, openSignedIn, registerFresh, signInAt } from '../support/member';
import { tenantUrl } from '../support/test-server';

test.beforeEach(({ context }) => quietInstallPrompt(context));

test('a guest sees the referral programme while the REFERRAL promotion is on (demo)', async ({ page }) => {
  await page.goto('/m/inviteFriends');
  await shellReady(page);
  await expect(page.getByTestId('referral-guest')).toContainText('Invite friends and earn rewards.');
  await expect(page.getByTestId('referral-coming-soon')).toHaveCount(0);
});

test('a guest sees "coming soon" while the promotion is off (lotus)', async ({ page }) => {
  await page.goto(`${tenantUrl('lotus')}/m/inviteFriends`);
  await shellReady(page);
  await expect(page.getByTestId('referral-coming-soon')).toBeVisible();
  await expect(page.getByTestId('referral-guest')).toHaveCount(0);
});

test('a member shares their link; a friend registers through it and is counted', async ({ page, browser, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const member = await registerFresh('ref');
  await openSignedIn(page, member, '/m/inviteFriends');
  const card = page.getByTestId('member-referral');
  await expect(card.getByTestId('referral-code')).toHaveText(member.userName);
  const link = (await card.getByTestId('referral-link').textContent()) ?? '';
  expect(new URL(link).pathname).toBe('/m/register');
  expect(new URL(link).searchParams.get('referralCode')).toBe(member.userName);
  await expect(card.getByTestId('referral-count')).toHaveText('0');

  await card.getByTestId('referral-copy').click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  // The QR code library arrives only now.
  const qrChunk = page.waitForResponse((response) => /\/qrcode\.[0-9a-f]+\.js$/.test(response.url()));
  await card.getByTestId('referral-qr-toggle').click();
  await qrChunk;
  await expect(card.getByTestId('referral-qr')).toBeVisible();
  expect(Number(await card.getByTestId('referral-qr').getAttribute('data-size'))).toBeGreaterThanOrEqual(21);

  // A friend opens the link, looks around, and registers later from a new tab: the code was kept.
  const friendContext = await browser.newContext({ ...test.info().project.use });
  // The helper's script minds about:blank, where storage throws (a page error in every run before).
  await quietInstallPrompt(friendContext);
  const landing = await friendContext.newPage();
  await landing.goto(link);
  await shellReady(landing);
  await expect
    .poll(() => landing.evaluate(() => JSON.parse(localStorage.getItem('m_register_info') ?? '{}').referralCode))
    .toBe(member.userName);
  const later = await friendContext.newPage();
  await later.goto('/m/register');
  const friend = newUsername('fr');
  const form = later.getByTestId('register-form');
  await form.getByLabel(/^username$/i).fill(friend);
  await form.getByLabel(/^password$/i).fill('Secret-123');
  await form.getByLabel(/confirm password/i).fill('Secret-123');
  const sent = later.waitForRequest((request) => request.url().endsWith('/wps/member/register'));
  await acceptTerms(later);
  await later.getByTestId('register-submit').click();
  await sent;
  await expect(notice(later)).toContainText(friend);
  await closeNotice(later);
  await friendContext.close();

  await expect.poll(async () => (await backend<{ count: number }>(member, 'referralInfo')).count).toBe(1);
  await page.reload();
  await expect(page.getByTestId('referral-count')).toHaveText('1');
});

test('an agent opening the referral page goes to agent registration', async ({ page }) => {
  const agent = await signInAt('agent1', 'secret123', 1);
  await openSignedIn(page, agent, '/m/inviteFriends');
  await expect(page).toHaveURL(/\/m\/agentRegister/);
  await expect(page.getByTestId('agent-register-form')).toBeVisible();
});
