/** Contract-shaped answers the console's tests share. */
import type { OpsOperator, OpsReleases, OpsRumSeries, OpsHealth, OpsMerchant } from '@m/shared/ops';

export const releaseManager: OpsOperator = { name: 'rita', role: 'release-manager', merchants: '*' };
export const viewer: OpsOperator = { name: 'vic', role: 'viewer', merchants: ['demo'] };
export const lotusAdmin: OpsOperator = { name: 'lena', role: 'merchant-admin', merchants: ['lotus'] };

export const merchants: OpsMerchant[] = [
  { code: 'demo', name: 'Demo Casino', hosts: ['localhost'] },
  { code: 'lotus', name: 'Lotus', hosts: ['lotus.localhost'] },
];

export const demoReleases: OpsReleases = {
  merchant: 'demo',
  remotes: [
    { remote: 'mf-auth', version: '1.0.0', pinned: false, canary: null, changedAt: '2026-11-20T10:00:00.000Z' },
    { remote: 'mf-games', version: '1.0.0', pinned: true, canary: { version: '1.1.0', share: 50 }, changedAt: null },
  ],
  available: [
    { remote: 'mf-games', version: '1.0.0', bytes: 204800, integrity: 'sha384-aaa', publishedAt: '2026-11-01T00:00:00.000Z' },
    { remote: 'mf-games', version: '1.1.0', bytes: 210944, integrity: 'sha384-bbb', publishedAt: '2026-11-25T00:00:00.000Z' },
    { remote: 'mf-auth', version: '1.0.0', bytes: 102400, integrity: 'sha384-ccc', publishedAt: null },
  ],
};

const HOUR = 3600_000;
const T0 = Date.UTC(2026, 10, 26, 8);

export const lcpSeries: OpsRumSeries = {
  merchant: 'demo',
  route: '/m/home',
  metric: 'lcp',
  lines: [
    {
      remote: 'mf-games',
      version: '1.1.0',
      points: [
        { at: T0 + HOUR, p75: 2600, count: 12 },
        { at: T0 + 2 * HOUR, p75: 2700, count: 9 },
      ],
      regression: true,
      errors: 3,
      hydrationFailures: 1,
    },
    {
      remote: 'mf-games',
      version: '1.0.0',
      points: [
        { at: T0, p75: 2100, count: 40 },
        { at: T0 + HOUR, p75: 2200, count: 30 },
      ],
      regression: false,
      errors: 0,
      hydrationFailures: 0,
    },
  ],
};

export const health: OpsHealth = {
  merchant: 'demo',
  caps: [
    { name: 'sign-in attempts per address', used: 95, limit: 100, windowSeconds: 900 },
    { name: 'registrations per address', used: 2, limit: 20, windowSeconds: 3600 },
  ],
  csp: [
    { directive: 'script-src', blocked: 'https://evil.example/x.js', count: 4 },
    { directive: 'img-src', blocked: 'http://tracker.example', count: 9 },
  ],
  renderTier: null,
};
