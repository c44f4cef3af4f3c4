/**
 * Whether a page outside this site may be opened with the member's business: https (http only for
 * a local host) and a host on the merchant's allow-list. Used for the operator's cashier and the
 * payment provider's page.
 */
export function hostAllowed(url: URL, allowedHosts: readonly string[]): boolean {
  const secure =
    url.protocol === 'https:' ||
    (url.protocol === 'http:' && (url.hostname === 'localhost' || url.hostname.endsWith('.localhost') || url.hostname === '127.0.0.1'));
  return (
    secure &&
    allowedHosts.some((host) => host.toLowerCase() === url.host.toLowerCase() || host.toLowerCase() === url.hostname.toLowerCase())
  );
}
