/**
 * The contract tests' server: the real app (`buildApp`) on a loopback port, with a private copy
 * of the demo configuration (a test may edit it), an empty data folder, and test mode on
 * (EMULATORS=1: SMS outbox, Geetest test rules). Clients are the real API client of
 * shared/src/api, as the bundles use it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../src/app';
import { createApiClient, type ApiClient, type CallOptions } from '@m/shared/api';
import { EventBus } from '@m/shared/bus';
import type { AnswerOf, EndpointName } from '@m/shared/contract';
import { CONFIG_DIR } from '../support/merchant-data';
import { checkAnswer } from './answer-check';

// Each test makes a few scrypt hashes (~60 ms each on an idle core): on a busy CI machine the
// default 5 s per test is too tight for a real server; a hang still fails within 30 s.
jest.setTimeout(30_000);

export interface ContractServer {
  baseURL: string;
  app: FastifyInstance;
  configDir: string;
  dataDir: string;
  client(merchant?: 'demo' | 'lotus' | (string & {}), options?: { language?: string; ip?: string }): TestClient;
  editMerchant(code: string, file: string, change: (json: Record<string, unknown>) => void): void;
  /** The latest code the server "sent" to this number (test-mode outbox). */
  lastCode(mobileDigits: string): Promise<string>;
  restart(): Promise<void>;
  close(): Promise<void>;
}

type TestAnswer<N extends EndpointName> = unknown extends AnswerOf<N> ? any : AnswerOf<N>;

export interface TestClient {
  api: ApiClient;
  /** What the client published on its bus (SPEC 8 presentation). */
  published: unknown[];
  token: string | null;
  /**
   * The page's `api.call`: the answer's type comes from the contract. An endpoint the contract
   * does not type yet answers `any` here (tests only), so its tests read fields until it is typed.
   */
  call<N extends EndpointName>(name: N, options?: CallOptions<N>): Promise<TestAnswer<N>>;
}

async function start(configDir: string, dataDir: string, bundlesRoot: string): Promise<{ app: FastifyInstance; baseURL: string }> {
  // The test clients play a proxy on loopback (X-Forwarded-Host/-For): trusted here, as an operator would list theirs.
  const app = await buildApp({
    port: 0,
    host: '127.0.0.1',
    configDir,
    dataDir,
    bundlesRoot,
    faults: false,
    logLevel: 'silent',
    trustedProxies: ['127.0.0.1'],
    demoMode: true,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, baseURL: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

export async function startContractServer(): Promise<ContractServer> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'wps-contract-'));
  const configDir = path.join(root, 'config');
  const dataDir = path.join(root, 'data');
  const bundlesRoot = path.join(root, 'bundles');
  fs.cpSync(CONFIG_DIR, configDir, { recursive: true });
  let { app, baseURL } = await start(configDir, dataDir, bundlesRoot);

  const server: ContractServer = {
    get baseURL() {
      return baseURL;
    },
    get app() {
      return app;
    },
    configDir,
    dataDir,
    client(merchant = 'demo', options = {}) {
      const bus = new EventBus();
      const published: unknown[] = [];
      bus.on('api.error').subscribe((event) => published.push(event));
      const holder: TestClient = {
        published,
        token: null,
        api: createApiClient({
          baseURL,
          bus,
          merchant: () => merchant,
          language: () => options.language ?? 'EN',
          token: () => holder.token,
          storage: () => null,
        }),
        call(name, callOptions = {}) {
          // One loopback address serves every tenant: the host a browser would use goes in X-Forwarded-Host.
          const headers: Record<string, string> = {
            'X-Forwarded-Host': `${merchant}.localhost`,
            ...(options.ip ? { 'X-Forwarded-For': options.ip } : {}),
            ...callOptions.headers,
          };
          // Every answer a contract test receives is also checked against the contract's schema.
          return holder.api.call(name, { ...callOptions, headers } as CallOptions<typeof name>).then((value) => {
            checkAnswer(name, value);
            return value;
          });
        },
      };
      return holder;
    },
    editMerchant(code, file, change) {
      const target = path.join(configDir, 'merchants', code, file);
      const json = JSON.parse(fs.readFileSync(target, 'utf8')) as Record<string, unknown>;
      change(json);
      fs.writeFileSync(target, JSON.stringify(json, null, 2));
      const later = new Date(Date.now() + crypto.randomInt(1000, 100_000));
      fs.utimesSync(target, later, later);
    },
    async lastCode(mobileDigits) {
      const response = await fetch(`${baseURL}/__emulators/sms/outbox?mobile=${mobileDigits}`);
      const body = (await response.json()) as { value: { code: string }[] };
      const code = body.value[0]?.code;
      if (!code) throw new Error(`no message to ${mobileDigits}`);
      return code;
    },
    async restart() {
      await app.close();
      ({ app, baseURL } = await start(configDir, dataDir, bundlesRoot));
    },
    async close() {
      await app.close();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
  return server;
}

/** The ApiError a call rejects with (fails the test if it resolves). */
export async function rejection(
  promise: Promise<unknown>,
): Promise<{ kind: string; status?: number; errorCode?: string; message: string; value?: unknown }> {
  try {
    const value = await promise;
    throw new Error(`expected a rejection, got ${JSON.stringify(value)}`);
  } catch (error) {
    if ((error as { name?: string }).name !== 'ApiError') throw error;
    return error as { kind: string; status?: number; errorCode?: string; message: string; value?: unknown };
  }
}
