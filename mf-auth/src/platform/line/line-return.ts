/**
 * The player's return from LINE (SPEC 4): /m/home?code=…&state=… (or ?error=…&state=…). The
 * state must equal the one this tab stored before leaving; anything else (no stored state, a
 * different one, a stale one) is refused and nothing is sent to the server. The parameters
 * leave the address bar either way.
 */
import { LINE_PENDING_KEY, LINE_PENDING_MAX_AGE_MS, type LinePending } from './line-authorize';

export const LINE_RETURN_PARAMS = ['code', 'state', 'error', 'error_description', 'friendship_status_changed'] as const;

export interface LineReturnParams {
  code: string | null;
  state: string;
  error: string | null;
}

/** The LINE return in a query string, or null when this is not one (code or error, and state). */
export function readLineReturn(search: string): LineReturnParams | null {
  const params = new URLSearchParams(search);
  const state = params.get('state');
  const code = params.get('code');
  const error = params.get('error');
  if (!state || (!code && !error)) return null;
  return { code, state, error };
}

/** Reads and removes the pending sign-in: a state is good for one return only. */
export function takePending(storage: Pick<Storage, 'getItem' | 'removeItem'>, now: number): LinePending | null {
  let raw: unknown;
  try {
    raw = JSON.parse(storage.getItem(LINE_PENDING_KEY) ?? 'null');
  } catch {
    raw = null;
  }
  storage.removeItem(LINE_PENDING_KEY);
  const p = raw as Partial<LinePending> | null;
  if (
    !p ||
    typeof p.state !== 'string' ||
    typeof p.codeVerifier !== 'string' ||
    typeof p.redirectUri !== 'string' ||
    typeof p.createdAt !== 'number'
  )
    return null;
  if (now - p.createdAt > LINE_PENDING_MAX_AGE_MS) return null;
  return {
    state: p.state,
    nonce: String(p.nonce ?? ''),
    codeVerifier: p.codeVerifier,
    redirectUri: p.redirectUri,
    purpose: p.purpose === 'register' ? 'register' : 'login',
    createdAt: p.createdAt,
  };
}

export type LineReturnCheck = { ok: true; code: string; pending: LinePending } | { ok: false; reason: 'state-mismatch' | 'denied' };

function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export function checkLineReturn(params: LineReturnParams, pending: LinePending | null): LineReturnCheck {
  if (!pending || !sameText(params.state, pending.state)) return { ok: false, reason: 'state-mismatch' };
  if (params.error || !params.code) return { ok: false, reason: 'denied' };
  return { ok: true, code: params.code, pending };
}

/** The same address without the LINE parameters (for history.replaceState). */
export function withoutLineParams(pathname: string, search: string, hash: string): string {
  const params = new URLSearchParams(search);
  for (const name of LINE_RETURN_PARAMS) params.delete(name);
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}${hash}`;
}
