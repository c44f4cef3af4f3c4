/**
 * Issue 14: customer service. Desks follow the member's club label (SPEC 6); the provider's script
 * goes in after start-up; the unread count (CBS_unreadCount, kept by the server's stand-in chat
 * provider) badges "Me" and the chat entry, rises when the operator writes and clears when the
 * member opens the chat.
 */
import { test, expect, shellReady } from '../support/fixtures';
import { signIn } from '../support/api-session';
import { quietInstallPrompt } from '../support/auth';
import { authMerchant, merchantCode, type TestMember } from '../support/auth-merchants';
import { backend, openSignedIn, operatorSays, registerFresh, signInAt } from '../support/member';

test.beforeEach(({ context }) => quietInstallPrompt(context));

test('a Silver member gets the general desk; a Diamond member also the VIP desk of their label', async ({ page, browser }) => {
  const silver = await signIn('player1', 0);
  await openSignedIn(page, silver, '/m/member/home');
  const list = page.getByTestId('chat-list');
  await expect(list.getByTestId('chat-entry-LIVECHAT')).toBeVisible();
  await expect(list.getByRole('button')).toHaveCount(1);

  const context = await browser.newContext({ ...test.info().project.use });
  const vipPage = await context.newPage();
  const diamond = await signIn('vip1', 0);
  await openSignedIn(vipPage, diamond, '/m/member/home');
  const vipList = vipPage.getByTestId('chat-list');
  await expect(vipList.getByTestId('chat-entry-COMM100VIP')).toContainText('VIP desk');
  await expect(vipList.getByRole('button')).toHaveCount(2);
  await context.close();
});

test('the provider script is injected after start-up, without holding up the first view', async ({ page }) => {
  await page.goto('/m/home');
  await shellReady(page);
  // The page is usable before the widget exists...
  await expect(page.locator('[data-page="home"]')).toBeVisible();
  // ...and the stand-in provider's widget script arrives after it.
  await expect(page.locator('script[data-chat-provider]')).toHaveAttribute('src', '/__emulators/chat/widget.js');
  await expect(page.locator('html')).toHaveAttribute('data-chat-widget', 'stand-in');
  const timing = await page.evaluate(() => ({
    loaded: (window as unknown as { __standInChatWidget: { loadedAt: number } }).__standInChatWidget.loadedAt - performance.timeOrigin,
  }));
  expect(timing.loaded).toBeGreaterThanOrEqual(500);
});

test('the unread badge on "Me" and on the chat entry follows the operator messages', async ({ page }) => {
  const member = await registerFresh('chat');
  const before = (await backend<{ count: number }>(member, 'unreadCount')).count;
  // "Me" counts the unread inbox messages too (issue 26); the chat entry only the chat's.
  const inbox = (await backend<{ count: number }>(member, 'inboxUnread')).count;
  await openSignedIn(page, member, '/m/member/home');
  const me = page.getByTestId('nav-member');
  if (before + inbox > 0) await expect(me.getByTestId('nav-member-unread')).toHaveText(String(before + inbox));

  await operatorSays('demo', member.userName, 'Hello from the operator');
  // Polled every 10 s while signed in.
  await expect(me.getByTestId('nav-member-unread')).toHaveText(String(before + inbox + 1), { timeout: 20_000 });
  await expect(page.getByTestId('chat-unread')).toHaveText(String(before + 1));
  await expect(page.getByTestId('floating-chat')).toHaveCount(0);

  // On another page the floating button carries it too, and opens the chat.
  await page.getByRole('link', { name: /^Games/ }).click();
  const floating = page.getByTestId('floating-chat');
  await expect(floating).toContainText(String(before + 1));
  await floating.click();
  await expect(page).toHaveURL(/\/__emulators\/chat\/demo\?/);
  await expect(page.getByTestId('chat-messages')).toContainText('Hello from the operator');
  expect(page.url()).not.toContain(member.token);

  // Back in the app, nothing is unread any more.
  await page.getByTestId('chat-back').click();
  await shellReady(page);
  await expect.poll(async () => (await backend<{ count: number }>(member, 'unreadCount')).count).toBe(0);
  if (inbox === 0) await expect(page.getByTestId('nav-member-unread')).toHaveCount(0);
  else await expect(page.getByTestId('nav-member-unread')).toHaveText(String(inbox));
});

test('a lotus member with messages waiting sees them counted, and the lotus desks', async ({ page }, testInfo) => {
  // A copy of lotus without the login captcha (this scenario is not about it).
  const code = merchantCode('memberchat', testInfo);
  authMerchant(code, {
    base: 'lotus',
    whitelabel: { GEETEST3: false },
    members: [
      {
        username: 'lotuschat',
        password: 'lotus1234',
        clubLabelId: 'LOTUS_GOLD',
        chatMessages: ['สวัสดีค่ะ', 'Your withdrawal is being processed.'],
      } as TestMember,
    ],
  });
  const member = await signInAt('lotuschat', 'lotus1234', 0, code);
  const count = (await backend<{ count: number }>(member, 'unreadCount')).count;
  expect(count).toBeGreaterThanOrEqual(2);
  await openSignedIn(page, member, '/m/member/home');
  await expect(page.getByTestId('chat-list').getByTestId('chat-entry-AICAN')).toBeVisible();
  await expect(page.getByTestId('chat-list').getByTestId('chat-entry-MIDUOKE')).toContainText('VIP');
  const inbox = (await backend<{ count: number }>(member, 'inboxUnread')).count;
  await expect(page.getByTestId('nav-member-unread')).toHaveText(String(count + inbox));
  await expect(page.getByTestId('chat-unread')).toHaveText(String(count));
});
