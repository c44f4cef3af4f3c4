/**
 * The operator console's API through the product as players reach it (render tier in front of the
 * backend, issue 39): operators made by the demo set-up sign in with password and authenticator
 * code; a merchant admin of lotus sees lotus only and is refused (403) on demo's release actions.
 * A player's page that failed to hydrate a remote is counted for that remote's version.
 * The per-role rules in full: server/src/ops/ops-releases.test.ts.
 */
import type { Route } from '@playwright/test';
import { expect, shellReady, test } from '../support/fixtures';
import { OPS_API, type OpsRumSeries } from '../../shared/src/contract/ops-api';
import { signInOps } from '../support/ops-operators';
import { quietInstallPrompt } from '../support/auth';
import { BASE_URL } from '../support/test-server';

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
  }) => {
    await quietInstallPrompt(context);
    await signInOps(request, 'release-manager');
    const gamesLine = async () => {
      const series = (await (await request.get(`${OPS_API.rum}?merchant=demo&route=/m/home`)).json()) as OpsRumSeries;
      return series.lines.find((line) => line.remote === 'mf-games' && line.hydrationFailures > 0) ?? null;
    };
    const before = (await gamesLine())?.hydrationFailures ?? 0;
    // The games lobby's title as drawn on the server differs from what the browser draws.
    await page.route(/\/m\/home$/, async (route: Route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/(<h3 id="g-hot-title">)([^<]+)(<\/h3>)/, '$1Not what the browser draws$3');
      await route.fulfill({ response, body: html });
    });
    reactErrors.expect(/\[hydration\] recoverable error in mf-games@/);
    await page.goto(`${BASE_URL}/m/home`);
    await shellReady(page);
    // The reporter loads with the RUM beacon, once the page is idle, and sends what it finds.
    await expect.poll(async () => (await gamesLine())?.hydrationFailures ?? 0, { timeout: 30_000 }).toBeGreaterThan(before);
  });
});
