/**
 * One log line per answered request, instead of Fastify's two (incoming, completed): at `info`,
 * except a call refused by a rate limit (429), logged at `debug`. A flood of refused calls is
 * what an abusive client sends (hundreds a second): writing each of them twice at `info` cost the
 * players' latency and most of the log's growth (`pnpm soak`, docs/security.md), and a refusal
 * says nothing the limiter's counters do not.
 */
import type { FastifyInstance } from 'fastify';

export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const level = reply.statusCode === 429 ? 'debug' : 'info';
    request.log[level]({ req: request, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime }, 'request completed');
    done();
  });
}
