/**
 * Headers on every response: no MIME sniffing, a Referrer-Policy that never sends a path or
 * query (a `?token=` link must not leak through Referer), HSTS when the request came over HTTPS,
 * and for HTML pages no framing by other sites. The CSP itself goes on the shell's page where its
 * nonce is known (static-routes.ts, shell-page.ts) and on the server's own HTML pages.
 */
import type { FastifyInstance } from 'fastify';

export const REFERRER_POLICY = 'strict-origin';
export const HSTS = 'max-age=31536000; includeSubDomains';
/** For server-made HTML without scripts of its own to protect (error pages, game pages, emulator pages keep theirs). */
export const STATIC_PAGE_CSP =
  "default-src 'self'; script-src 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'";

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', REFERRER_POLICY);
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) {
      reply.header('X-Frame-Options', 'DENY');
      if (!reply.hasHeader('Content-Security-Policy') && request.url.startsWith('/m/')) {
        // An /m HTML file that did not get the shell's policy (offline.html): no scripts at all.
        reply.header('Content-Security-Policy', STATIC_PAGE_CSP);
      }
    }
    return payload;
  });
}
