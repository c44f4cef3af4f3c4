/**
 * Whether a session handed over in a link (`?token=`, the fast-domain jump's `#token=`, a Maya
 * `?sessionId=`) comes from the merchant itself, so that it may sign a visitor in without asking.
 * A link is also how an attacker plants their own session (login CSRF: the victim then deposits
 * into, or types details into, the attacker's account), so anything else is confirmed by the
 * visitor, who is shown the account's name first (docs/security.md).
 *
 * Trusted: the operator's native app (its user agent, which a link cannot set; not the `inApp`
 * query parameter, which it can), and a link followed from a page of the merchant's own domains
 * (the Referer, which a page cannot forge: the fast-domain jump, the site's own links). A
 * visitor whose browser sends no Referer is asked.
 */
import { api } from '../api';
import { isNativeAppUserAgent } from '../tracking/app-ids';

export interface HandOverSource {
  userAgent: string;
  /** document.referrer: the origin of the page the link was followed from (Referrer-Policy strict-origin), or ''. */
  referrer: string;
  /** This page's origin. */
  origin: string;
  /** The merchant's domains (host names), asked only when the Referer is another origin. */
  merchantDomains: () => Promise<readonly string[]>;
}

export async function handOverTrusted(source: HandOverSource): Promise<boolean> {
  if (isNativeAppUserAgent(source.userAgent)) return true;
  let from: URL;
  try {
    from = new URL(source.referrer);
  } catch {
    return false;
  }
  if (from.protocol !== 'https:' && from.protocol !== 'http:') return false;
  if (from.origin === source.origin) return true;
  try {
    const domains = await source.merchantDomains();
    return domains.some((domain) => domain.split(':')[0]?.toLowerCase() === from.hostname.toLowerCase());
  } catch {
    return false;
  }
}

/** handOverTrusted for this page: its user agent, Referer and origin, the merchant's domains from domainRoute. */
export function pageHandOverTrusted(): Promise<boolean> {
  return handOverTrusted({
    userAgent: navigator.userAgent,
    referrer: document.referrer,
    origin: window.location.origin,
    merchantDomains: async () => (await api.call('domainRoute', { notify: false })).domains.map((entry) => entry.domain),
  });
}
