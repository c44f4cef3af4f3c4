/**
 * A player who goes away mid-answer (closes the tab, follows a link, loses the network, a page's
 * last beacon) is not a server error. Fastify makes one of it when the answer is a stream whose
 * first bytes were not written yet (a compressed answer: brotli holds a short one's bytes until
 * it ends; a forwarded answer still coming from the backend) to a request whose body was read
 * (a POST: every /wps call the render tier forwards). The closed connection destroys the stream,
 * and Fastify's default error handler logs "Premature close" at error level with status 500,
 * which operators read as the server failing, and count as a 500, although nobody got a 500.
 * Other early closes (a GET, or bytes already sent) Fastify logs at info without the URL.
 *
 * Every such answer is logged once, at info, with the request and what was being served (the
 * status and type the player was getting); where Fastify would have made it a 500, the reply's
 * status is 499 instead ("client closed request", as nginx writes it) and nothing more is sent on
 * the closed connection. Neither kind completes, so no response hook counts it. A stream that breaks while the player is still there (a backend dropping
 * mid-answer) stays a server error, handled as before.
 */
import { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';

/** nginx's status for a request whose client closed the connection before the answer. */
export const PLAYER_LEFT_STATUS = 499;

/** The answer's stream closed early because the player's connection is gone. */
export function playerLeft(error: unknown, request: FastifyRequest): boolean {
  if ((error as NodeJS.ErrnoException | null)?.code !== 'ERR_STREAM_PREMATURE_CLOSE') return false;
  const socket = request.raw.socket as FastifyRequest['raw']['socket'] | null;
  return !socket || socket.destroyed;
}

/** What the answer was when the player left: enough to tell a page from a script or a call. */
function served(reply: FastifyReply): { status: number; type: string | null } {
  const type = reply.getHeader('content-type');
  return { status: reply.statusCode, type: type === undefined ? null : String(type) };
}

function logPlayerLeft(request: FastifyRequest, reply: FastifyReply): void {
  request.log.info(
    { req: request, served: served(reply), responseTime: Math.round(reply.elapsedTime) },
    'player left before the answer was complete',
  );
}

/** Fastify's own line for an answer stream closed early (a GET, or bytes already sent), with what was served. */
export class PlayerLeftLog extends LogController {
  override streamError(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE' || this.isLogDisabled(request)) {
      super.streamError(error, request, reply);
      return;
    }
    logPlayerLeft(request, reply);
  }
}

/**
 * Set before any route or plugin: every route of `app` and of the plugins registered after it
 * (unless one has a handler of its own) gets it. Any other error goes to the handler `app` had
 * (Fastify's default), called as it was: rethrown instead, a stream's own error (a backend
 * dropping mid-answer: "aborted") was logged as "invalid payload type", its cause lost.
 */
export function registerPlayerLeft(app: FastifyInstance): void {
  const before = app.errorHandler;
  app.setErrorHandler((error, request, reply) => {
    if (!playerLeft(error, request)) {
      before(error, request, reply);
      return;
    }
    // Read before the status changes: the answer the player was getting.
    logPlayerLeft(request, reply);
    reply.code(PLAYER_LEFT_STATUS);
    // Nothing can reach the player any more: no error body is written, the socket is gone.
    reply.hijack();
    reply.raw.destroy();
  });
}
