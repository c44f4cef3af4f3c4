/**
 * One remote's change: choose the action (and version, share), give a reason, review, confirm.
 * Nothing is sent before the confirmation; the server's answer (done, or its refusal in its own
 * words) is handed back to the page, which says it.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { OpsAvailableVersion, OpsReleaseAction, OpsReleases, OpsRemoteRelease } from '@m/shared/ops';
import { messageOf, type OpsClient } from '../api/ops-client';
import { formatBytes, formatTime } from '../ui/format';
import { ACTION_LABELS, buildAction, describeAction, needsVersion, type ActionKind } from './release-action';

export interface ReleaseActionFormProps {
  client: OpsClient;
  merchant: string;
  release: OpsRemoteRelease;
  versions: OpsAvailableVersion[];
  /** Release managers may promote for every merchant following the default. */
  mayPromoteEverywhere: boolean;
  onDone: (releases: OpsReleases, summary: string) => void;
  onCancel: () => void;
}

/** A version as offered for a change: its size, and when it was published where the bucket says. */
function versionLabel({ version, bytes, publishedAt }: OpsAvailableVersion): string {
  const published = publishedAt ? formatTime(publishedAt) : 'unknown';
  return published === 'unknown' ? `${version} (${formatBytes(bytes)})` : `${version} (${formatBytes(bytes)}, published ${published})`;
}

export function ReleaseActionForm({ client, merchant, release, versions, mayPromoteEverywhere, onDone, onCancel }: ReleaseActionFormProps) {
  const id = useId();
  const [action, setAction] = useState<ActionKind>(release.canary ? 'promote' : 'canary');
  const [version, setVersion] = useState(release.canary?.version ?? versions.find((v) => v.version !== release.version)?.version ?? '');
  const [share, setShare] = useState(String(release.canary?.share ?? 10));
  const [everywhere, setEverywhere] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [review, setReview] = useState<OpsReleaseAction | null>(null);
  const [busy, setBusy] = useState(false);

  // The form opens below the table: the keyboard goes with it, then to Confirm when reviewing.
  const first = useRef<HTMLSelectElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (review) confirmButton.current?.focus();
    else first.current?.focus();
  }, [review]);

  const actions: ActionKind[] = ['canary', 'promote', 'pin', ...(release.pinned ? (['unpin'] as const) : []), 'rollback'];

  const toReview = (event: FormEvent) => {
    event.preventDefault();
    const built = buildAction({ action, merchant, remote: release.remote, version, share, everywhere, reason });
    if (!built.ok) {
      setProblem(built.problem);
      return;
    }
    setProblem(null);
    setReview(built.action);
  };

  const confirm = () => {
    if (!review) return;
    setBusy(true);
    setProblem(null);
    client.act(review).then(
      (releases) => {
        setBusy(false);
        onDone(releases, describeAction(review));
      },
      (error: unknown) => {
        setBusy(false);
        setReview(null);
        setProblem(`Refused: ${messageOf(error)}`);
      },
    );
  };

  if (review) {
    return (
      <div className="card" role="group" aria-labelledby={`${id}-confirm`}>
        <h3 id={`${id}-confirm`}>Confirm: {describeAction(review)}?</h3>
        <p>
          Reason: <q>{review.reason}</q>
        </p>
        <p className="muted">Players get this change on their next page load.</p>
        <div className="row">
          <button type="button" className="btn" onClick={confirm} disabled={busy} ref={confirmButton}>
            {busy ? 'Applying…' : 'Confirm'}
          </button>
          <button type="button" className="btn btn--quiet" onClick={() => setReview(null)} disabled={busy}>
            Back
          </button>
        </div>
      </div>
    );
  }

  return (
    <form className="card" onSubmit={toReview} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Change {release.remote}</h3>
      <div className="filters">
        <div className="field">
          <label htmlFor={`${id}-action`}>Action</label>
          <select id={`${id}-action`} ref={first} value={action} onChange={(event) => setAction(event.target.value as ActionKind)}>
            {actions.map((kind) => (
              <option key={kind} value={kind}>
                {ACTION_LABELS[kind]}
              </option>
            ))}
          </select>
        </div>
        {needsVersion(action) && (
          <div className="field">
            <label htmlFor={`${id}-version`}>Version</label>
            <select id={`${id}-version`} value={version} onChange={(event) => setVersion(event.target.value)}>
              <option value="">Choose…</option>
              {versions.map((candidate) => (
                <option key={candidate.version} value={candidate.version}>
                  {versionLabel(candidate)}
                </option>
              ))}
            </select>
          </div>
        )}
        {action === 'canary' && (
          <div className="field">
            <label htmlFor={`${id}-share`}>Share of players (%)</label>
            <input
              id={`${id}-share`}
              inputMode="numeric"
              size={4}
              value={share}
              onChange={(event) => setShare(event.target.value.replace(/\D/g, '').slice(0, 2))}
            />
          </div>
        )}
        {action === 'promote' && mayPromoteEverywhere && (
          <div className="field">
            <label htmlFor={`${id}-where`}>For</label>
            <select id={`${id}-where`} value={everywhere ? '*' : merchant} onChange={(event) => setEverywhere(event.target.value === '*')}>
              <option value={merchant}>{merchant} only</option>
              <option value="*">Every merchant that follows the default</option>
            </select>
          </div>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${id}-reason`}>Reason (goes into the audit log)</label>
        <textarea id={`${id}-reason`} rows={2} value={reason} onChange={(event) => setReason(event.target.value)} required />
      </div>
      {problem && (
        <p className="notice notice--bad" role="alert">
          {problem}
        </p>
      )}
      <div className="row">
        <button type="submit" className="btn">
          Review
        </button>
        <button type="button" className="btn btn--quiet" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
