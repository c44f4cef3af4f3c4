/**
 * An arrival from the Maya wallet (SPEC 7 login/maya): Maya opens a page of the site with the
 * wallet session as `sessionId` and its environment as `env`. The session id is a credential,
 * so — like the `token` query (session/query-token.ts) — it leaves the address first thing at
 * start-up, before any request, ad-network script or status call (which reports the page
 * address) can see it. The values wait here, in memory, for mf-auth's dialogs parcel, which
 * checks their shape and signs the player in. Not on the game launch page, whose query is the game's.
 */
export interface MayaArrivalQuery {
  sessionId: string;
  env: string | null;
}

const MAYA_PARAMS = ['sessionId', 'env'] as const;
let pending: MayaArrivalQuery | null = null;

/** Takes the Maya parameters out of the address bar; answers them when a session id was there. */
export function readMayaArrivalQuery(location: Location, history: History): MayaArrivalQuery | null {
  if (/\/launchGame\/?$/.test(location.pathname)) return null;
  const url = new URL(location.href);
  const sessionId = url.searchParams.get('sessionId');
  if (sessionId === null) return null;
  const env = url.searchParams.get('env');
  for (const name of MAYA_PARAMS) url.searchParams.delete(name);
  history.replaceState(history.state, '', url.pathname + url.search + url.hash);
  return { sessionId, env: env || null };
}

/** At start-up: keeps the arrival for mf-auth. */
export function takeMayaArrivalFromQuery(location: Location, history: History): void {
  pending = readMayaArrivalQuery(location, history) ?? pending;
}

/** The arrival not yet handed over (mf-auth handles it once). */
export function pendingMayaArrival(): MayaArrivalQuery | null {
  return pending;
}
