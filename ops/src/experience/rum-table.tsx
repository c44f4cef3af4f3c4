/** The chart's figures as a table (for screen readers, and whoever wants the numbers): one row per hour, one column per version. */
import type { OpsMetric } from '@m/shared/ops';
import { formatMetric, formatTime } from '../ui/format';
import type { ChartData } from './chart-data';
import { TableWrap } from '../ui/table-wrap';

export function RumTable({ data, metric, caption }: { data: ChartData; metric: OpsMetric; caption: string }) {
  if (data.times.length === 0) return null;
  return (
    <details>
      <summary>Show the figures as a table</summary>
      <TableWrap label={caption} card={false}>
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Hour</th>
              {data.columns.map((column) => (
                <th scope="col" className="num" key={column.version}>
                  {column.version}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.times.map((time, row) => (
              <tr key={time}>
                <th scope="row">{formatTime(time * 1000)}</th>
                {data.columns.map((column) => (
                  <td className="num" key={column.version}>
                    {formatMetric(metric, column.values[row] ?? null)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
    </details>
  );
}
