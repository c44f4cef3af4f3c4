/**
 * What the shell reports to the operator's backend (the `collect` beacon, as a tracked event is)
 * when a remote fails on a player's page: could not load, mount or hydrate. The operator console
 * counts these per remote version (server/src/ops/rum-series.ts), beside the version's RUM.
 */
export const REMOTE_FAILURE_KIND = 'remote-failure';

export interface RemoteFailureRecord {
  kind: typeof REMOTE_FAILURE_KIND;
  remote: string;
  version: string;
  /** The bus's `remote.failed` reasons, or `hydration`: the server-drawn HTML did not match and React drew the area anew. */
  reason: 'unreachable' | 'timeout' | 'mount-error' | 'origin-refused' | 'not-registered' | 'hydration';
  route: string;
  at: number;
}
