/**
 * The operator console's API through the product as players reach it (render tier in front of the
 * backend, issue 39): operators made by the demo set-up sign in with password and authenticator
 * code; a merchant admin of lotus sees lotus only and is refused (403) on demo's release actions.
 * The per-role rules in full: server/src/ops/ops-releases.test.ts.
 */
import { expect, test } from '../support/fixtures';
import { OPS_API } from '../../shared/src/contract/ops-api';
import { signInOps } from '../support/ops-operators';

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
