/**
 * The render tier's door to the /wps backend (issue 34): every request the tier does not answer
 * itself goes to the backend over HTTP, streamed both ways. The backend learns the player's
 * address, host and scheme from forwarding headers the tier writes itself (a player's own
 * X-Forwarded-* are replaced: the tier decided them with its TRUSTED_PROXIES), and trusts them
 * because the tier's address is in the backend's TRUSTED_PROXIES.
 */
import http from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Connection-level headers: they describe one hop and are never passed on. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

const FORWARDED = /^(x-forwarded-|forwarded$|x-real-ip$|cf-ipcountry$|cf-connecting-ip$)/;

/** One keep-alive pool to the backend: a page flood must not open a socket per request. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/**
 * The request headers the backend gets: the player's (Host too: fault rules and logs read it),
 * with forwarding headers written by the tier.
 */
export function backendHeaders(request: FastifyRequest, fromTrustedProxy: boolean): http.OutgoingHttpHeaders {
  const headers: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    // A country a trusted proxy wrote goes along; anything else forwarded is the tier's to say.
    if (FORWARDED.test(name) && !(name === 'cf-ipcountry' && fromTrustedProxy)) continue;
    headers[name] = value;
  }
  headers['x-forwarded-for'] = request.ip;
  headers['x-forwarded-host'] = request.host;
  headers['x-forwarded-proto'] = request.protocol;
  return headers;
}

export interface BackendAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: http.IncomingMessage;
}

/** The backend closed the connection without an answer (as opposed to refusing it). */
export function isDroppedByBackend(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'ECONNRESET';
}

/**
 * Sends the request on to the backend; the answer's body is a stream the caller reads or pipes.
 * A kept-alive socket the backend closed at the same moment it was reused fails with a reset
 * (Node's documented race): a request without a body is then sent once more on a new connection.
 */
export function askBackend(
  origin: URL,
  request: FastifyRequest,
  headers: http.OutgoingHttpHeaders,
  body: NodeJS.ReadableStream | null,
  retried = false,
): Promise<BackendAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        protocol: origin.protocol,
        hostname: origin.hostname,
        port: origin.port,
        method: request.method,
        path: request.url,
        headers,
        // The second try on a connection of its own: the pool may hold more sockets the backend
        // closed in the same instant (a burst after a quiet spell), and one of those would fail it too.
        agent: retried ? false : agent,
      },
      (answer) => resolve({ status: answer.statusCode ?? 502, headers: answer.headers, body: answer }),
    );
    outgoing.on('error', (error) => {
      if (!retried && !body && outgoing.reusedSocket && isDroppedByBackend(error))
        askBackend(origin, request, headers, null, true).then(resolve, reject);
      else reject(error);
    });
    if (body) body.pipe(outgoing);
    else outgoing.end();
  });
}

/** Copies the backend's answer headers onto the reply, leaving out this hop's own. */
export function copyAnswerHeaders(reply: FastifyReply, headers: http.IncomingHttpHeaders, leaveOut: readonly string[] = []): void {
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || leaveOut.includes(name)) continue;
    reply.header(name, value);
  }
}

export async function readText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
