/**
 * Request URLs as the log writes them: values of secret-bearing query parameters (a `?token=`
 * link, a LINE `code`, a game `ticket`) are replaced, so no session or one-time secret lands in
 * a log file.
 */
const SECRET_PARAMS = /^(?:token|tokens|ticket|code|password|sessionid|lineSessionToken|firebaseIdToken|id_token|access_token)$/i;

export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=')[0] ?? '';
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is logged as it came.
      }
      return SECRET_PARAMS.test(decoded) && pair.includes('=') ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, at)}?${query.join('&')}`;
}

/** Fastify's `req` log serializer with the URL redacted. */
export function requestForLog(request: { method: string; url: string; ip?: string; hostname?: string }): Record<string, unknown> {
  return { method: request.method, url: redactUrl(request.url), host: request.hostname, remoteAddress: request.ip };
}
