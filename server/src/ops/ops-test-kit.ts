/**
 * For the console API's tests: the backend's /wps part on an in-memory database and a private copy
 * of the configuration, the console API over it, operators made through create-operator.ts, and
 * (when asked) a real local S3 server with published versions. Not used outside tests.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import type { OpsRole } from '@m/shared/ops';
import { registerRequestMerchant } from '../tenancy/request-merchant-hook';
import { TenantDirectory } from '../tenancy/tenant-directory';
import { registerWps } from '../wps/register-wps';
import type { WriteLimits } from '../security/write-limits';
import { releaseKit, type Kit } from '../releases/release-test-kit';
import { registerCspReports } from '../security/csp-reports';
import { registerOpsApi } from './register-ops-api';
import { opsReleaseBackend } from './release-backend';
import { createOperator, type CreatedOperator } from './create-operator';
import { currentCode } from './operator-totp';
import type { OpsContext } from './ops-context';
import { merchantCodes } from './merchant-list';
import type { OpsSessionTimes } from './ops-session-store';

const CONFIG_DIR = path.resolve(__dirname, '../../config');

export interface OpsKit {
  app: FastifyInstance;
  ops: OpsContext;
  releases: Kit | null;
  clock: { now: number };
  addOperator(name: string, role: OpsRole, merchants: string[] | '*'): Promise<CreatedOperator>;
  /** Signs in through both steps; the session cookie to send (`ops_session=…`). */
  signIn(operator: CreatedOperator, ip?: string): Promise<string>;
  request(
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    options?: { cookie?: string; body?: unknown; ip?: string; headers?: Record<string, string> },
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function opsKit(
  options: { releases?: boolean; signInLimits?: WriteLimits['opsSignIn']; sessionTimes?: OpsSessionTimes } = {},
): Promise<OpsKit> {
  const configDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ops-test-config-'));
  fs.cpSync(CONFIG_DIR, configDir, { recursive: true });
  const clock = { now: Date.UTC(2026, 10, 27, 12, 0, 0) };
  const app = Fastify({ logger: false, trustProxy: ['127.0.0.1'] });
  const tenants = new TenantDirectory(configDir);
  registerRequestMerchant(app, tenants);
  const csp = registerCspReports(app, null, { listable: false });
  const wps = await registerWps(app, { configDir, tenants, dataDir: null, emulators: true, clock: () => clock.now });
  const releases = options.releases ? await releaseKit() : null;
  const ops = await registerOpsApi(app, {
    wps,
    tenants,
    configDir,
    csp,
    releases: releases ? opsReleaseBackend(releases.service, releases.s3.bucket, configDir) : null,
    secureCookie: true,
    // The render tier calls from this machine (inject's address).
    trustedProxies: ['127.0.0.1'],
    ...(options.signInLimits ? { signInLimits: options.signInLimits } : {}),
    ...(options.sessionTimes ? { sessionTimes: options.sessionTimes } : {}),
  });
  await app.ready();

  const request: OpsKit['request'] = (method, url, { cookie, body, ip = '127.0.0.1', headers = {} } = {}) =>
    app.inject({
      method,
      url,
      headers: { host: 'demo.localhost', 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}), ...headers },
      ...(body !== undefined ? { payload: body as object } : {}),
    });

  return {
    app,
    ops,
    releases,
    clock,
    addOperator: (name, role, merchants) => createOperator(ops.operators, { name, role, merchants }, merchantCodes(configDir), clock.now),
    async signIn(operator, ip) {
      const first = await request('POST', '/ops/api/session/sign-in', { body: { name: operator.name, password: operator.password }, ip });
      if (first.statusCode !== 200) throw new Error(`sign-in answered ${first.statusCode}: ${first.body}`);
      // A code is accepted once: each sign-in is a step (30 s) after the one before.
      clock.now += 30_000;
      const code = currentCode(operator.totpSecret, clock.now);
      const second = await request('POST', '/ops/api/session/totp', { body: { ticket: first.json().ticket, code }, ip });
      if (second.statusCode !== 200) throw new Error(`totp answered ${second.statusCode}: ${second.body}`);
      return String(second.headers['set-cookie']).split(';')[0]!;
    },
    request,
    async close() {
      await app.close();
      await releases?.close();
      fs.rmSync(configDir, { recursive: true, force: true });
    },
  };
}
