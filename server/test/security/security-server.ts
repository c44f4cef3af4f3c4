/**
 * A real server for the security suite: `buildApp` on a loopback port with a private copy of
 * the demo configuration, an empty data folder and a minimal built shell (one script tag), and
 * the options under test (trusted proxies, demo mode, limits).
 */
import { setCallbackSecrets } from '../support/production-secrets';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import type { ServerOptions } from '../../src/server-options';
import { CONFIG_DIR } from '../support/merchant-data';

jest.setTimeout(30_000);

export interface SecurityServer {
  app: FastifyInstance;
  port: number;
  baseURL: string;
  configDir: string;
  dataDir: string;
  close(): Promise<void>;
}

export const SHELL_HTML =
  '<!doctype html><html><head><title>m</title></head><body><div id="root"></div><script defer="defer" src="/m/assets/main.js"></script></body></html>';

export async function startSecurityServer(options: Partial<ServerOptions> = {}): Promise<SecurityServer> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'wps-security-'));
  const configDir = path.join(root, 'config');
  const dataDir = path.join(root, 'data');
  const bundlesRoot = path.join(root, 'bundles');
  fs.cpSync(CONFIG_DIR, configDir, { recursive: true });
  if (options.demoMode === false) setCallbackSecrets(configDir);
  fs.mkdirSync(path.join(bundlesRoot, 'shell/dist'), { recursive: true });
  fs.writeFileSync(path.join(bundlesRoot, 'shell/dist/index.html'), SHELL_HTML);
  const app = await buildApp({
    port: 0,
    host: '127.0.0.1',
    configDir,
    dataDir,
    bundlesRoot,
    faults: false,
    logLevel: 'silent',
    trustedProxies: [],
    demoMode: true,
    ...options,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  return {
    app,
    port,
    baseURL: `http://127.0.0.1:${port}`,
    configDir,
    dataDir,
    async close() {
      await app.close();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

/** Resolves once `condition` holds (checked every 50 ms); fails after `timeoutMs`. */
export async function waitFor(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
