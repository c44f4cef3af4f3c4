/**
 * The render tier's figures on the console's health page (issue 39): taken from the tier's own
 * call only, summed over the instances heard from within a minute.
 */
import { OPS_API, RENDER_TIER_REPORT_PATH, type OpsHealth, type RenderTierReport } from '@m/shared/ops';
import { opsKit, type OpsKit } from './ops-test-kit';
import { REPORT_FRESH_MS } from './render-tier-reports';

let kit: OpsKit;
let cookie: string;

beforeEach(async () => {
  kit = await opsKit();
  cookie = await kit.signIn(await kit.addOperator('ana', 'release-manager', '*'));
});
afterEach(() => kit.close());

const report = (instance: string, figures: Partial<RenderTierReport> = {}): RenderTierReport => ({
  instance,
  windowMs: 10_000,
  renders: 0,
  shed: 0,
  cacheHits: 0,
  cacheLookups: 0,
  ...figures,
});

/** As the tier posts it: from its own address, no forwarding header. */
const post = (body: unknown, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  kit.app.inject({
    method: 'POST',
    url: RENDER_TIER_REPORT_PATH,
    headers: { host: '127.0.0.1:8090', ...headers },
    payload: body as object,
    remoteAddress,
  });

const renderTier = async () => ((await kit.request('GET', `${OPS_API.health}?merchant=demo`, { cookie })).json() as OpsHealth).renderTier;

describe("the render tier's figures on the health page", () => {
  it('are not reported until an instance has reported', async () => {
    expect(await renderTier()).toBeNull();
  });

  it('add up the instances: renders per second over each one’s window, shed pages, shell cache hit rate', async () => {
    expect((await post(report('a:1', { renders: 50, shed: 2, cacheHits: 30, cacheLookups: 52 }))).statusCode).toBe(204);
    expect((await post(report('b:2', { windowMs: 5_000, renders: 10, shed: 1, cacheHits: 10, cacheLookups: 11 }))).statusCode).toBe(204);
    expect(await renderTier()).toEqual({ rendersPerSecond: 7, shed: 3, cacheHitRate: 40 / 63 });
    // An instance's next report replaces its last.
    await post(report('a:1', { renders: 0, shed: 0, cacheHits: 0, cacheLookups: 0 }));
    expect(await renderTier()).toEqual({ rendersPerSecond: 2, shed: 1, cacheHitRate: 10 / 11 });
  });

  it('forget an instance not heard from within a minute', async () => {
    await post(report('gone:1', { renders: 100 }));
    kit.clock.now += REPORT_FRESH_MS + 1;
    expect(await renderTier()).toBeNull();
  });

  it("are not taken from a player's request the tier forwarded, nor from another address", async () => {
    expect((await post(report('forged', { renders: 9_999 }), { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(404);
    expect((await post(report('forged', { renders: 9_999 }), {}, '203.0.113.9')).statusCode).toBe(404);
    expect(await renderTier()).toBeNull();
  });

  it('refuse a report that is not one', async () => {
    expect((await post({ instance: 'a', renders: -1 })).statusCode).toBe(400);
    expect(await renderTier()).toBeNull();
  });
});
