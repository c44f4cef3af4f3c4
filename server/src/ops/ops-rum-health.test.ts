import { OPS_API, type OpsHealth, type OpsRumSeries } from '@m/shared/ops';
import { REMOTE_FAILURE_KIND } from '@m/shared/contract';
import { REPORT_PATH } from '../security/content-security-policy';
import { opsKit, type OpsKit } from './ops-test-kit';

let kit: OpsKit;
let cookie: string;
let lotusCookie: string;
const HOUR = 3_600_000;

beforeAll(async () => {
  kit = await opsKit();
  cookie = await kit.signIn(await kit.addOperator('ana', 'release-manager', '*'));
  lotusCookie = await kit.signIn(await kit.addOperator('lotus-boss', 'merchant-admin', ['lotus']));
}, 60_000);
afterAll(() => kit.close());

/** Beacons as the collect route stores them: each from its own address (the store caps 20 a minute per address). */
function beacon(merchant: string, route: string, games: string, lcp: number, at: number, n: number): void {
  const stored = kit.ops.wps.beacons.addRum({
    merchant,
    route,
    device: 'phone',
    shell: '1.0.0',
    remotes: { 'mf-games': games },
    metrics: { lcp, cls: 0.01 },
    ip: `10.9.${Math.floor(n / 250)}.${n % 250}`,
    now: at,
  });
  expect(stored).not.toBeNull();
}

