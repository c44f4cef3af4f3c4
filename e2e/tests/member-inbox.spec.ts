/**
 * Issue 26 item 3: the member's inbox. A new member finds the merchant's messages unread, counted
 * on "Me" and beside the inbox link; opening one marks it read (the counts fall, and it stays read
 * after a reload: the server keeps it); deleting one asks first, and it does not come back.
 */
import { test, expect, shellReady } from '../support/fixtures';
import { quietInstallPrompt } from '../support/auth';
import { lotusPlayer, openSignedIn } from '../support/games';
import { registerFresh } from '../support/member';
import { tenantUrl } from '../support/test-server';

test.beforeEach(({ context }) => quietInstallPrompt(context));

for (const merchant of ['demo', 'lotus'] as const) {
  test(`${merchant}: a member reads a message and the count falls; a deleted message does not come back`, async ({
    page,
    request,
  }, testInfo) => {
    const { base, session } =
      merchant === 'demo' ? { base: tenantUrl('demo'), session: await registerFresh('inbox') } : await lotusPlayer(request, testInfo);
    const expected = merchant === 'demo' ? 4 : 3;
    const newest = merchant === 'demo' ? 'Play responsibly' : 'Keep your account safe';
    await openSignedIn(page, `${base}/m/member/home`, session);
    await shellReady(page);
    await expect(page.getByTestId('nav-member-unread')).toHaveText(String(expected));
    await expect(page.getByTestId('inbox-unread')).toHaveText(String(expected));
    await page.getByTestId('link-inbox').click();
    await expect(page).toHaveURL(/\/m\/member\/inbox$/);

    const messages = page.getByTestId('inbox-message');
    await expect(messages).toHaveCount(expected);
    await expect(messages.first()).toContainText(newest);
    await expect(messages.first()).toHaveAttribute('data-read', 'false');
    await messages.first().getByTestId('inbox-open').click();
    await expect(messages.first().getByTestId('inbox-body')).toBeVisible();
    await expect(messages.first()).toHaveAttribute('data-read', 'true');
    await expect(page.getByTestId('nav-member-unread')).toHaveText(String(expected - 1));

    const second = messages.nth(1);
    const secondTitle = (await second.getByTestId('inbox-open').textContent())!;
    await second.getByTestId('inbox-open').click();
    await second.getByTestId('inbox-delete').click();
    await page.getByRole('button', { name: 'Delete' }).last().click();
    await expect(messages).toHaveCount(expected - 1);
    await expect(page.getByTestId('nav-member-unread')).toHaveText(String(expected - 2));

    // The server kept both: after a reload the first is read and the deleted one is gone.
    await page.reload();
    await expect(messages).toHaveCount(expected - 1);
    await expect(messages.first()).toHaveAttribute('data-read', 'true');
    await expect(page.getByTestId('inbox-message').filter({ hasText: secondTitle.replace(/^Unread: /, '') })).toHaveCount(0);
  });
}
