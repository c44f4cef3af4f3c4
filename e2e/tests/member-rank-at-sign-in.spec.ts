/**
 * Issue 26 item 7 (SPEC 4 "Sign-in state"): the member's rank progress is fetched when the token
 * becomes non-empty, on whatever page (not only on the member centre), and the member centre
 * shows it.
 */
import { test, expect, shellReady } from '../support/fixtures';
import { quietInstallPrompt } from '../support/auth';
import { authMerchant, merchantCode } from '../support/auth-merchants';
import { openSignedIn, signInMember } from '../support/games';
import { tenantUrl } from '../support/test-server';

test.beforeEach(({ context }) => quietInstallPrompt(context));

for (const merchant of ['demo', 'lotus'] as const) {
  test(`${merchant}: rank progress is fetched at sign-in, on the home page`, async ({ page, request }, testInfo) => {
    // A member whose AUTO label has progress (lotus: a copy without the login captcha).
    const code = merchant === 'demo' ? 'demo' : merchantCode('rank-lotus', testInfo);
    const base =
      merchant === 'demo'
        ? tenantUrl('demo')
        : authMerchant(code, {
            base: 'lotus',
            whitelabel: { GEETEST3: false },
            members: [{ username: 'rankplayer', password: 'secret123', clubLabelId: 'LOTUS_SILVER', rankCompleted: 3 }],
          });
    const [username, done] = merchant === 'demo' ? ['player1', '2 of 5'] : ['rankplayer', '3 of 6'];
    const session = await signInMember(request, base, code, username, 'secret123');
    const asked = page.waitForRequest((sent) => sent.url().includes('/wps/relay/MCSFE_getPlayerRankProgress'));
    await openSignedIn(page, `${base}/m/home`, session);
    await shellReady(page);
    await asked;
    expect(new URL(page.url()).pathname).toBe('/m/home');
    await page.goto(`${base}/m/member/home`);
    await expect(page.getByTestId('rank-progress-text')).toContainText(done);
  });
}