describe('players experience per version', () => {
  it('draws hourly p75 per remote version from stored beacons, with pnpm rum’s regression flag and failure counts', async () => {
    const start = Math.floor(kit.clock.now / HOUR) * HOUR - 3 * HOUR;
    let n = 0;
    // mf-games 1.0.0 in the first hour, 1.1.0 (slower) in the second; lotus and another route apart.
    for (let i = 0; i < 8; i += 1) beacon('demo', '/m/home', '1.0.0', 1000 + i * 100, start + i * 60_000, n++);
    for (let i = 0; i < 8; i += 1) beacon('demo', '/m/home', '1.1.0', 2000 + i * 100, start + HOUR + i * 60_000, n++);
    for (let i = 0; i < 8; i += 1) beacon('lotus', '/m/home', '1.1.0', 900, start + HOUR + i * 60_000, n++);
    beacon('demo', '/m/rng', '1.1.0', 9000, start + HOUR, n++);
    // Eight days ago: outside a seven-day chart.
    beacon('demo', '/m/home', '0.9.0', 500, kit.clock.now - 8 * 24 * HOUR, n++);
    // Failures as players' pages send them: a beacon (text/plain JSON) to the collect route.
    const failure = async (reason: string, version: string) => {
      const answer = await kit.app.inject({
        method: 'POST',
        url: '/wps/system/collect',
        headers: { host: 'demo.localhost', 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': '10.8.0.1' },
        payload: JSON.stringify({
          merchant: 'demo',
          value: { kind: REMOTE_FAILURE_KIND, remote: 'mf-games', version, reason, route: '/m/home', at: start },
        }),
      });
      expect([answer.statusCode, answer.json().value?.stored]).toEqual([200, 'event']);
    };
    await failure('mount-error', '1.1.0');
    await failure('timeout', '1.1.0');
    await failure('hydration', '1.1.0');

    const answer = await kit.request('GET', `${OPS_API.rum}?merchant=demo&route=/m/home&metric=lcp&days=7`, { cookie });
    expect(answer.statusCode).toBe(200);
    const series = answer.json() as OpsRumSeries;
    expect(series).toMatchObject({ merchant: 'demo', route: '/m/home', metric: 'lcp' });
    const games = series.lines.filter((line) => line.remote === 'mf-games');
    expect(games).toEqual([
      {
        remote: 'mf-games',
        version: '1.0.0',
        points: [{ at: start, p75: 1500, count: 8 }],
        regression: false,
        errors: 0,
        hydrationFailures: 0,
      },
      {
        remote: 'mf-games',
        version: '1.1.0',
        points: [{ at: start + HOUR, p75: 2500, count: 8 }],
        regression: true,
        errors: 2,
        hydrationFailures: 1,
      },
    ]);
    // The shell is a line too (every beacon names its version).
    expect(series.lines.find((line) => line.remote === 'shell')?.points.reduce((sum, p) => sum + p.count, 0)).toBe(16);

    const everyRoute = (await kit.request('GET', `${OPS_API.rum}?merchant=demo&metric=cls`, { cookie })).json() as OpsRumSeries;
    expect(everyRoute.route).toBe('*');
    expect(everyRoute.lines.find((line) => line.version === '1.1.0')!.points[0]!.count).toBe(9);
  });

  it('refuses a malformed question and another merchant’s chart', async () => {
    expect((await kit.request('GET', `${OPS_API.rum}?merchant=demo&metric=ttfb`, { cookie })).statusCode).toBe(400);
    expect((await kit.request('GET', `${OPS_API.rum}?merchant=demo&days=400`, { cookie })).statusCode).toBe(400);
    expect((await kit.request('GET', `${OPS_API.rum}`, { cookie })).statusCode).toBe(400);
    expect((await kit.request('GET', `${OPS_API.rum}?merchant=demo`, { cookie: lotusCookie })).statusCode).toBe(403);
    const lotus = (await kit.request('GET', `${OPS_API.rum}?merchant=lotus`, { cookie: lotusCookie })).json() as OpsRumSeries;
    expect(lotus.lines.find((line) => line.remote === 'mf-games')).toMatchObject({ version: '1.1.0', regression: false });
  });
});

describe('health and abuse', () => {
  it('shows how full each merchant cap is, from the calls players made', async () => {
    for (let i = 0; i < 3; i += 1) {
      const bound = await kit.app.inject({
        method: 'POST',
        url: '/wps/relay/CSP_fcmBind',
        headers: { host: 'demo.localhost', 'x-forwarded-for': `10.7.0.${i}` },
        payload: { registrationToken: `push-token-number-${i}` },
      });
      expect(bound.statusCode).toBe(200);
    }
    const demo = (await kit.request('GET', `${OPS_API.health}?merchant=demo`, { cookie })).json() as OpsHealth;
    expect(demo.caps.find((c) => c.name === 'push binding per merchant')).toEqual({
      name: 'push binding per merchant',
      used: 3,
      limit: 3_000,
      windowSeconds: 60,
    });
    expect(demo.caps.map((c) => c.name)).toEqual([
      'push binding per merchant',
      'trial launches per merchant',
      'captcha challenges per merchant',
      'SMS hourly budget',
      'SMS daily budget',
      'CSP reports per server',
    ]);
    expect(demo.renderTier).toBeNull();
    expect(demo.caps.at(-1)).toEqual({ name: 'CSP reports per server', used: 0, limit: 3_000, windowSeconds: 60 });
    const lotus = (await kit.request('GET', `${OPS_API.health}?merchant=lotus`, { cookie: lotusCookie })).json() as OpsHealth;
    expect(lotus.caps.find((c) => c.name === 'push binding per merchant')!.used).toBe(0);
  });

  it("groups the CSP reports of the merchant's pages by directive and blocked address", async () => {
    const report = (page: string, blocked: string, directive = 'script-src-elem') =>
      kit.app.inject({
        method: 'POST',
        url: REPORT_PATH,
        headers: { host: 'demo.localhost', 'content-type': 'application/csp-report' },
        payload: JSON.stringify({ 'csp-report': { 'document-uri': page, 'violated-directive': directive, 'blocked-uri': blocked } }),
      });
    await report('http://demo.localhost/m/home', 'https://evil.example/x.js');
    await report('http://demo.localhost/m/rng?token=secret', 'https://evil.example/x.js');
    await report('http://demo.localhost/m/home', 'inline', 'style-src-attr');
    await report('http://lotus.localhost/m/home', 'https://evil.example/x.js');
    const demo = (await kit.request('GET', `${OPS_API.health}?merchant=demo`, { cookie })).json() as OpsHealth;
    expect(demo.csp).toEqual([
      { directive: 'script-src-elem', blocked: 'https://evil.example/x.js', count: 2 },
      { directive: 'style-src-attr', blocked: 'inline', count: 1 },
    ]);
    expect(demo.caps.at(-1)!.used).toBe(4);
    const lotus = (await kit.request('GET', `${OPS_API.health}?merchant=lotus`, { cookie: lotusCookie })).json() as OpsHealth;
    expect(lotus.csp).toEqual([{ directive: 'script-src-elem', blocked: 'https://evil.example/x.js', count: 1 }]);
  });
});
