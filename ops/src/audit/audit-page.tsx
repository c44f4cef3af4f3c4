/**
 * The audit log of the chosen merchant, newest first, filtered by remote and by who acted. The
 * filters are in the address, so a filtered view can be shared.
 */
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { REMOTE_NAMES } from '@m/shared/remotes';
import { useOps } from '../app/ops-context';
import { formatTime } from '../ui/format';
import { LoadFailed, Loading } from '../ui/load-states';
import { useOpsLoad } from '../ui/use-ops-load';
import { TableWrap } from '../ui/table-wrap';
import { usePageTitle } from '../ui/use-page-title';

const LIMIT = 200;

function AuditFilters({ remote, actor, onApply }: { remote: string; actor: string; onApply: (remote: string, actor: string) => void }) {
  const [remoteField, setRemoteField] = useState(remote);
  const [actorField, setActorField] = useState(actor);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(remoteField, actorField);
  };
  return (
    <form className="card filters" onSubmit={submit} role="search" aria-label="Filter the audit log">
      <div className="field">
        <label htmlFor="audit-remote">Remote</label>
        <select id="audit-remote" value={remoteField} onChange={(event) => setRemoteField(event.target.value)}>
          <option value="">All remotes</option>
          {REMOTE_NAMES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="audit-actor">Operator</label>
        <input id="audit-actor" value={actorField} onChange={(event) => setActorField(event.target.value)} />
      </div>
      <button type="submit" className="btn">
        Filter
      </button>
    </form>
  );
}

export function AuditPage() {
  const { client, merchant } = useOps();
  usePageTitle('Audit', merchant?.name);
  const [searchParams, setSearchParams] = useSearchParams();
  const code = merchant?.code ?? '';
  const remote = searchParams.get('remote') ?? '';
  const actor = searchParams.get('actor') ?? '';
  const load = useOpsLoad(JSON.stringify(['audit', code, remote, actor]), (signal) =>
    client.audit({ merchant: code, ...(remote ? { remote } : {}), ...(actor ? { actor } : {}), limit: LIMIT }, signal),
  );

  const apply = (nextRemote: string, nextActor: string) => {
    const next: Record<string, string> = { merchant: code };
    if (nextRemote) next.remote = nextRemote;
    if (nextActor.trim()) next.actor = nextActor.trim();
    setSearchParams(next);
  };

  return (
    <section aria-labelledby="audit-title">
      <h2 id="audit-title">Audit · {merchant?.name}</h2>
      {/* Keyed by what is shown: another merchant or filter in the address starts the fields from it. */}
      <AuditFilters key={`${code}|${remote}|${actor}`} remote={remote} actor={actor} onApply={apply} />
      {load.status === 'loading' && <Loading label="Loading the audit log…" />}
      {load.status === 'failed' && <LoadFailed what="The audit log" error={load.error} onRetry={load.retry} />}
      {load.status === 'ready' && (
        <TableWrap label="Audit log">
          <table>
            <caption>
              {load.value.length === 0
                ? 'No change matches.'
                : `${load.value.length} ${load.value.length === 1 ? 'change' : 'changes'}, newest first${load.value.length >= LIMIT ? ` (the latest ${LIMIT})` : ''}`}
            </caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Operator</th>
                <th scope="col">Action</th>
                <th scope="col">Registry</th>
                <th scope="col">Remote</th>
                <th scope="col">From</th>
                <th scope="col">To</th>
                <th scope="col">Reason</th>
              </tr>
            </thead>
            <tbody>
              {load.value.map((entry, index) => (
                <tr key={`${entry.at}-${index}`}>
                  <td>{formatTime(entry.at)}</td>
                  <td>{entry.actor}</td>
                  <td>{entry.action}</td>
                  <td>{entry.registry}</td>
                  <td>{entry.remote}</td>
                  <td>{entry.from ?? '—'}</td>
                  <td>{entry.to ?? '—'}</td>
                  <td>{entry.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
    </section>
  );
}
