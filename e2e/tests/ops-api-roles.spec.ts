/**
 * The operator console's API through the product as players reach it (render tier in front of the
 * backend, issue 39): operators made by the demo set-up sign in with password and authenticator
 * code; a merchant admin of lotus sees lotus only and is refused (403) on demo's release actions.
 * A player's page that failed to hydrate a remote is counted for that remote's version.
 * The per-role rules in full: server/src/ops/ops-releases.test.ts.
 */
import { expect, shellReady, test } from '../support/fixtures';
import { OPS_API, type OpsRumSeries } from '../../shared/src/contract/ops-api';
import { signInOps } from '../support/ops-operators';
import { quietInstallPrompt } from '../support/auth';
import { createMerchant, merchantCode } from '../support/merchant-files';
import { alterServerHtml } from '../support/server-home';

test('signed out, the console API answers 401', async ({ request }) => {
  for (const url of [OPS_API.session, OPS_API.merchants, `${OPS_API.health}?merchant=demo`]) {
    const answer = await request.get(url);
    expect(answer.status(), url).toBe(401);
    expect(await answer.json()).toMatchObject({ error: 'unauthenticated' });
  }
});

test("a merchant admin of lotus sees lotus only and is refused 403 on demo's actions", async ({ request }) => {
  expect(await signInOps(request, 'lotus-admin')).toEqual({ name: 'lotus-admin', role: 'merchant-admin', merchants: ['lotus'] });
  const merchants = (await (await request.get(OPS_API.merchants)).json()) as { code: string }[];
  expect(merchants.map((merchant) => merchant.code)).toEqual(['lotus']);
  expect((await request.get(`${OPS_API.health}?merchant=lotus`)).status()).toBe(200);
  expect((await request.get(`${OPS_API.health}?merchant=demo`)).status()).toBe(403);
  for (const data of [
    { action: 'canary', merchant: 'demo', remote: 'mf-games', version: '1.1.0', share: 50, reason: 'not mine' },
    { action: 'promote', merchant: 'demo', remote: 'mf-games', version: '1.1.0', reason: 'not mine' },
    { action: 'rollback', merchant: 'demo', remote: 'mf-games', reason: 'not mine' },
  ]) {
    const answer = await request.post(OPS_API.releases, { data });
    expect(answer.status(), data.action).toBe(403);
    expect(await answer.json()).toMatchObject({ error: 'forbidden' });
  }
  expect((await request.delete(OPS_API.session)).status()).toBe(204);
  expect((await request.get(OPS_API.merchants)).status()).toBe(401);
});

test.describe('failures per version', () => {
  // The worker would answer the reload with its precached shell: the page must be drawn by the server.
  test.use({ serviceWorkers: 'block' });

  test("a player's hydration mismatch is counted for its remote version in the console", async ({
    page,
    context,
    request,
    reactErrors,
  }, testInfo) => {
    await quietInstallPrompt(context);
    // A merchant of its own: the beacon allowance per merchant and address (beacon-store.ts) is not
    // shared with the run's other demo pages, which all come from this machine's one address.
    const code = merchantCode('ops-hydration', testInfo);
    const base = createMerchant(code);
    await signInOps(request, 'release-manager');
    const gamesLine = async () => {
      const series = (await (await request.get(`${OPS_API.rum}?merchant=${code}&route=/m/home`)).json()) as OpsRumSeries;
      return series.lines.find((line) => line.remote === 'mf-games' && line.hydrationFailures > 0) ?? null;
    };
    expect(await gamesLine(), 'a new merchant has no failure counted').toBeNull();
    // The games lobby's heading as the server drew it differs from what the browser draws.
    await alterServerHtml(page, '/m/home', /(<h2 id="g-home-title">)([^<]+)(<\/h2>)/, '$1Not what the browser draws$3');
    reactErrors.expect(/\[hydration\] recoverable error in mf-games@/);
    await page.goto(`${base}/m/home`);
    await shellReady(page);
    // The reporter loads with the RUM beacon, once the page is idle, and sends what it finds.
    await expect.poll(async () => (await gamesLine())?.hydrationFailures ?? 0, { timeout: 30_000 }).toBeGreaterThan(0);
  });
});
