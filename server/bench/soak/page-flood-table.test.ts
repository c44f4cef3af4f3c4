import type { PhaseCalls } from './call-log';
import { countPage, randomPagePath, randomUserAgent, type PageFloodTally } from './page-flood';
import { floodRatio, renderPageFloodSection, type PageFloodReport } from './page-flood-table';

const calls = (p95: number, errors = 0): PhaseCalls => ({
  all: { count: 500, p50: p95 / 3, p95, max: p95 * 2 },
  byStage: {
    playing: { count: 400, p50: p95 / 3, p95, max: p95 * 2 },
    'sign-in': { count: 100, p50: 300, p95: 600, max: 900 },
  },
  errors,
  byKind: {},
  errorReasons: {},
});

function report(quietP95: number, floodP95: number, pages: Partial<PageFloodTally> = {}): PageFloodReport {
  return {
    seconds: 30,
    concurrency: 18,
    launchConcurrency: 2,
    flooderAddress: '203.0.113.77',
    quiet: calls(quietP95),
    flooded: calls(floodP95),
    pages: { pages: 3000, rendered: 400, shell: 2600, failed: 0, failures: {}, ...pages },
    launches: { calls: 900, accepted: 60, limited: 840, refused: 0, failed: 0, failures: {} },
  };
}

describe("the soak's page flood", () => {
  it('meets the target when the players’ p95 stays within 3x and every page answered 200', () => {
    const text = renderPageFloodSection(report(40, 110));
    expect(floodRatio(report(40, 110))).toBeCloseTo(2.75);
    expect(text).toContain("| Players' p95, playing (/wps) | 40 ms | 110 ms | within 3x: yes: 2.75x |");
    expect(text).toContain('3,000 (100/s): 400 drawn, 2,600 shell, 0 failed | every page 200: yes |');
  });

  it('shows the players that call the backend straight (behind nginx) beside those that go through the tier', () => {
    const text = renderPageFloodSection({ ...report(40, 110), direct: { quiet: calls(20), flooded: calls(30) } });
    expect(text).toContain("| Players' p95, playing (/wps) through the tier | 40 ms | 110 ms | within 3x: yes: 2.75x |");
    expect(text).toContain("| Players' p95, playing (/wps) straight to the backend | 20 ms | 30 ms | 1.50x |");
  });

  it('says which target is missed, and by what', () => {
    const text = renderPageFloodSection(report(40, 204, { failed: 3, failures: { '502': 3 } }));
    expect(text).toContain('within 3x: **no**: 5.10x');
    expect(text).toContain('every page 200: **no**');
    expect(text).toContain('Flooded pages that failed: 502 x3.');
  });

  it('tells a drawn page (private) from the shell, and counts anything else as failed', () => {
    const tally: PageFloodTally = { pages: 0, rendered: 0, shell: 0, failed: 0, failures: {} };
    countPage(tally, 200, 'private, no-cache');
    countPage(tally, 200, 'no-cache');
    countPage(tally, 503, 'no-cache');
    countPage(tally, 0, null, 'ECONNRESET');
    expect(tally).toEqual({ pages: 4, rendered: 1, shell: 1, failed: 2, failures: { '503': 1, ECONNRESET: 1 } });
  });

  it('asks each page with tracking parameters and a User-Agent no one used before', () => {
    expect(randomPagePath(1)).not.toBe(randomPagePath(1));
    expect(randomPagePath(1)).toMatch(/^\/m\/[a-z]+\?utm_source=\w{8}&utm_campaign=\w{6}&n=1$/);
    expect(randomUserAgent()).not.toBe(randomUserAgent());
  });
});
