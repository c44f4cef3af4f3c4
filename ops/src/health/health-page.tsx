/**
 * Health and abuse of the chosen merchant: how full each cap of docs/security.md is, the CSP
 * reports grouped by directive and blocked address, and the render tier's figures (or that it
 * reported none).
 */
import { useOps } from '../app/ops-context';
import { LoadFailed, Loading } from '../ui/load-states';
import { useOpsLoad } from '../ui/use-ops-load';
import { TableWrap } from '../ui/table-wrap';
import { usePageTitle } from '../ui/use-page-title';

function windowText(seconds: number): string {
  if (seconds % 3600 === 0) return `${seconds / 3600} h`;
  if (seconds % 60 === 0) return `${seconds / 60} min`;
  return `${seconds} s`;
}

function fullness(used: number, limit: number): number {
  return limit > 0 ? Math.min(100, Math.round((used / limit) * 100)) : 0;
}

/** The rate as a share (0-1); a server that sends a percentage already is read as one. */
function hitPercent(rate: number): number {
  return Math.round(rate <= 1 ? rate * 100 : rate);
}

export function HealthPage() {
  const { client, merchant } = useOps();
  usePageTitle('Health', merchant?.name);
  const code = merchant?.code ?? '';
  const load = useOpsLoad(`health:${code}`, (signal) => client.health(code, signal));

  return (
    <section aria-labelledby="health-title">
      <h2 id="health-title">Health · {merchant?.name}</h2>
      {load.status === 'loading' && <Loading label="Loading health figures…" />}
      {load.status === 'failed' && <LoadFailed what="The health figures" error={load.error} onRetry={load.retry} />}
      {load.status === 'ready' && (
        <>
          <TableWrap label="Caps">
            <table>
              <caption>Caps (docs/security.md)</caption>
              <thead>
                <tr>
                  <th scope="col">Cap</th>
                  <th scope="col">How full</th>
                  <th scope="col" className="num">
                    Used / limit
                  </th>
                  <th scope="col">Window</th>
                </tr>
              </thead>
              <tbody>
                {load.value.caps.map((cap) => {
                  const percent = fullness(cap.used, cap.limit);
                  return (
                    <tr key={cap.name}>
                      <th scope="row">{cap.name}</th>
                      <td>
                        <span className="meter">
                          <meter
                            min={0}
                            max={100}
                            low={70}
                            high={90}
                            optimum={0}
                            value={percent}
                            aria-label={`${cap.name}: ${percent} % full`}
                          />
                          <span>{percent} %</span>
                          {percent >= 90 && <span className="badge badge--bad">Nearly full</span>}
                        </span>
                      </td>
                      <td className="num">
                        {cap.used} / {cap.limit}
                      </td>
                      <td>{windowText(cap.windowSeconds)}</td>
                    </tr>
                  );
                })}
                {load.value.caps.length === 0 && (
                  <tr>
                    <td colSpan={4}>No cap reported.</td>
                  </tr>
                )}
              </tbody>
            </table>
          </TableWrap>
          <TableWrap label="Content Security Policy reports">
            <table>
              <caption>Content Security Policy reports</caption>
              <thead>
                <tr>
                  <th scope="col">Directive</th>
                  <th scope="col">Blocked</th>
                  <th scope="col" className="num">
                    Reports
                  </th>
                </tr>
              </thead>
              <tbody>
                {[...load.value.csp]
                  .sort((a, b) => b.count - a.count)
                  .map((group) => (
                    <tr key={`${group.directive} ${group.blocked}`}>
                      <td>{group.directive}</td>
                      <td>
                        <code>{group.blocked}</code>
                      </td>
                      <td className="num">{group.count}</td>
                    </tr>
                  ))}
                {load.value.csp.length === 0 && (
                  <tr>
                    <td colSpan={3}>No report.</td>
                  </tr>
                )}
              </tbody>
            </table>
          </TableWrap>
          <div className="card">
            <h3>Render tier</h3>
            {load.value.renderTier ? (
              <dl className="compare">
                <div>
                  <dt>Renders per second</dt>
                  <dd>{load.value.renderTier.rendersPerSecond.toFixed(1)}</dd>
                </div>
                <div>
                  <dt>Shed renders</dt>
                  <dd>{load.value.renderTier.shed}</dd>
                </div>
                <div>
                  <dt>Cache hit rate</dt>
                  <dd>{hitPercent(load.value.renderTier.cacheHitRate)} %</dd>
                </div>
              </dl>
            ) : (
              <p className="muted">Not reported: the render tier has sent no figures.</p>
            )}
          </div>
        </>
      )}
    </section>
  );
}
