/**
 * The registry service's API gives a canary's p75 beside its stable version's (issue 38), from
 * the backend's database as `pnpm rum` reads it: beacons stored through the backend's own beacon
 * store, read back from the file, over a real local S3 server.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { openDatabase } from '../db/database';
import { BeaconStore } from '../db/beacon-store';
import { readRumRows } from '../rum/rum-database';
import { operatorTokens } from './operator-auth';
import { registerReleaseRoutes } from './release-routes';
import { releaseKit, type Kit } from './release-test-kit';

const TOKEN = 'c'.repeat(40);
const who = { actor: 'release-manager', reason: 'e2e of the canary' };
let kit: Kit;
let dir: string;
const app = Fastify();
const withRum = Fastify();

/** Ten beacons per version: LCP 1000..1900 ms on 1.0.0, 2000..2900 ms on the canary 1.1.0, one merchant. */
function storeBeacons(file: string): void {
  const db = openDatabase(file);
  const store = new BeaconStore(db, {
    rum: { perCallerPerMinute: 1_000_000, maxRows: 1_000_000 },
    events: { perCallerPerMinute: 10, maxRows: 10 },
  });
  let now = 1_700_000_000_000;
  for (let i = 0; i < 10; i += 1) {
    for (const [version, base] of [
      ['1.0.0', 1000],
      ['1.1.0', 2000],
    ] as const) {
      now += 1000;
      const route = i % 2 === 0 ? '/m/home' : '/m/sports';
      store.addRum({
        merchant: 'demo',
        route,
        device: `d${i}${version}`,
        shell: '1.0.0',
        remotes: { 'mf-games': version },
        metrics: { lcp: base + i * 100, ttfb: 50 },
        ip: `10.0.0.${i}`,
        now,
      });
    }
    // Another merchant's beacons never count for demo's canary.
    store.addRum({
      merchant: 'lotus',
      route: '/m/home',
      device: `l${i}`,
      shell: '1.0.0',
      remotes: { 'mf-games': '1.1.0' },
      metrics: { lcp: 9000 },
      ip: `10.0.1.${i}`,
      now,
    });
  }
  db.close();
}

beforeAll(async () => {
  kit = await releaseKit();
  await kit.publish('mf-games', '1.1.0');
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'canary-rum-'));
  const file = path.join(dir, 'wps.sqlite');
  storeBeacons(file);
  const tokens = operatorTokens([{ actor: 'release-manager', token: TOKEN }]);
  registerReleaseRoutes(withRum, kit.service, tokens, (merchant) => readRumRows(file, merchant));
  registerReleaseRoutes(app, kit.service, tokens);
  await Promise.all([app.ready(), withRum.ready()]);
}, 180_000);
afterAll(async () => {
  await Promise.all([app.close(), withRum.close()]);
  await kit.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const canaries = (server: typeof app, merchant: string) =>
  server.inject({ url: `/releases/canaries/${merchant}`, headers: { authorization: `Bearer ${TOKEN}` } });

describe("the registry service's canaries", () => {
  it('gives a canary’s p75 beside its stable version’s, over every route of that merchant only', async () => {
    await kit.service.canary('mf-games', '1.1.0', 50, 'demo', who);
    const res = await canaries(withRum, 'demo');
    expect(res.statusCode).toBe(200);
    // Nearest-rank p75 of ten values is the 8th: 1700 and 2700 ms.
    expect(res.json()).toEqual({
      success: true,
      merchant: 'demo',
      rum: true,
      canaries: [
        {
          remote: 'mf-games',
          share: 50,
          stable: { version: '1.0.0', beacons: 10, p75: { lcp: 1700, ttfb: 50 } },
          canary: { version: '1.1.0', beacons: 10, p75: { lcp: 2700, ttfb: 50 } },
        },
      ],
    });
  });

  it('lists nothing for a merchant without a canary, and says so when it has no beacons to read', async () => {
    expect((await canaries(withRum, 'lotus')).json()).toMatchObject({ merchant: 'lotus', canaries: [] });
    const blind = (await canaries(app, 'demo')).json();
    expect(blind).toMatchObject({
      rum: false,
      canaries: [{ remote: 'mf-games', stable: { beacons: 0, p75: {} }, canary: { beacons: 0 } }],
    });
  });

  it('answers only an operator', async () => {
    const res = await withRum.inject({ url: '/releases/canaries/demo' });
    expect(res.statusCode).toBe(401);
  });
});
