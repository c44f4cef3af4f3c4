/**
 * From the RUM series (one line per remote version, hourly p75 points) to what the page draws:
 * uPlot's aligned columns (one time axis in seconds, one column per version, null where a version
 * had no beacon that hour) and the per-version summary the table beside the chart reads. Pure.
 */
import type { OpsMetric, OpsRumLine, OpsRumSeries } from '@m/shared/ops';

export interface ChartColumn {
  version: string;
  values: (number | null)[];
}

export interface ChartData {
  /** Bucket starts in seconds (uPlot's time axis), ascending, each once. */
  times: number[];
  columns: ChartColumn[];
}

export interface VersionSummary {
  version: string;
  /** p75 of the newest bucket with beacons; null when there is none. */
  latest: number | null;
  beacons: number;
  errors: number;
  hydrationFailures: number;
  regression: boolean;
}

/** "1.10.0" after "1.9.0": numeric parts compared as numbers, then the rest as text. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split(/[.-]/);
  const pb = b.split(/[.-]/);
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) {
    const x = pa[i] ?? '';
    const y = pb[i] ?? '';
    const nx = Number(x);
    const ny = Number(y);
    const diff = x !== '' && y !== '' && Number.isFinite(nx) && Number.isFinite(ny) ? nx - ny : x.localeCompare(y);
    if (diff !== 0) return diff;
  }
  return 0;
}

const usable = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The lines of each remote, versions in release order; remotes by name. */
export function linesByRemote(series: OpsRumSeries): [string, OpsRumLine[]][] {
  const groups = new Map<string, OpsRumLine[]>();
  for (const line of series.lines) groups.set(line.remote, [...(groups.get(line.remote) ?? []), line]);
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([remote, lines]) => [remote, [...lines].sort((a, b) => compareVersions(a.version, b.version))]);
}

export function chartData(lines: OpsRumLine[]): ChartData {
  const times = [
    ...new Set(lines.flatMap((line) => line.points.filter((point) => usable(point.at)).map((point) => Math.floor(point.at / 1000)))),
  ].sort((a, b) => a - b);
  const index = new Map(times.map((time, position) => [time, position]));
  const columns = lines.map((line) => {
    const values: (number | null)[] = times.map(() => null);
    for (const point of line.points) {
      const at = usable(point.at) ? index.get(Math.floor(point.at / 1000)) : undefined;
      if (at !== undefined && usable(point.p75) && point.count > 0) values[at] = point.p75;
    }
    return { version: line.version, values };
  });
  return { times, columns };
}

export function summarise(line: OpsRumLine): VersionSummary {
  const withBeacons = line.points.filter((point) => usable(point.p75) && point.count > 0).sort((a, b) => a.at - b.at);
  return {
    version: line.version,
    latest: withBeacons.at(-1)?.p75 ?? null,
    beacons: withBeacons.reduce((sum, point) => sum + point.count, 0),
    errors: line.errors,
    hydrationFailures: line.hydrationFailures,
    regression: line.regression,
  };
}

export const METRIC_NAMES: Record<OpsMetric, string> = {
  lcp: 'Largest Contentful Paint (LCP)',
  inp: 'Interaction to Next Paint (INP)',
  cls: 'Cumulative Layout Shift (CLS)',
};
