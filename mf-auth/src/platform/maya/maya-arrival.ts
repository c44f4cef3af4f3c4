/**
 * A player arriving from the Maya wallet (SPEC 7 POST /wps/session/login/maya): Maya opens the
 * site's page (its registered return address, normally /m/home) with the wallet session as
 * `sessionId` and Maya's environment as `env` in the query — the names of the call's body. The
 * shell takes both out of the address before anything else runs (shell/src/auth/
 * maya-arrival-query.ts) and hands them to the dialogs parcel; here their shape is checked.
 */
const SESSION_SHAPE = /^[A-Za-z0-9._~-]{8,256}$/;
const ENV_SHAPE = /^[A-Za-z0-9_-]{1,32}$/;

export interface MayaArrivalQuery {
  sessionId: string;
  env: string | null;
}

export type MayaArrival = { sessionId: string; env: string | null } | { malformed: true };

export function checkMayaArrival(query: MayaArrivalQuery): MayaArrival {
  const { sessionId, env } = query;
  if (!SESSION_SHAPE.test(sessionId) || (env !== null && env !== '' && !ENV_SHAPE.test(env))) return { malformed: true };
  return { sessionId, env: env || null };
}
