/**
 * The real-user-monitoring report (`pnpm rum`): p75 and p95 of each metric per merchant, route
 * and remote version (the shell counts as a remote named `shell`), and the remote versions whose
 * p75 LCP is worse than the previous version's on the same merchant and route. Pure: rows in,
 * report out; scripts/rum/rum-cli.ts reads the database and prints it, and the operator console's
 * RUM chart (server/src/ops/rum-series.ts) flags the same regressions from the same code.
 */

export const METRICS = ['lcp', 'fcp', 'cls', 'inp', 'ttfb', 'fs'] as const;
export type MetricName = (typeof METRICS)[number];

export interface RumRow {
  merchant: string;
  route: string;
  shell_version: string;
  /** JSON: `{"mf-games":"1.2.0",...}`. */
  remotes: string;
  fcp: number | null;
  lcp: number | null;
  cls: number | null;
  inp: number | null;
  ttfb: number | null;
  fs: number | null;
}

export interface Group {
  merchant: string;
  route: string;
  remote: string;
  version: string;
  count: number;
  /** p75 and p95 of each metric that has values; absent when none. */
  metrics: Partial<Record<MetricName, { p75: number; p95: number; n: number }>>;
}

export interface Regression {
  merchant: string;
  route: string;
  remote: string;
  version: string;
  previous: string;
  lcpP75: number;
  previousLcpP75: number;
}

export interface ReportOptions {
  /** A version is compared only when it and the previous one have at least this many LCP values. */
  minSamples: number;
  /** How many ms worse than the previous p75 counts as a regression (0: any worse). */
  toleranceMs: number;
}

export const DEFAULT_OPTIONS: ReportOptions = { minSamples: 5, toleranceMs: 0 };

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: number[], p: number): number {
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1]!;
}

/** Semantic-version order (1.10.0 after 1.9.0; a pre-release before its release), else text order. */
export function compareVersions(a: string, b: string): number {
  const parse = (v: string) => {
    const [core = '', pre] = v.split('-', 2);
    return { parts: core.split('.').map((n) => Number.parseInt(n, 10)), pre };
  };
  const x = parse(a);
  const y = parse(b);
  if (x.parts.some(Number.isNaN) || y.parts.some(Number.isNaN)) return a.localeCompare(b);
  for (let i = 0; i < Math.max(x.parts.length, y.parts.length); i++) {
    const diff = (x.parts[i] ?? 0) - (y.parts[i] ?? 0);
    if (diff !== 0) return diff;
  }
  if (x.pre === y.pre) return 0;
  if (x.pre === undefined) return 1;
  if (y.pre === undefined) return -1;
  return x.pre.localeCompare(y.pre);
}

/** The versions a beacon's page ran: its remotes and the shell. */
export function remotesOf(row: RumRow): Record<string, string> {
  let remotes: Record<string, string> = {};
  try {
    const parsed = JSON.parse(row.remotes) as unknown;
    if (parsed && typeof parsed === 'object') remotes = parsed as Record<string, string>;
  } catch {
    // a malformed row still counts for the shell
  }
  return { shell: row.shell_version, ...remotes };
}

export function buildGroups(rows: RumRow[]): Group[] {
  const values = new Map<string, { key: Omit<Group, 'count' | 'metrics'>; count: number; metrics: Record<MetricName, number[]> }>();
  for (const row of rows) {
    for (const [remote, version] of Object.entries(remotesOf(row))) {
      if (typeof version !== 'string') continue;
      const id = JSON.stringify([row.merchant, row.route, remote, version]);
      let group = values.get(id);
      if (!group) {
        group = {
          key: { merchant: row.merchant, route: row.route, remote, version },
          count: 0,
          metrics: { lcp: [], fcp: [], cls: [], inp: [], ttfb: [], fs: [] },
        };
        values.set(id, group);
      }
      group.count += 1;
      for (const metric of METRICS) {
        const value = row[metric];
        if (typeof value === 'number' && Number.isFinite(value)) group.metrics[metric].push(value);
      }
    }
  }
  const groups: Group[] = [];
  for (const { key, count, metrics } of values.values()) {
    const summary: Group['metrics'] = {};
    for (const metric of METRICS) {
      const sorted = metrics[metric].sort((a, b) => a - b);
      if (sorted.length > 0) summary[metric] = { p75: percentile(sorted, 75), p95: percentile(sorted, 95), n: sorted.length };
    }
    groups.push({ ...key, count, metrics: summary });
  }
  return groups.sort(
    (a, b) =>
      a.merchant.localeCompare(b.merchant) ||
      a.route.localeCompare(b.route) ||
      a.remote.localeCompare(b.remote) ||
      compareVersions(a.version, b.version),
  );
}

/** Each version against the version just before it, per merchant, route and remote. */
export function findRegressions(groups: Group[], options: ReportOptions = DEFAULT_OPTIONS): Regression[] {
  const regressions: Regression[] = [];
  for (let i = 1; i < groups.length; i++) {
    const previous = groups[i - 1]!;
    const current = groups[i]!;
    if (previous.merchant !== current.merchant || previous.route !== current.route || previous.remote !== current.remote) continue;
    const before = previous.metrics.lcp;
    const now = current.metrics.lcp;
    if (!before || !now || before.n < options.minSamples || now.n < options.minSamples) continue;
    if (now.p75 > before.p75 + options.toleranceMs) {
      regressions.push({
        merchant: current.merchant,
        route: current.route,
        remote: current.remote,
        version: current.version,
        previous: previous.version,
        lcpP75: now.p75,
        previousLcpP75: before.p75,
      });
    }
  }
  return regressions;
}

function cell(summary: { p75: number; p95: number } | undefined, decimals = 0): string {
  return summary ? `${summary.p75.toFixed(decimals)}/${summary.p95.toFixed(decimals)}` : '-';
}

export function formatReport(groups: Group[], regressions: Regression[]): string {
  const header = ['merchant', 'route', 'remote', 'version', 'n', 'LCP', 'FCP', 'CLS', 'INP', 'TTFB', 'FS'];
  const lines = groups.map((g) => [
    g.merchant,
    g.route,
    g.remote,
    g.version,
    String(g.count),
    cell(g.metrics.lcp),
    cell(g.metrics.fcp),
    cell(g.metrics.cls, 3),
    cell(g.metrics.inp),
    cell(g.metrics.ttfb),
    cell(g.metrics.fs),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i]!.length)));
  const row = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  const out = ['p75/p95 per merchant, route and remote version (ms; CLS unitless)', row(header), ...lines.map(row), ''];
  if (regressions.length === 0) out.push('No remote version has a worse p75 LCP than the version before it.');
  for (const r of regressions) {
    const change = Math.round(((r.lcpP75 - r.previousLcpP75) / r.previousLcpP75) * 100);
    out.push(
      `REGRESSION ${r.merchant} ${r.route} ${r.remote} ${r.version}: p75 LCP ${Math.round(r.lcpP75)} ms, was ${Math.round(r.previousLcpP75)} ms in ${r.previous} (+${change}%)`,
    );
  }
  return out.join('\n');
}
