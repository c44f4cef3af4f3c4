/**
 * Whether a session handed over in a link (`?token=`, the fast-domain jump's `#token=`, a Maya
 * `?sessionId=`) comes from the merchant itself, so that it may sign a visitor in without asking.
 * A link is also how an attacker plants their own session (login CSRF: the victim then deposits
 * into, or types details into, the attacker's account), so anything else is confirmed by the
 * visitor, who is shown the account's name first (docs/security.md).
 *
 * Trusted (issue 35):
 * - the operator's native app (its user agent, which a link cannot set; not the `inApp` query
 *   parameter, which it can);
 * - a signed single-use hand-over beside the token (the fast-domain jump's `ho`), which the server
 *   made for that very session on the phone that jumped and spends on first use.
 * Never a Referer: any page of the site that links on (a game page's Back link) made a same-origin
 * Referer, and an attacker's session rode it in.
 */
import { api } from '../api';
import { isNativeAppUserAgent } from '../tracking/app-ids';

export interface HandOverSource {
  userAgent: string;
  /** The link's session token. */
  token: string;
  /** The signed hand-over that came with it, or null. */
  handOver: string | null;
  /** Spends the hand-over at the server with the link's token: true once, for that session on this phone. */
  spend: (token: string, handOver: string) => Promise<boolean>;
}

export async function handOverTrusted(source: HandOverSource): Promise<boolean> {
  if (isNativeAppUserAgent(source.userAgent)) return true;
  if (source.handOver === null || source.handOver === '') return false;
  try {
    return await source.spend(source.token, source.handOver);
  } catch {
    return false;
  }
}

/** handOverTrusted for this page: its user agent, and the server's answer about the hand-over. */
export function pageHandOverTrusted(token: string, handOver: string | null): Promise<boolean> {
  return handOverTrusted({
    userAgent: navigator.userAgent,
    token,
    handOver,
    spend: async (linkToken, value) =>
      (await api.call('handOverCheck', { body: { handOver: value }, headers: { Authorization: linkToken }, notify: false })).trusted,
  });
}
