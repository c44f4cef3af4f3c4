/**
 * One log line per answered request, instead of Fastify's two (incoming, completed): at `info`
 * with the request (its URL redacted by the `req` serializer), except a call refused by a rate
 * limit (429), logged at `debug`. A flood of refused calls is what an abusive client sends
 * (hundreds a second): writing each of them twice at `info` cost the players' latency and most
 * of the log's growth (`pnpm soak`, docs/security.md), and a refusal says nothing the limiter's
 * counters do not. Errors are logged as Fastify logs them.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PlayerLeftLog } from '../logging/player-left';

/** A player leaving mid-answer: at info with what was served (logging/player-left.ts). */
export class RequestLog extends PlayerLeftLog {
  override incomingRequest(): void {
    // Logged once, on completion, with the request.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error || this.isLogDisabled(request)) {
      super.requestCompleted(error, request, reply);
      return;
    }
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (reply.statusCode === 429) reply.log.debug(line, 'request refused');
    else reply.log.info(line, 'request completed');
  }
}
