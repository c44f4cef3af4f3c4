/**
 * Releases of the chosen merchant: what each remote runs (version, pinned, canary and its share,
 * when it changed), the versions available (size, integrity, when published), and, for operators who may steer
 * this merchant, a change form per remote. Viewers see the same tables without any button.
 */
import { useEffect, useRef, useState } from 'react';
import type { OpsReleases } from '@m/shared/ops';
import { useOps } from '../app/ops-context';
import { canPromoteEverywhere, canSteer } from '../app/permissions';
import { formatBytes, formatPercent } from '../ui/format';
import { TimeText } from '../ui/time-text';
import { LoadFailed, Loading } from '../ui/load-states';
import { useOpsLoad } from '../ui/use-ops-load';
import { ReleaseActionForm } from './release-action-form';
import { TableWrap } from '../ui/table-wrap';
import { usePageTitle } from '../ui/use-page-title';

export function ReleasesPage() {
  const { client, operator, merchant } = useOps();
  usePageTitle('Releases', merchant?.name);
  const code = merchant?.code ?? '';
  const load = useOpsLoad(`releases:${code}`, (signal) => client.releases(code, signal));
  // The answer of the last action replaces the loaded one (same merchant only).
  const [changed, setChanged] = useState<OpsReleases | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [result, setResult] = useState<string | null>(null);

  // The form that had the focus is gone once done: the focus goes to what happened.
  const resultBox = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (result) resultBox.current?.focus();
  }, [result]);

  const steer = canSteer(operator, code);
  const releases = changed?.merchant === code ? changed : load.status === 'ready' ? load.value : null;

  return (
    <section aria-labelledby="releases-title">
      <h2 id="releases-title">Releases · {merchant?.name}</h2>
      {!steer && (
        <p className="muted">You can see this merchant's releases; changing them needs a release manager or its merchant admin.</p>
      )}
      <div aria-live="polite">
        {result && (
          <p className="notice notice--ok" role="status" tabIndex={-1} ref={resultBox}>
            Done: {result}.
          </p>
        )}
      </div>
      {releases === null && load.status === 'loading' && <Loading label="Loading releases…" />}
      {releases === null && load.status === 'failed' && <LoadFailed what="The releases" error={load.error} onRetry={load.retry} />}
      {releases && (
        <>
          <TableWrap label="Running now">
            <table>
              <caption>Running now</caption>
              <thead>
                <tr>
                  <th scope="col">Remote</th>
                  <th scope="col">Version</th>
                  <th scope="col">Pinned</th>
                  <th scope="col">Canary</th>
                  <th scope="col">Changed</th>
                  {steer && <th scope="col">Actions</th>}
                </tr>
              </thead>
              <tbody>
                {releases.remotes.map((release) => (
                  <tr key={release.remote}>
                    <th scope="row">{release.remote}</th>
                    <td>{release.version}</td>
                    <td>{release.pinned ? 'Pinned' : 'Follows default'}</td>
                    <td>{release.canary ? `${release.canary.version} to ${formatPercent(release.canary.share)}` : 'None'}</td>
                    <td>
                      <TimeText at={release.changedAt} />
                    </td>
                    {steer && (
                      <td>
                        <button
                          type="button"
                          className="btn btn--small"
                          aria-expanded={editing === release.remote}
                          onClick={() => {
                            setResult(null);
                            setEditing(editing === release.remote ? null : release.remote);
                          }}
                        >
                          Change<span className="visually-hidden"> {release.remote}</span>
                        </button>
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
          {steer &&
            releases.remotes
              .filter((release) => release.remote === editing)
              .map((release) => (
                <ReleaseActionForm
                  key={release.remote}
                  client={client}
                  merchant={code}
                  release={release}
                  versions={releases.available.filter((version) => version.remote === release.remote)}
                  mayPromoteEverywhere={canPromoteEverywhere(operator)}
                  onCancel={() => setEditing(null)}
                  onDone={(next, summary) => {
                    setChanged(next);
                    setEditing(null);
                    setResult(summary);
                  }}
                />
              ))}
          <TableWrap label="Versions available">
            <table>
              <caption>Versions available</caption>
              <thead>
                <tr>
                  <th scope="col">Remote</th>
                  <th scope="col">Version</th>
                  <th scope="col" className="num">
                    Size
                  </th>
                  <th scope="col">Integrity (server entry)</th>
                  <th scope="col">Published</th>
                </tr>
              </thead>
              <tbody>
                {releases.available.map((version) => (
                  <tr key={`${version.remote}@${version.version}`}>
                    <th scope="row">{version.remote}</th>
                    <td>{version.version}</td>
                    <td className="num">{formatBytes(version.bytes)}</td>
                    <td>
                      <code>{version.integrity}</code>
                    </td>
                    <td>
                      <TimeText at={version.publishedAt} />
                    </td>
                  </tr>
                ))}
                {releases.available.length === 0 && (
                  <tr>
                    <td colSpan={5}>No version has been published yet.</td>
                  </tr>
                )}
              </tbody>
            </table>
          </TableWrap>
        </>
      )}
    </section>
  );
}
