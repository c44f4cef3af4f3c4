/**
 * Players' experience per remote version (real-user beacons): p75 LCP, INP or CLS per hour for a
 * route over the last days, each remote's versions on one chart with `pnpm rum`'s regression flag,
 * error and hydration-failure counts, and a running canary's two versions side by side. The
 * choices are in the address.
 */
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { OpsMetric } from '@m/shared/ops';
import { useOps } from '../app/ops-context';
import { LoadFailed, Loading } from '../ui/load-states';
import { useOpsLoad } from '../ui/use-ops-load';
import { linesByRemote, METRIC_NAMES } from './chart-data';
import { RemoteExperience } from './remote-experience';
import { CanaryComparison } from './canary-comparison';
import { usePageTitle } from '../ui/use-page-title';

const METRICS: OpsMetric[] = ['lcp', 'inp', 'cls'];
const PERIODS = [1, 7, 30];
const ROUTES = ['/m/home', '/m/login', '/m/register', '/m/activity', '/m/news', '/m/download'];
const DEFAULT_ROUTE = '/m/home';

const metricOf = (value: string | null): OpsMetric => (METRICS.includes(value as OpsMetric) ? (value as OpsMetric) : 'lcp');
const daysOf = (value: string | null): number => (PERIODS.includes(Number(value)) ? Number(value) : 7);
const routeOf = (value: string | null): string => (value && /^\/m(\/[\w-]*)*$/.test(value) ? value : DEFAULT_ROUTE);

export function ExperiencePage() {
  const { client, merchant } = useOps();
  usePageTitle("Players' experience", merchant?.name);
  const [searchParams, setSearchParams] = useSearchParams();
  const code = merchant?.code ?? '';
  const metric = metricOf(searchParams.get('metric'));
  const days = daysOf(searchParams.get('days'));
  const route = routeOf(searchParams.get('route'));
  const [routeField, setRouteField] = useState(route);
  const rum = useOpsLoad(JSON.stringify(['rum', code, route, metric, days]), (signal) =>
    client.rum({ merchant: code, route, metric, days }, signal),
  );
  const releases = useOpsLoad(`releases:${code}`, (signal) => client.releases(code, signal));

  const choose = (changes: Record<string, string>) => setSearchParams({ merchant: code, route, metric, days: String(days), ...changes });
  const applyRoute = (event: FormEvent) => {
    event.preventDefault();
    choose({ route: routeOf(routeField.trim()) });
  };

  return (
    <section aria-labelledby="experience-title">
      <h2 id="experience-title">Players' experience · {merchant?.name}</h2>
      <form className="card filters" onSubmit={applyRoute} aria-label="What to show">
        <div className="field">
          <label htmlFor="rum-route">Route</label>
          <input id="rum-route" list="rum-routes" value={routeField} onChange={(event) => setRouteField(event.target.value)} />
          <datalist id="rum-routes">
            {ROUTES.map((candidate) => (
              <option key={candidate} value={candidate}>
                {candidate}
              </option>
            ))}
          </datalist>
        </div>
        <button type="submit" className="btn btn--small">
          Show route
        </button>
        <div className="field">
          <label htmlFor="rum-metric">Metric</label>
          <select id="rum-metric" value={metric} onChange={(event) => choose({ metric: event.target.value })}>
            {METRICS.map((candidate) => (
              <option key={candidate} value={candidate}>
                {METRIC_NAMES[candidate]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="rum-days">Period</label>
          <select id="rum-days" value={days} onChange={(event) => choose({ days: event.target.value })}>
            {PERIODS.map((candidate) => (
              <option key={candidate} value={candidate}>
                Last {candidate} {candidate === 1 ? 'day' : 'days'}
              </option>
            ))}
          </select>
        </div>
      </form>
      {rum.status === 'loading' && <Loading label="Loading players' figures…" />}
      {rum.status === 'failed' && <LoadFailed what="Players' figures" error={rum.error} onRetry={rum.retry} />}
      {rum.status === 'ready' && (
        <>
          {releases.status === 'ready' && <CanaryComparison releases={releases.value.remotes} series={rum.value} />}
          {rum.value.lines.length === 0 && <p className="notice">No beacon has arrived for {route} in this period.</p>}
          {linesByRemote(rum.value).map(([remote, lines]) => (
            <RemoteExperience key={remote} remote={remote} lines={lines} metric={metric} route={route} days={days} />
          ))}
        </>
      )}
    </section>
  );
}
