/**
 * Issue 26 item 3, issue 37: the member's inbox starts at the member's own sign-up. A new member
 * finds the merchant's welcome unread (never the broadcasts sent before the account existed),
 * counted on "Me" and beside the inbox link; opening it marks it read (the counts go, and it stays
 * read after a reload: the server keeps it); deleting it asks first, and it does not come back.
 * Broadcasts sent after sign-up, and older members' inboxes: server/src/wps/routes/inbox-routes.test.ts.
 */
import { test, expect, shellReady } from '../support/fixtures';
import { quietInstallPrompt } from '../support/auth';
import { lotusPlayer, openSignedIn } from '../support/games';
import { registerFresh } from '../support/member';
import { tenantUrl } from '../support/test-server';

test.beforeEach(({ context }) => quietInstallPrompt(context));

for (const merchant of ['demo', 'lotus'] as const) {
  test(`${merchant}: a new member finds the welcome, reads it and the count goes; a deleted message does not come back`, async ({
    page,
    request,
  }, testInfo) => {
    const joined = new Date();
    const { base, session } =
      merchant === 'demo' ? { base: tenantUrl('demo'), session: await registerFresh('inbox') } : await lotusPlayer(request, testInfo);
    const welcome = merchant === 'demo' ? 'Your account is ready' : 'Bind LINE for faster login';
    await openSignedIn(page, `${base}/m/member/home`, session);
    await shellReady(page);
    await expect(page.getByTestId('nav-member-unread')).toHaveText('1');
    await expect(page.getByTestId('inbox-unread')).toHaveText('1');
    await page.getByTestId('link-inbox').click();
    await expect(page).toHaveURL(/\/m\/member\/inbox$/);

    // Only the welcome, dated at sign-up: not the merchant's older broadcasts.
    const messages = page.getByTestId('inbox-message');
    await expect(messages).toHaveCount(1);
    await expect(messages.first()).toContainText(welcome);
    await expect(messages.first()).toContainText(String(joined.getFullYear()));
    await expect(messages.first()).toHaveAttribute('data-read', 'false');
    await messages.first().getByTestId('inbox-open').click();
    await expect(messages.first().getByTestId('inbox-body')).toBeVisible();
    await expect(messages.first()).toHaveAttribute('data-read', 'true');
    await expect(page.getByTestId('nav-member-unread')).toHaveCount(0);

    // Read is kept by the server; then deleting asks first, and the message does not come back.
    await page.reload();
    await expect(messages.first()).toHaveAttribute('data-read', 'true');
    await messages.first().getByTestId('inbox-open').click();
    await messages.first().getByTestId('inbox-delete').click();
    await page.getByRole('button', { name: 'Delete' }).last().click();
    await expect(messages).toHaveCount(0);
    await page.reload();
    await expect(page.getByText('No messages.')).toBeVisible();
    await expect(messages).toHaveCount(0);
  });
}
