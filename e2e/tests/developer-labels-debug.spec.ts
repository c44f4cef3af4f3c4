/**
 * Issue 27: a player sees no developer labels ("mf_games 1.0.0", a chat desk's "(LIVECHAT)",
 * "Account type: Member"); support opens the site with ?debug=1 and sees them, page after page,
 * on a server-drawn page too. The versions stay in the markup for operators.
 */
import { test, expect, shellReady } from '../support/fixtures';
import { quietInstallPrompt } from '../support/auth';
import { signIn } from '../support/api-session';
import { openSignedIn } from '../support/member';
import { tenantUrl } from '../support/test-server';

test.beforeEach(({ context }) => quietInstallPrompt(context));

test('a player sees no version label, while the markup keeps the version', async ({ page }) => {
  await page.goto(`${tenantUrl('demo')}/m/sports`);
  await shellReady(page);
  const tag = page.getByTestId('bundle-tag');
  await expect(tag).toHaveAttribute('data-version', '1.0.0');
  await expect(tag).toBeHidden();
  await expect(page.getByText(/mf_games \d/)).toHaveCount(0);
});

test('support opens ?debug=1 and sees the version labels on every page after, without a hydration error', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat/i.test(message.text())) errors.push(message.text());
  });
  // /m/login is drawn by the server: the label appears after hydration, not in its HTML.
  await page.goto(`${tenantUrl('demo')}/m/login?debug=1`);
  await shellReady(page);
  await expect(page.getByTestId('bundle-tag')).toHaveText(/^mf_auth \d+\.\d+\.\d+$/);
  await page.evaluate(() => {
    window.history.pushState({}, '', '/m/sports');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByTestId('bundle-tag')).toHaveText(/^mf_games \d+\.\d+\.\d+$/);
  expect(errors).toEqual([]);
});

test('a member sees neither the chat provider nor the account type; with ?debug=1 both show', async ({ page }) => {
  const session = await signIn('player1', 0);
  await openSignedIn(page, session, '/m/member/home');
  await shellReady(page);
  const summary = page.getByTestId('member-summary');
  await expect(summary.getByTestId('member-account')).toHaveText('player1');
  await expect(summary.getByTestId('member-type')).toHaveCount(0);
  await expect(summary).not.toContainText('Account type');
  const chat = page.getByTestId('chat-entry-LIVECHAT');
  await expect(chat).toHaveText(/^Chat with us/);
  await expect(chat).not.toContainText('LIVECHAT');

  await page.goto(`${new URL(page.url()).origin}/m/member/home?debug=1`);
  await expect(summary.getByTestId('member-type')).toHaveText('Member');
  await expect(page.getByTestId('chat-entry-LIVECHAT')).toContainText('(LIVECHAT)');
});
