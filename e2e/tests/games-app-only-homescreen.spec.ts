/**
 * Issue 27: at a merchant that allows games only in its apps, `?homescreen=1` typed into a browser
 * tab no longer starts a game: the page refuses it, and so does the server when the launch is
 * sent anyway. The home-screen app itself (standalone display) still starts it.
 */
import { test, expect } from '../support/fixtures';
import { authMerchant, merchantCode } from '../support/auth-merchants';
import { quietInstallPrompt } from '../support/auth';
import { newGameMember, openSignedIn } from '../support/games';
import { emulateInstalledApp } from '../support/pwa';

test.beforeEach(({ context }) => quietInstallPrompt(context));

const REFUSED = 'Games can only be started in our app or the home-screen app.';

test('a browser tab with ?homescreen=1 cannot start an app-only game, in the page or at the server', async ({
  page,
  request,
}, testInfo) => {
  const code = merchantCode('games-apponly-tab', testInfo);
  const base = authMerchant(code, { whitelabel: { STARTGAMEINAPP3: true } });
  const member = await newGameMember(request, base, code);
  await openSignedIn(page, `${base}/m/launchGame?vendor=PG&code=fortune-tiger&homescreen=1`, member.session);
  await expect(page.getByTestId('launch-refused')).toContainText(REFUSED);
  await expect(page.getByTestId('game-view')).toHaveCount(0);

  // The same launch sent from the tab without the page's check: the server refuses it, with its text.
  const answer = await page.evaluate(async (token) => {
    const response = await fetch('/wps/relay/GCS_gameTrialLaunch?gameId=fortune-tiger&nodeId=pg-2', { headers: { token } });
    return { status: response.status, body: (await response.json()) as { errorCode?: string; message?: string } };
  }, member.session.token);
  expect(answer).toEqual({ status: 403, body: expect.objectContaining({ errorCode: 'game_app_only', message: REFUSED }) });
});

test('the home-screen app (standalone display) still starts an app-only game', async ({ page, request }, testInfo) => {
  const code = merchantCode('games-apponly-app', testInfo);
  const base = authMerchant(code, { whitelabel: { STARTGAMEINAPP3: true } });
  const member = await newGameMember(request, base, code);
  await emulateInstalledApp(page.context());
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/wps/game/launchGame')) bodies.push(r.postDataJSON() as Record<string, unknown>);
  });
  await openSignedIn(page, `${base}/m/launchGame?vendor=PG&code=fortune-tiger`, member.session);
  await expect(page.getByTestId('game-view')).toBeVisible();
  expect(bodies[0]).toMatchObject({ vendor: 'PG', gameCode: 'fortune-tiger', appMode: 'homescreen' });
});
