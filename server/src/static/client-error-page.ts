/**
 * Node refuses some requests before any route sees them: a header block over its 16 KB limit
 * (HPE_HEADER_OVERFLOW, e.g. a link that an ad network stuffed with parameters) or a malformed
 * request. Fastify's default answer is a JSON error, which a player's browser shows as raw text.
 * This answers a short page with the way back to the home page instead. No merchant or language
 * is known at this point (nothing of the request was parsed), so it is plain English; the home
 * link opens the site in the player's language.
 */
import type { Socket } from 'node:net';

interface ClientError extends Error {
  code?: string;
}

const PAGE = (message: string) =>
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<meta name="robots" content="noindex"><title>Link not opened</title>' +
  '<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:48px 24px;text-align:center;color:#1f2329}a{display:inline-block;margin-top:16px;padding:12px 24px;border-radius:24px;background:#c8102e;color:#fff;text-decoration:none}</style>' +
  `</head><body><h1>${message}</h1><p>Open the home page and find it from there.</p><a href="/m/home">Home</a></body></html>`;

export function clientErrorResponse(error: ClientError): string {
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  // The request (headers and body) did not arrive within the server's time-out: a slow client.
  const tooSlow = error.code === 'ERR_HTTP_REQUEST_TIMEOUT';
  const status = tooLarge ? '431 Request Header Fields Too Large' : tooSlow ? '408 Request Timeout' : '400 Bad Request';
  const body = PAGE(
    tooLarge ? 'This link is too long to open.' : tooSlow ? 'The request took too long to arrive.' : 'This link could not be opened.',
  );
  return [
    `HTTP/1.1 ${status}`,
    'Content-Type: text/html; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/** Fastify's `clientErrorHandler`. A connection the client already dropped gets no answer. */
export function handleClientError(error: ClientError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(clientErrorResponse(error));
}
