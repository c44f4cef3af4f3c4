/** From the RUM series to the chart's columns and each version's figures. */
import { chartData, compareVersions, linesByRemote, summarise } from './chart-data';
import { lcpSeries } from '../testing/fixtures';

describe("the chart's data", () => {
  it('puts every version on one time axis (seconds), with gaps where a version had no beacon', () => {
    const [[remote, lines] = ['', []]] = linesByRemote(lcpSeries);
    expect(remote).toBe('mf-games');
    expect(lines.map((line) => line.version)).toEqual(['1.0.0', '1.1.0']);
    const data = chartData(lines);
    const t0 = Date.UTC(2026, 10, 26, 8) / 1000;
    expect(data.times).toEqual([t0, t0 + 3600, t0 + 7200]);
    expect(data.columns).toEqual([
      { version: '1.0.0', values: [2100, 2200, null] },
      { version: '1.1.0', values: [null, 2600, 2700] },
    ]);
  });

  it('leaves out points without beacons or with figures that are not numbers', () => {
    const data = chartData([
      {
        remote: 'mf-auth',
        version: '1.0.0',
        points: [
          { at: 7_200_000, p75: 100, count: 0 },
          { at: 3_600_000, p75: Number.NaN, count: 3 },
          { at: 0, p75: 300, count: 2 },
        ],
        regression: false,
        errors: 0,
        hydrationFailures: 0,
      },
    ]);
    expect(data.times).toEqual([0, 3600, 7200]);
    expect(data.columns[0]?.values).toEqual([300, null, null]);
  });

  it("sums a version's beacons and takes its newest p75", () => {
    expect(summarise(lcpSeries.lines[0]!)).toEqual({
      version: '1.1.0',
      latest: 2700,
      beacons: 21,
      errors: 3,
      hydrationFailures: 1,
      regression: true,
    });
  });

  it('orders versions as releases, not as text', () => {
    expect(['1.10.0', '1.9.0', '1.9.0-rc.1', '2.0.0'].sort(compareVersions)).toEqual(['1.9.0', '1.9.0-rc.1', '1.10.0', '2.0.0']);
  });
});
