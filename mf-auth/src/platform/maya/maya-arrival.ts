/**
 * A player arriving from the Maya wallet (SPEC 7 POST /wps/session/login/maya): Maya opens the
 * site's page (its registered return address, normally /m/home) with the wallet session as
 * `sessionId` and Maya's environment as `env` in the query — the names of the call's body.
 * The session id is a credential: it leaves the address bar before anything else happens (as
 * the `token` query does), so a reload, the history or a shared link cannot replay it.
 * Not on the game launch page, whose query belongs to the game.
 */
export const MAYA_PARAMS = ['sessionId', 'env'] as const;
const SESSION_SHAPE = /^[A-Za-z0-9._~-]{8,256}$/;
const ENV_SHAPE = /^[A-Za-z0-9_-]{1,32}$/;

export type MayaArrival = { sessionId: string; env: string | null } | { malformed: true };

export function readMayaArrival(pathname: string, search: string): MayaArrival | null {
  if (/\/launchGame\/?$/.test(pathname)) return null;
  const params = new URLSearchParams(search);
  const sessionId = params.get('sessionId');
  if (sessionId === null) return null;
  const env = params.get('env');
  if (!SESSION_SHAPE.test(sessionId) || (env !== null && env !== '' && !ENV_SHAPE.test(env))) return { malformed: true };
  return { sessionId, env: env || null };
}

/** The same address without the Maya parameters (path, other query, hash kept). */
export function withoutMayaParams(pathname: string, search: string, hash: string): string {
  const params = new URLSearchParams(search);
  for (const name of MAYA_PARAMS) params.delete(name);
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}${hash}`;
}
