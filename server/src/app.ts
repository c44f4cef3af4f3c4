/**
 * The server: built bundles, federation registries and the reference /wps backend.
 */
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import type { ServerOptions } from './server-options';
import { registerStaticRoutes } from './static/static-routes';
import { handleClientError } from './static/client-error-page';
import { registerRegistryRoutes } from './federation/registry-routes';
import { registerFaultInjection } from './faults/fault-injection';
import { registerEmulators } from './emulators/register-emulators';
import { registerWps } from './wps/register-wps';

export async function buildApp(options: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logLevel === 'silent' ? false : { level: options.logLevel },
    bodyLimit: 64 * 1024,
    trustProxy: true,
    // A link too long for Node's header limit gets a page with the way home, not raw JSON.
    clientErrorHandler: handleClientError,
  });
  // Test-only: never registered unless the operator sets FAULTS=1.
  if (options.faults) registerFaultInjection(app);
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Quality 11 (the default) costs ~100 ms per large script on a small server; 5 is nearly as small.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  registerRegistryRoutes(app, options.configDir);
  // Local test versions of Firebase Auth, LINE and Geetest: development and tests only.
  if (options.emulators) await registerEmulators(app, { configDir: options.configDir, dataDir: options.dataDir });
  // The reference /wps backend (its database lives in DATA_DIR); EMULATORS=1 turns on its test mode.
  await registerWps(app, { configDir: options.configDir, dataDir: options.dataDir, emulators: options.emulators });
  await registerStaticRoutes(app, options.bundlesRoot);
  return app;
}
