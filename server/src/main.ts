import { buildApp } from './app';
import { demoGuide } from './demo-guide';
import { LIMITS, readServerOptions } from './server-options';
import { closeWithDeadline } from './shutdown';
import { opsDemoGuide } from './ops/demo-operators';

async function main(): Promise<void> {
  const options = readServerOptions();
  const app = await buildApp(options);
  // Remote code runs in this process to draw pages (issue 23): a promise it leaves rejected must
  // cost one page its server render, never every player their server.
  process.on('unhandledRejection', (reason) =>
    app.log.error({ err: reason }, 'unhandled rejection (left by remote code?): the server keeps running'),
  );
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: closing (open requests get ${LIMITS.shutdownDeadlineMs} ms)`);
    const outcome = await closeWithDeadline(app, options.limits?.shutdownDeadlineMs ?? LIMITS.shutdownDeadlineMs);
    if (outcome === 'forced') app.log.warn('closed at the deadline: connections still open were cut');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  await app.listen({ port: options.port, host: options.host });
  const address = app.server.address();
  const port = address !== null && typeof address === 'object' ? address.port : options.port;
  // The demo ends its start output with what a newcomer needs: merchants, accounts, captcha, SMS codes.
  // Behind the render tier (scripts/start.mjs) players use the tier's port: PUBLIC_PORT names it.
  if (options.demoMode) console.log(`${demoGuide(options.configDir, options.publicPort ?? port)}\n${opsDemoGuide(options.dataDir)}`);
  else console.log(`m-site: listening on ${options.host}:${port}, serving /m/ and /wps`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
