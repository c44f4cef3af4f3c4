/**
 * Remote code runs with the page's full rights, so it may only come from origins the registry
 * allows. Anything else is refused before a request is made (fail closed).
 */
export function resolveUrl(url: string, pageOrigin: string): URL | null {
  try {
    return new URL(url, pageOrigin);
  } catch {
    return null;
  }
}

export function isOriginAllowed(url: string, allowedOrigins: readonly string[], pageOrigin: string): boolean {
  const resolved = resolveUrl(url, pageOrigin);
  if (!resolved || (resolved.protocol !== 'https:' && resolved.protocol !== 'http:')) return false;
  // Credentials in a URL would be sent to the remote's host: never allowed.
  if (resolved.username || resolved.password) return false;
  return allowedOrigins.some((allowed) => (allowed === 'self' ? resolved.origin === pageOrigin : resolved.origin === allowed));
}
