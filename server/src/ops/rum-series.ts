/**
 * The console's chart of players' experience per remote version: for one merchant and route
 * (`*`: every route), the hourly p75 of one metric per remote version (the shell counts as a
 * remote named `shell`), with `pnpm rum`'s regression flag from the same code
 * (server/src/rum/rum-report.ts) and the failures players' pages reported for that version.
 * Pure: rows in, series out; rum-routes.ts reads the database.
 */
import type { OpsMetric, OpsRumLine, OpsRumSeries } from '@m/shared/ops';
import { REMOTE_FAILURE_KIND, type RemoteFailureRecord } from '@m/shared/contract';
import type { RumRow } from '../db/beacon-store';
import { buildGroups, compareVersions, findRegressions, percentile, remotesOf } from '../rum/rum-report';

const HOUR_MS = 3_600_000;
export const ALL_ROUTES = '*';

function failureOf(value: unknown): RemoteFailureRecord | null {
  const record = value as Partial<RemoteFailureRecord> | null;
  if (!record || record.kind !== REMOTE_FAILURE_KIND || typeof record.remote !== 'string' || typeof record.version !== 'string')
    return null;
  return record as RemoteFailureRecord;
}

export function rumSeries(rows: RumRow[], failures: unknown[], ask: { merchant: string; route: string; metric: OpsMetric }): OpsRumSeries {
  const onRoute = (route: string) => ask.route === ALL_ROUTES || route === ask.route;
  const kept = rows.filter((row) => row.merchant === ask.merchant && onRoute(row.route));
  const regressions = findRegressions(buildGroups(kept));
  const lines = new Map<string, { remote: string; version: string; hours: Map<number, number[]> }>();
  for (const row of kept) {
    const value = row[ask.metric];
    for (const [remote, version] of Object.entries(remotesOf(row))) {
      if (typeof version !== 'string') continue;
      const id = `${remote}@${version}`;
      let line = lines.get(id);
      if (!line) lines.set(id, (line = { remote, version, hours: new Map() }));
      if (typeof value !== 'number' || !Number.isFinite(value)) continue;
      const hour = Math.floor(row.received_at / HOUR_MS) * HOUR_MS;
      const values = line.hours.get(hour) ?? [];
      values.push(value);
      line.hours.set(hour, values);
    }
  }
  const counts = new Map<string, { errors: number; hydrationFailures: number }>();
  for (const value of failures) {
    const failure = failureOf(value);
    if (!failure || !onRoute(failure.route)) continue;
    const id = `${failure.remote}@${failure.version}`;
    const count = counts.get(id) ?? { errors: 0, hydrationFailures: 0 };
    if (failure.reason === 'hydration') count.hydrationFailures += 1;
    else count.errors += 1;
    counts.set(id, count);
    // A version that only failed (no beacon made it) still gets its line, with its counts.
    if (!lines.has(id)) lines.set(id, { remote: failure.remote, version: failure.version, hours: new Map() });
  }
  const out: OpsRumLine[] = [...lines.values()].map(({ remote, version, hours }) => ({
    remote,
    version,
    points: [...hours.entries()]
      .sort(([a], [b]) => a - b)
      .map(([at, values]) => {
        const sorted = values.sort((a, b) => a - b);
        return { at, p75: percentile(sorted, 75), count: sorted.length };
      }),
    regression: regressions.some((r) => r.remote === remote && r.version === version),
    errors: counts.get(`${remote}@${version}`)?.errors ?? 0,
    hydrationFailures: counts.get(`${remote}@${version}`)?.hydrationFailures ?? 0,
  }));
  out.sort((a, b) => a.remote.localeCompare(b.remote) || compareVersions(a.version, b.version));
  return { merchant: ask.merchant, route: ask.route, metric: ask.metric, lines: out };
}
