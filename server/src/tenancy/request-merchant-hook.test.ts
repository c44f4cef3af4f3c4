/**
 * The whole server (buildApp) answering one page: the merchant is decided once per request, from
 * one reading of the host, and every part of the answer (policy, theme, meta, registry, /wps)
 * names the same one.
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { CONFIG_DIR } from '../../test/support/merchant-data';

jest.setTimeout(30_000);

const SHELL_HTML =
  '<!doctype html><html><head><meta charset="utf-8"><title>m</title></head><body><div id="root"></div><script defer="defer" src="/m/assets/main.js"></script></body></html>';
/** The two demo merchants, as each part of a page shows them. */
const DEMO = { brand: '--brand:#1c66cc', otherDomain: 'demo-fast.localhost' };
const LOTUS = { brand: '--brand:#c2185b', otherDomain: 'lotus-fast.localhost' };

async function startApp(trustedProxies: string[]): Promise<{ app: FastifyInstance; configDir: string; close(): Promise<void> }> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'request-merchant-'));
  const configDir = path.join(root, 'config');
  fs.cpSync(CONFIG_DIR, configDir, { recursive: true });
  fs.mkdirSync(path.join(root, 'bundles/shell/dist'), { recursive: true });
  fs.writeFileSync(path.join(root, 'bundles/shell/dist/index.html'), SHELL_HTML);
  const app = await buildApp({
    port: 0,
    host: '127.0.0.1',
    configDir,
    dataDir: path.join(root, 'data'),
    bundlesRoot: path.join(root, 'bundles'),
    faults: false,
    logLevel: 'silent',
    trustedProxies,
    demoMode: true,
  });
  return {
    app,
    configDir,
    async close() {
      await app.close();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

/** Every part of one page and of the calls it makes, by the merchant each names. */
async function merchantsSeen(app: FastifyInstance, headers: Record<string, string>) {
  const page = await app.inject({ url: '/m/home', headers });
  const csp = page.headers['content-security-policy'] as string;
  const registry = await app.inject({ url: '/m/federation/registry.json', headers });
  const status = await app.inject({ url: '/wps/system/status', headers: { ...headers, language: 'EN' } });
  const embedded = /<script type="application\/json" id="m-registry">(.*?)<\/script>/s.exec(page.body)?.[1] ?? 'null';
  return {
    csp:
      csp.includes(DEMO.otherDomain) && !csp.includes(LOTUS.otherDomain)
        ? 'demo'
        : csp.includes(LOTUS.otherDomain) && !csp.includes(DEMO.otherDomain)
          ? 'lotus'
          : csp,
    theme: page.body.includes(DEMO.brand) ? 'demo' : page.body.includes(LOTUS.brand) ? 'lotus' : 'none',
    meta: /<meta name="merchant" content="([^"]*)">/.exec(page.body)?.[1],
    embeddedRegistry: (JSON.parse(embedded) as { merchant?: string } | null)?.merchant,
    registry: (registry.json() as { merchant: string }).merchant,
    wps: (status.json() as { value: { merchantCode: string } }).value.merchantCode,
  };
}

const everywhere = (merchant: string) => ({
  csp: merchant,
  theme: merchant,
  meta: merchant,
  embeddedRegistry: merchant,
  registry: merchant,
  wps: merchant,
});

describe('the merchant of a request, from a peer that is not a trusted proxy', () => {
  let server: Awaited<ReturnType<typeof startApp>>;
  beforeAll(async () => {
    server = await startApp([]);
  });
  afterAll(() => server.close());

  it("is the Host's merchant in every part of the page and its calls, whatever X-Forwarded-Host says", async () => {
    expect(await merchantsSeen(server.app, { host: 'demo.localhost:4173', 'x-forwarded-host': 'lotus.localhost' })).toEqual(
      everywhere('demo'),
    );
    expect(await merchantsSeen(server.app, { host: 'lotus.localhost:4173', 'x-forwarded-host': 'demo.localhost' })).toEqual(
      everywhere('lotus'),
    );
  });

  describe('reads of the configuration for one page', () => {
    let syncReads: jest.SpyInstance;
    let asyncReads: jest.SpyInstance;
    const readsOf = (suffix: string) =>
      [...syncReads.mock.calls, ...asyncReads.mock.calls].filter(([file]) => String(file).endsWith(suffix)).length;

    beforeEach(() => {
      syncReads = jest.spyOn(fs, 'readFileSync');
      asyncReads = jest.spyOn(fsp, 'readFile');
    });
    afterEach(() => {
      syncReads.mockRestore();
      asyncReads.mockRestore();
    });

    it('reads tenants.json at most once for a page, and not again until it changes', async () => {
      const file = path.join(server.configDir, 'tenants.json');
      const later = new Date(Date.now() + 60_000);
      fs.utimesSync(file, later, later);
      expect((await server.app.inject({ url: '/m/home', headers: { host: 'lotus.localhost' } })).statusCode).toBe(200);
      expect(readsOf('tenants.json')).toBe(1);
      await server.app.inject({ url: '/m/home', headers: { host: 'lotus.localhost' } });
      await server.app.inject({ url: '/wps/system/status', headers: { host: 'lotus.localhost' } });
      expect(readsOf('tenants.json')).toBe(1);
    });

    it("reads the merchant's registry once for a page (its policy and its copy of the registry)", async () => {
      await server.app.inject({ url: '/m/home', headers: { host: 'lotus.localhost' } });
      expect(readsOf(`registry${path.sep}lotus.json`)).toBe(1);
      expect(readsOf(`registry${path.sep}default.json`)).toBe(0);
      // demo has no registry of its own: one look for it, and the default read once.
      await server.app.inject({ url: '/m/home', headers: { host: 'demo.localhost' } });
      expect(readsOf(`registry${path.sep}demo.json`)).toBe(1);
      expect(readsOf(`registry${path.sep}default.json`)).toBe(1);
    });
  });
});

describe('while tenants.json cannot be read', () => {
  let server: Awaited<ReturnType<typeof startApp>>;
  beforeAll(async () => {
    server = await startApp([]);
    fs.writeFileSync(path.join(server.configDir, 'tenants.json'), '{ "defaultMerchant": ');
  });
  afterAll(() => server.close());

  it('still serves the page, naming no merchant, and /wps answers merchant_config_invalid', async () => {
    const page = await server.app.inject({ url: '/m/home', headers: { host: 'lotus.localhost' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('name="merchant"');
    expect(page.body).not.toContain('id="m-registry"');
    expect(page.headers['content-security-policy']).not.toContain(LOTUS.otherDomain);
    const status = await server.app.inject({ url: '/wps/system/status', headers: { host: 'lotus.localhost' } });
    expect(status.statusCode).toBe(503);
    expect(status.json()).toMatchObject({ errorCode: 'merchant_config_invalid' });
  });
});

describe('the merchant of a request from a trusted proxy', () => {
  let server: Awaited<ReturnType<typeof startApp>>;
  beforeAll(async () => {
    // app.inject comes from 127.0.0.1: here that is the operator's proxy.
    server = await startApp(['127.0.0.1']);
  });
  afterAll(() => server.close());

  it("is X-Forwarded-Host's merchant in every part of the page and its calls", async () => {
    expect(await merchantsSeen(server.app, { host: 'demo.localhost:4173', 'x-forwarded-host': 'lotus.localhost' })).toEqual(
      everywhere('lotus'),
    );
  });
});
