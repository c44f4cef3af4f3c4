/**
 * Loading and failure, looking as on the player site (shared/src/ui/skeleton.tsx and
 * load-failed.tsx): a shimmer read once as "Loading…", and a box that says what could not load
 * with "Try again" — or, for a 403, that this operator is not allowed, with no retry (it would
 * be refused again).
 */
import { isForbidden, messageOf } from '../api/ops-client';

export function Loading({ label = 'Loading…', lines = 3 }: { label?: string; lines?: number }) {
  return (
    <div className="skeleton" role="status" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: lines }, (_, index) => (
        <span key={index} className="skeleton__line" aria-hidden="true" />
      ))}
    </div>
  );
}

export function LoadFailed({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) {
  if (isForbidden(error)) return <NotAllowed what={what} />;
  return (
    <div className="load-failed" role="alert">
      <p>
        {what} could not be loaded. {messageOf(error)}
      </p>
      <button type="button" className="btn btn--small" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

export function NotAllowed({ what }: { what: string }) {
  return (
    <div className="load-failed" role="alert">
      <p>You are not allowed to see {what.toLowerCase()}. Ask a release manager if you need access.</p>
    </div>
  );
}
