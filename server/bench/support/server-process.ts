/**
 * The real server as a child process on a throw-away data folder, for the benchmarks that kill
 * it (SIGKILL) and start it again on the same folder: `node --import tsx src/main.ts`, configured
 * by environment as an operator would.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { startRenderTier } from '../../src/render-tier/start-render-tier';

const SERVER_DIR = path.resolve(__dirname, '../..');
const MAIN = path.join(SERVER_DIR, 'src/main.ts');
const CONFIG_DIR = path.join(SERVER_DIR, 'config');
const START_TIMEOUT_MS = 60_000;

/** A port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** A new folder holding a copy of server/config; the server's data goes in `<root>/data`. */
export function benchFolder(prefix: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.cpSync(CONFIG_DIR, path.join(root, 'config'), { recursive: true });
  return root;
}

export interface StartOptions {
  /** Added to the environment (limits, log level...). */
  env?: Record<string, string>;
  /** Append the server's stdout and stderr (its log) to this file; otherwise only stderr, to ours. */
  logFile?: string;
}

/**
 * Starts the server in demo mode (EMULATORS=1: test SMS, captcha and chat, no outside service)
 * behind a trusted proxy at 127.0.0.1, and resolves once it answers.
 */
export function startServer(root: string, port: number, options: StartOptions = {}): Promise<ChildProcess> {
  const log = options.logFile ? fs.openSync(options.logFile, 'a') : null;
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: SERVER_DIR,
    stdio: log === null ? ['ignore', 'ignore', 'inherit'] : ['ignore', log, log],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      EMULATORS: '1',
      TRUSTED_PROXIES: '127.0.0.1',
      CONFIG_DIR: path.join(root, 'config'),
      DATA_DIR: path.join(root, 'data'),
      BUNDLES_ROOT: path.join(root, 'bundles'),
      LOG_LEVEL: 'error',
      ...options.env,
    },
  });
  if (log !== null) fs.closeSync(log);
  return answering(child, port);
}

/** Resolves once `port` answers the registry; rejects when `child` exits first or it takes too long. */
function answering(child: ChildProcess, port: number): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = async () => {
      if (child.exitCode !== null) return reject(new Error(`process on ${port} exited with ${child.exitCode}`));
      try {
        if ((await fetch(`http://127.0.0.1:${port}/m/federation/registry.json`)).ok) return resolve(child);
      } catch {
        // not up yet
      }
      if (Date.now() - started > START_TIMEOUT_MS)
        return reject(new Error(`process on ${port} did not start in ${START_TIMEOUT_MS / 1000} s`));
      setTimeout(() => void poll(), 100);
    };
    void poll();
  });
}

function ssrSettings(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => entry[0].startsWith('SSR_') && entry[1] !== undefined),
  );
}

/**
 * The render tier (server/src/render-tier) on `port` in front of the backend on `backendPort`,
 * started as `npm start` starts it (its short environment, Node's permission model, production
 * render limits), drawing pages from the repository's built bundles; resolves once it answers.
 */
export function startRenderTierServer(port: number, backendPort: number, env: Record<string, string> = {}): Promise<ChildProcess> {
  const child = startRenderTier(
    { port, host: '127.0.0.1', backendOrigin: `http://127.0.0.1:${backendPort}` },
    // The caller's SSR_* limits reach the tier (SSR_SHELL_CACHE_MS=0 pnpm soak: the backend asked every page).
    {
      ...ssrSettings(process.env),
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      LOG_LEVEL: 'error',
      TRUSTED_PROXIES: '127.0.0.1',
      ...env,
    },
  );
  return answering(child, port);
}

/** Sends `signal` and resolves once the process is gone. */
export function stopServer(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  return exited;
}
