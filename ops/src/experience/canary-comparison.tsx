/**
 * A canary's two versions side by side: the version most players run and the canary, with the
 * chosen metric's latest p75, beacons, errors and hydration failures of each, from the same series.
 */
import type { OpsMetric, OpsRemoteRelease, OpsRumSeries } from '@m/shared/ops';
import { formatMetric, formatPercent } from '../ui/format';
import { summarise, type VersionSummary } from './chart-data';

function Figures({ title, summary, metric }: { title: string; summary: VersionSummary | null; metric: OpsMetric }) {
  return (
    <div>
      <h4>{title}</h4>
      {summary ? (
        <dl>
          <dt>Latest p75</dt>
          <dd>{formatMetric(metric, summary.latest)}</dd>
          <dt>Beacons</dt>
          <dd>{summary.beacons}</dd>
          <dt>Errors</dt>
          <dd>{summary.errors}</dd>
          <dt>Hydration failures</dt>
          <dd>{summary.hydrationFailures}</dd>
        </dl>
      ) : (
        <p className="muted">No beacon from this version yet.</p>
      )}
    </div>
  );
}

export function CanaryComparison({ releases, series }: { releases: OpsRemoteRelease[]; series: OpsRumSeries }) {
  const canaries = releases.filter((release) => release.canary !== null);
  if (canaries.length === 0) return null;
  const summaryOf = (remote: string, version: string) => {
    const line = series.lines.find((candidate) => candidate.remote === remote && candidate.version === version);
    return line ? summarise(line) : null;
  };
  return (
    <section className="card" aria-labelledby="canary-title">
      <h3 id="canary-title">Canaries side by side</h3>
      {canaries.map((release) => {
        const canary = release.canary!;
        return (
          <div
            key={release.remote}
            className="compare"
            role="group"
            aria-label={`${release.remote}: ${release.version} and canary ${canary.version}`}
          >
            <Figures
              title={`${release.remote} ${release.version} (most players)`}
              summary={summaryOf(release.remote, release.version)}
              metric={series.metric}
            />
            <Figures
              title={`${release.remote} ${canary.version} (canary, ${formatPercent(canary.share)})`}
              summary={summaryOf(release.remote, canary.version)}
              metric={series.metric}
            />
          </div>
        );
      })}
    </section>
  );
}
