/**
 * A canary beside its stable version (issue 38): for each remote of a merchant's registry that
 * runs a canary, the p75 of every RUM metric of the version most players run and of the canary,
 * over the merchant's beacons on every route. The figures come from `pnpm rum`'s own grouping
 * (rum-report.ts buildGroups), so the registry service, `pnpm rum` and the console agree.
 */
import { buildGroups, type MetricName, type RumRow } from './rum-report';

export interface VersionFigures {
  version: string;
  /** Beacons of pages that ran this version. */
  beacons: number;
  /** The p75 of each metric that has values (absent: none yet). */
  p75: Partial<Record<MetricName, number>>;
}

export interface CanaryComparison {
  remote: string;
  /** The share of devices on the canary, 1-99. */
  share: number;
  stable: VersionFigures;
  canary: VersionFigures;
}

/** A registry entry as far as this needs it (the service's stored registry and the shell's document both fit). */
export interface CanaryEntry {
  name: string;
  version: string;
  canary?: { version: string; share: number } | null | undefined;
}

/** `rows`: one merchant's beacons. Remotes without a canary are left out. */
export function canaryComparison(rows: RumRow[], entries: readonly CanaryEntry[]): CanaryComparison[] {
  // Every route together: a canary is judged on the merchant's whole traffic.
  const groups = buildGroups(rows.map((row) => ({ ...row, route: '*' })));
  const figures = (remote: string, version: string): VersionFigures => {
    const group = groups.find((g) => g.remote === remote && g.version === version);
    const p75: VersionFigures['p75'] = {};
    for (const [metric, summary] of Object.entries(group?.metrics ?? {}) as [MetricName, { p75: number }][]) p75[metric] = summary.p75;
    return { version, beacons: group?.count ?? 0, p75 };
  };
  return entries.flatMap((entry) =>
    entry.canary
      ? [
          {
            remote: entry.name,
            share: entry.canary.share,
            stable: figures(entry.name, entry.version),
            canary: figures(entry.name, entry.canary.version),
          },
        ]
      : [],
  );
}
