/**
 * Everything the server reads from its environment, in one place (README, "Operating").
 */
import path from 'node:path';

export interface ServerOptions {
  port: number;
  host: string;
  /** Folder of operator-editable configuration: tenants, registries, merchant data. */
  configDir: string;
  /** Folder of the database and other state that must survive restarts. */
  dataDir: string;
  /** Folder holding `shell/dist` and each remote's `dist/<version>` folders. */
  bundlesRoot: string;
  /** Fault injection for tests (never on in production): FAULTS=1. */
  faults: boolean;
  /** Local test versions of Firebase Auth, LINE, Geetest and an SMS outbox (development and tests): EMULATORS=1. */
  emulators: boolean;
  logLevel: string;
}

const repoRoot = path.resolve(__dirname, '../..');

export function readServerOptions(env: NodeJS.ProcessEnv = process.env): ServerOptions {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    configDir: path.resolve(env.CONFIG_DIR ?? path.join(repoRoot, 'server/config')),
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, '.data')),
    bundlesRoot: path.resolve(env.BUNDLES_ROOT ?? repoRoot),
    faults: env.FAULTS === '1',
    emulators: env.EMULATORS === '1',
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
