/**
 * `pnpm rum` over a generated set of beacons, stored through the server's own beacon store:
 * the report finds the regression the set was seeded with, and only that one.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../server/src/db/database';
import { BeaconStore } from '../../server/src/db/beacon-store';
import { parseArgs, runRumReport } from './rum-cli';
import { compareVersions, percentile } from '../../server/src/rum/rum-report';

/** A small deterministic generator (mulberry32), so the seeded set is the same on every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function generate(dbFile: string): void {
  const db = openDatabase(dbFile);
  const store = new BeaconStore(db, {
    rum: { perCallerPerMinute: 1_000_000, maxRows: 1_000_000 },
    events: { perCallerPerMinute: 10, maxRows: 10 },
  });
  const next = random(42);
  let now = 1_700_000_000_000;
  const add = (merchant: string, route: string, remotes: Record<string, string>, lcpBase: number) => {
    now += 1000;
    const lcp = lcpBase * (0.8 + next() * 0.4);
    store.addRum({
      merchant,
      route,
      device: 'phone',
      shell: '1.0.0',
      remotes,
      metrics: { lcp, fcp: lcp * 0.6, cls: next() * 0.1, ttfb: 80 + next() * 40, fs: lcp * 0.9 },
      ip: `10.0.${Math.floor(next() * 255)}.${Math.floor(next() * 255)}`,
      now,
    });
  };
  for (let i = 0; i < 40; i++) {
    // The seeded regression: mf-games 1.1.0 makes /m/home on demo about 60% slower than 1.0.0.
    add('demo', '/m/home', { 'mf-games': '1.0.0', 'mf-pwa': '1.0.0' }, 1500);
    add('demo', '/m/home', { 'mf-games': '1.1.0', 'mf-pwa': '1.0.0' }, 2400);
    // mf-games 1.1.0 is no slower on the category page, and mf-pwa 1.1.0 is faster on home.
    add('demo', '/m/rng', { 'mf-games': '1.0.0' }, 1800);
    add('demo', '/m/rng', { 'mf-games': '1.1.0' }, 1750);
    add('lotus', '/m/home', { 'mf-games': '1.1.0', 'mf-pwa': '1.1.0' }, 1200);
    add('lotus', '/m/home', { 'mf-games': '1.1.0', 'mf-pwa': '1.0.0' }, 1300);
  }
  db.close();
}

describe('pnpm rum', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rum-'));
    generate(path.join(dir, 'wps.sqlite'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('reports the seeded regression: mf-games 1.1.0 on demo /m/home, and nothing else', () => {
    const { text, regressions } = runRumReport(parseArgs([`--db=${path.join(dir, 'wps.sqlite')}`]));
    expect(regressions).toEqual([
      expect.objectContaining({ merchant: 'demo', route: '/m/home', remote: 'mf-games', version: '1.1.0', previous: '1.0.0' }),
    ]);
    expect(regressions[0]!.lcpP75).toBeGreaterThan(regressions[0]!.previousLcpP75 * 1.3);
    expect(text).toMatch(/REGRESSION demo \/m\/home mf-games 1\.1\.0: p75 LCP \d+ ms, was \d+ ms in 1\.0\.0/);
  });

  it('prints p75 and p95 per merchant, route and remote version', () => {
    const { text } = runRumReport(parseArgs([`--db=${path.join(dir, 'wps.sqlite')}`, '--merchant=lotus']));
    expect(text).toMatch(/^80 beacons\n/);
    expect(text).toMatch(/lotus\s+\/m\/home\s+mf-pwa\s+1\.0\.0\s+40\s+\d+\/\d+/);
    expect(text).toMatch(/lotus\s+\/m\/home\s+shell\s+1\.0\.0\s+80\s+/);
    expect(text).not.toContain('demo');
  });

  it('does not judge a version on too few beacons', () => {
    const { regressions } = runRumReport(parseArgs([`--db=${path.join(dir, 'wps.sqlite')}`, '--min-samples=50']));
    expect(regressions).toEqual([]);
  });

  it('refuses an unknown option with a message', () => {
    expect(() => parseArgs(['--since=yesterday'])).toThrow(/unknown or malformed option --since=yesterday/);
  });

  it('orders versions semantically and takes nearest-rank percentiles', () => {
    expect(['1.10.0', '1.9.0', '1.10.0-beta.1'].sort(compareVersions)).toEqual(['1.9.0', '1.10.0-beta.1', '1.10.0']);
    expect(percentile([1, 2, 3, 4], 75)).toBe(3);
    expect(percentile([5], 95)).toBe(5);
  });
});
