/**
 * Affiliate and referral codes of a registration (SPEC 5):
 * - the affiliate code comes from the subdomain (`aff7.operator.com` → aff7), the query, or the
 *   locally saved registration info;
 * - the subdomain `preview` (the operator's preview site) counts as `www`;
 * - `www` means "no affiliate in the host name": it is replaced by the code detected from the
 *   query or the saved registration info, and sent as `www` only when there is none.
 */

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/** The first label of a host name that has one in front of a registrable domain; else null. */
export function subdomainLabel(hostname: string): string | null {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === '' || IPV4.test(host) || host.includes(':')) return null;
  const labels = host.split('.');
  // `operator.com` has none; `aff7.operator.com` has one. (`demo.localhost` is a tenant, not an affiliate.)
  if (labels.length < 3) return null;
  const first = labels[0]!;
  return /^[a-z0-9][a-z0-9-]{0,62}$/.test(first) ? first : null;
}

export interface AffiliateSources {
  hostname: string;
  /** The visit's (or the last saved) `affiliateCode` parameter. */
  queryCode: string | null;
  /** `affiliateCode` of the locally saved registration info. */
  storedCode: string | null;
}

export function resolveAffiliateCode({ hostname, queryCode, storedCode }: AffiliateSources): string | null {
  const detected = queryCode || storedCode || null;
  let fromHost = subdomainLabel(hostname);
  if (fromHost === 'preview') fromHost = 'www';
  if (fromHost === null) return detected;
  if (fromHost === 'www') return detected ?? 'www';
  return fromHost;
}

export function resolveReferralCode(queryCode: string | null, storedCode: string | null): string | null {
  return queryCode || storedCode || null;
}
