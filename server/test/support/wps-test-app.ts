/**
 * A Fastify app with only the /wps backend, on an in-memory database and a private copy of the
 * demo configuration (tests may edit it), for in-process tests with `app.inject`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { registerWps } from '../../src/wps/register-wps';
import type { WpsContext } from '../../src/wps/wps-context';
import type { WriteLimits } from '../../src/security/write-limits';
import { encryptPayload } from '../../src/wps/crypto/decrypt-payload';
import { ENDPOINTS, type EndpointName } from '@m/shared/contract';
import { CONFIG_DIR } from './merchant-data';
import { setCallbackSecrets } from './production-secrets';
import { TenantDirectory } from '../../src/tenancy/tenant-directory';
import { registerRequestMerchant } from '../../src/tenancy/request-merchant-hook';

// In-process, but with real scrypt hashes: generous per-test time on a busy machine.
jest.setTimeout(30_000);

export interface TestApp {
  app: FastifyInstance;
  ctx: WpsContext;
  configDir: string;
  /** Calls an endpoint by catalogue name, encrypting the body when the catalogue says so. */
  call(
    name: EndpointName,
    options?: {
      body?: unknown;
      query?: Record<string, string>;
      headers?: Record<string, string>;
      ip?: string;
      host?: string;
      token?: string;
    },
  ): Promise<LightMyRequestResponse>;
  editMerchant(code: string, file: string, change: (json: Record<string, unknown>) => void): void;
  close(): Promise<void>;
}

export async function createTestApp(
  options: {
    emulators?: boolean;
    clock?: () => number;
    writeLimits?: WriteLimits;
    withdrawDelayMs?: number | null;
    /** Changes the private configuration copy before the backend reads it (start-up checks). */
    prepareConfig?: (configDir: string) => void;
  } = {},
): Promise<TestApp> {
  const configDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wps-test-config-'));
  fs.cpSync(CONFIG_DIR, configDir, { recursive: true });
  // Production mode needs the operator's own callback secrets (unless the test is about them).
  if (options.prepareConfig) options.prepareConfig(configDir);
  else if (options.emulators === false) setCallbackSecrets(configDir);
  // The in-process caller (127.0.0.1) plays a trusted proxy: tests choose the client IP and country.
  const app = Fastify({ logger: false, bodyLimit: 64 * 1024, trustProxy: ['127.0.0.1'] });
  const tenants = new TenantDirectory(configDir);
  registerRequestMerchant(app, tenants);
  const ctx = await registerWps(app, {
    configDir,
    tenants,
    dataDir: null,
    emulators: options.emulators ?? true,
    trustedProxies: ['127.0.0.1'],
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.writeLimits ? { writeLimits: options.writeLimits } : {}),
    ...(options.withdrawDelayMs !== undefined ? { withdrawDelayMs: options.withdrawDelayMs } : {}),
  });
  await app.ready();

  const call: TestApp['call'] = async (name, { body, query, headers = {}, ip = '127.0.0.1', host = 'demo.localhost', token } = {}) => {
    const endpoint = ENDPOINTS[name];
    let payload = body;
    const allHeaders: Record<string, string> = { host, 'x-forwarded-for': ip, ...headers };
    if (token) allHeaders.authorization = token;
    if (endpoint.encrypted && body !== undefined) {
      const key = ctx.keys.current();
      const sealed = encryptPayload(key.publicKey, key.keyId, body, { timestamp: ctx.clock() });
      Object.assign(allHeaders, sealed.headers);
      payload = sealed.body;
    }
    return app.inject({
      method: endpoint.method,
      url: endpoint.path,
      ...(query ? { query } : {}),
      headers: allHeaders,
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    });
  };

  return {
    app,
    ctx,
    configDir,
    call,
    editMerchant(code, file, change) {
      const target = path.join(configDir, 'merchants', code, file);
      const json = JSON.parse(fs.readFileSync(target, 'utf8')) as Record<string, unknown>;
      change(json);
      fs.writeFileSync(target, JSON.stringify(json, null, 2));
      const later = new Date(Date.now() + Math.floor(Math.random() * 100_000) + 1000);
      fs.utimesSync(target, later, later);
    },
    async close() {
      await app.close();
      fs.rmSync(configDir, { recursive: true, force: true });
    },
  };
}
