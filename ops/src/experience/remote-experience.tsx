/** One remote on the players' experience page: its chart, the table fallback, and each version's figures and flags. */
import { useMemo } from 'react';
import type { OpsMetric, OpsRumLine } from '@m/shared/ops';
import { formatMetric } from '../ui/format';
import { chartData, METRIC_NAMES, summarise } from './chart-data';
import { RumChart } from './rum-chart';
import { RumTable } from './rum-table';
import { TableWrap } from '../ui/table-wrap';

export interface RemoteExperienceProps {
  remote: string;
  lines: OpsRumLine[];
  metric: OpsMetric;
  route: string;
  days: number;
}

export function RemoteExperience({ remote, lines, metric, route, days }: RemoteExperienceProps) {
  const data = useMemo(() => chartData(lines), [lines]);
  const summaries = lines.map(summarise);
  const what = `p75 ${METRIC_NAMES[metric]} of ${remote} on ${route}, last ${days} ${days === 1 ? 'day' : 'days'}`;
  const label = `${what}: ${summaries.map((summary) => `${summary.version} latest ${formatMetric(metric, summary.latest)}`).join('; ')}`;
  return (
    <article className="card" aria-labelledby={`rum-${remote}`}>
      <h3 id={`rum-${remote}`}>{remote}</h3>
      <RumChart data={data} metric={metric} label={label} />
      <RumTable data={data} metric={metric} caption={`${what}, per hour`} />
      <TableWrap label={`${remote} per version`} card={false}>
        <table>
          <caption>Per version</caption>
          <thead>
            <tr>
              <th scope="col">Version</th>
              <th scope="col" className="num">
                Latest p75
              </th>
              <th scope="col" className="num">
                Beacons
              </th>
              <th scope="col" className="num">
                Errors
              </th>
              <th scope="col" className="num">
                Hydration failures
              </th>
              <th scope="col">LCP regression</th>
            </tr>
          </thead>
          <tbody>
            {summaries.map((summary) => (
              <tr key={summary.version}>
                <th scope="row">{summary.version}</th>
                <td className="num">{formatMetric(metric, summary.latest)}</td>
                <td className="num">{summary.beacons}</td>
                <td className="num">{summary.errors}</td>
                <td className="num">{summary.hydrationFailures}</td>
                <td>
                  {summary.regression ? (
                    <span className="badge badge--bad">Slower than the previous version</span>
                  ) : (
                    <span className="badge badge--ok">No</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
    </article>
  );
}
