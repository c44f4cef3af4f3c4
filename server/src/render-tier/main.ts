/**
 * The render tier's process (issue 34, docs/deploy.md "The render tier"): `npm start` and the
 * end-to-end server start it beside the /wps backend (server/src/main.ts); players reach only it.
 */
import { closeWithDeadline } from '../shutdown';
import { LIMITS } from '../server-options';
import { buildRenderTier } from './render-tier-app';
import { readRenderTierOptions } from './render-tier-options';

async function main(): Promise<void> {
  const options = readRenderTierOptions();
  const { app } = await buildRenderTier(options);
  // Remote code runs here to draw pages: a promise it leaves rejected costs one page its render.
  process.on('unhandledRejection', (reason) =>
    app.log.error({ err: reason }, 'unhandled rejection (left by remote code?): the tier keeps running'),
  );
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: closing`);
    await closeWithDeadline(app, LIMITS.shutdownDeadlineMs);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  await app.listen({ port: options.port, host: options.host });
  console.log(`m-site render tier: listening on ${options.host}:${options.port}, backend ${options.backendOrigin.origin}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
