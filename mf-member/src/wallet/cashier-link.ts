/**
 * The operator's cashier is an external page. It receives the session token and username (as
 * SPEC 4 does for external links) only when its host is on the merchant's allow-list; any other
 * address, or one that is not https (http only for a local host), opens without them.
 */
import { hostAllowed } from '../platform/allowed-host';

export interface CashierTarget {
  href: string;
  signedIn: boolean;
}

export function cashierTarget(
  cashierUrl: string | null | undefined,
  allowedHosts: readonly string[],
  session: { token: string; userName: string } | null,
  action: 'deposit' | 'withdraw',
): CashierTarget | null {
  if (!cashierUrl) return null;
  let url: URL;
  try {
    url = new URL(cashierUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  url.searchParams.set('action', action);
  if (!session || !hostAllowed(url, allowedHosts)) return { href: url.toString(), signedIn: false };
  url.searchParams.set('token', session.token);
  url.searchParams.set('username', session.userName);
  return { href: url.toString(), signedIn: true };
}
