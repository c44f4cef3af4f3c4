import { measureDomains, resourceTime } from './measure-domains';

describe('timing the merchant domains', () => {
  it('takes the browser record of each ping, not when its callback got the main thread', async () => {
    let clock = 0;
    const stamps: Record<string, string> = {};
    const timings = await measureDomains(
      ['slow.example', 'fast.example'],
      (domain) => `https://${domain}`,
      async (origin, stamp) => {
        stamps[origin] = stamp;
        clock += 900; // the main thread was busy: every callback ran late
      },
      () => clock,
      (origin, stamp) => (stamps[origin] === stamp ? (origin.includes('fast') ? 42.4 : 610) : null),
    );
    expect(timings).toEqual([
      { domain: 'slow.example', ms: 610 },
      { domain: 'fast.example', ms: 42 },
    ]);
  });

  it('falls back to the wall clock without a record, and a failed ping is no timing', async () => {
    let clock = 0;
    const timings = await measureDomains(
      ['a.example', 'b.example'],
      (domain) => `https://${domain}`,
      async (origin) => {
        if (origin.includes('b.')) throw new Error('down');
        clock += 120;
      },
      () => clock,
      () => null,
    );
    expect(timings).toEqual([
      { domain: 'a.example', ms: 120 },
      { domain: 'b.example', ms: null },
    ]);
  });

  it('finds a ping in Resource Timing by its origin and stamp', () => {
    const entries = [
      { name: 'https://a.example/wps/system/test/ping?t=x-1', startTime: 100, responseEnd: 180 },
      { name: 'https://b.example/wps/system/test/ping?t=x-2', startTime: 100, responseEnd: 900 },
      { name: 'https://a.example/wps/system/test/ping?t=x-20', startTime: 100, responseEnd: 999 },
    ];
    const timeline = { getEntriesByType: () => entries as unknown as PerformanceEntryList };
    expect(resourceTime('https://a.example', 'x-1', timeline)).toBe(80);
    expect(resourceTime('https://b.example', 'x-2', timeline)).toBe(800);
    expect(resourceTime('https://a.example', 'x-2', timeline)).toBeNull();
    // A browser without Resource Timing: no record, the wall clock is used.
    expect(resourceTime('https://a.example', 'x-1', {})).toBeNull();
  });
});
