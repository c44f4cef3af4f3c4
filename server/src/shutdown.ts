/**
 * A stop with a deadline (SIGTERM, SIGINT): new connections are refused, idle ones closed, and
 * requests in flight get `deadlineMs` to finish; after that the remaining connections (a client
 * that never finishes its body, say) are cut, so a stop never waits for ever.
 */
import type { FastifyInstance } from 'fastify';

export async function closeWithDeadline(app: FastifyInstance, deadlineMs: number): Promise<'clean' | 'forced'> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'forced'>((resolve) => {
    timer = setTimeout(() => resolve('forced'), deadlineMs);
    timer.unref();
  });
  const closing = app.close().then(() => 'clean' as const);
  const outcome = await Promise.race([closing, deadline]);
  clearTimeout(timer);
  if (outcome === 'forced') {
    app.server.closeAllConnections();
    await closing;
  }
  return outcome;
}
