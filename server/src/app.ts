/**
 * The server: built bundles, federation registries and the reference /wps backend.
 */
import http from 'node:http';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import { LIMITS, type ServerOptions } from './server-options';
import { registerStaticRoutes } from './static/static-routes';
import { registerOpsPage } from './static/ops-page';
import { httpTransport, inProcessTransport, loadPageRenderer } from './ssr/page-renderer';
import type { ServerRenderOptions } from './ssr/send-rendered';
import { RenderAdmission } from './ssr/render-admission';
import { handleClientError } from './static/client-error-page';
import { registerRegistryRoutes } from './federation/registry-routes';
import { bucketRegistries, diskRegistries } from './federation/registry-source';
import { registerFaultInjection, type FaultInjection } from './faults/fault-injection';
import { registerEmulators } from './emulators/register-emulators';
import { registerWps } from './wps/register-wps';
import { trustProxyOption } from './security/trusted-proxies';
import { registerSecurityHeaders } from './security/security-headers';
import { registerCspReports } from './security/csp-reports';
import { demoOnlyGuard } from './security/demo-guard';
import { requestForLog } from './security/redact-url';
import { RequestLog } from './security/request-log';
import { registerPlayerLeft } from './logging/player-left';
import { themeOfMerchant } from './merchants/theme/merchant-theme';
import { TenantDirectory } from './tenancy/tenant-directory';
import { registerRequestMerchant } from './tenancy/request-merchant-hook';
import { registerOpsApi } from './ops/register-ops-api';
import { releaseBackendFromSettings } from './ops/release-backend';
import { ensureDemoOperators } from './ops/demo-operators';
import { merchantCodes } from './ops/merchant-list';

export async function buildApp(options: ServerOptions): Promise<FastifyInstance> {
  const limits = { ...LIMITS, ...options.limits };
  const app = Fastify({
    // Request URLs are logged with their tokens and one-time codes redacted.
    logger:
      options.logLevel === 'silent'
        ? false
        : { level: options.logLevel, serializers: { req: requestForLog }, ...(options.logTo ? { stream: options.logTo } : {}) },
    // One line per request, refused calls at debug (security/request-log.ts).
    logController: new RequestLog(),
    bodyLimit: 64 * 1024,
    // Forwarded headers only from the configured proxies (default none): a client that writes
    // its own X-Forwarded-For must not choose its IP, merchant or the host of the links we build.
    trustProxy: trustProxyOption(options.trustedProxies),
    // Time-outs: a body trickling in is cut at requestTimeoutMs (checked every second, not
    // Node's default 30 s), slow headers at headersTimeoutMs, idle sockets at connectionTimeoutMs.
    serverFactory: (handler) =>
      http.createServer(
        {
          requestTimeout: limits.requestTimeoutMs,
          headersTimeout: limits.headersTimeoutMs,
          keepAliveTimeout: limits.keepAliveTimeoutMs,
          connectionsCheckingInterval: Math.min(1000, limits.requestTimeoutMs),
        },
        handler,
      ),
    connectionTimeout: limits.connectionTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    // A link too long for Node's header limit gets a page with the way home, not raw JSON.
    clientErrorHandler: handleClientError,
  });
  // Beyond the cap new connections are refused at once instead of starving the ones in flight.
  app.server.maxConnections = limits.maxConnections;
  // A player leaving mid-answer (a page, a script) is logged at info, not as a 500 (logging/player-left.ts).
  registerPlayerLeft(app);
  // Which merchant each request belongs to, decided once, before anything else reads it: the
  // page, its policy and theme, the registry, /wps and the emulators all read request.merchant.
  const tenants = new TenantDirectory(options.configDir, { error: (message) => app.log.error(message) });
  registerRequestMerchant(app, tenants);
  // Test-only: never registered unless the operator sets FAULTS=1.
  const faults = options.faults ? registerFaultInjection(app) : null;
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Quality 11 (the default) costs ~100 ms per large script on a small server; 5 is nearly as small.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  registerSecurityHeaders(app);
  const csp = registerCspReports(app, options.dataDir, {
    listable: options.demoMode,
    ...(options.writeLimits ? { limits: options.writeLimits.cspReport } : {}),
  });
  // One source for the registry route and the page's copy: the release bucket, else the config folder.
  const registries = options.releases
    ? bucketRegistries({
        publicUrl: options.releases.publicUrl,
        configDir: options.configDir,
        cacheMs: options.releases.registryCacheMs,
        warn: (message) => app.log.warn(message),
      })
    : diskRegistries(options.configDir);
  registerRegistryRoutes(app, registries);
  // Local test versions of Firebase Auth, LINE and Geetest: the loopback demo only.
  if (options.demoMode) {
    app.addHook('onRequest', demoOnlyGuard);
    await registerEmulators(app, { configDir: options.configDir, dataDir: options.dataDir });
  }
  // The reference /wps backend (its database lives in DATA_DIR); demo mode turns on its test mode.
  const wps = await registerWps(app, {
    configDir: options.configDir,
    tenants,
    dataDir: options.dataDir,
    emulators: options.demoMode,
    trustedProxies: options.trustedProxies,
    ...(options.writeLimits ? { writeLimits: options.writeLimits } : {}),
    ...(options.withdrawDelayMs !== undefined ? { withdrawDelayMs: options.withdrawDelayMs } : {}),
  });
  // The operator console's API (issue 39): operators, their sessions and the release actions.
  const ops = await registerOpsApi(app, {
    wps,
    tenants,
    configDir: options.configDir,
    csp,
    releases: options.releasesBucket ? releaseBackendFromSettings(options.releasesBucket, options.configDir) : null,
    secureCookie: !options.demoMode,
    trustedProxies: options.trustedProxies,
  });
  if (options.demoMode && options.dataDir)
    await ensureDemoOperators(ops.operators, options.dataDir, merchantCodes(options.configDir), Date.now());
  // The operator console's page and files (issue 39); its API is registered apart.
  await registerOpsPage(app, options.bundlesRoot);
  await registerStaticRoutes(app, options.bundlesRoot, {
    configDir: options.configDir,
    registries,
    themeFor: (merchant) => themeOfMerchant(wps.catalog, merchant),
    brandFor: (merchant) => {
      const lookup = wps.catalog.get(merchant);
      if (!lookup.ok) return null;
      const { name, languages, defaultLanguage } = lookup.data.merchant;
      return { name, languages, defaultLanguage };
    },
    serverRender: serverRenderOptions(app, options, faults),
    ...(faults ? { browserComposes: faults.scoped } : {}),
  });
  return app;
}

/** The render tier, when on and built; otherwise pages are composed in the browser (logged once). */
function serverRenderOptions(app: FastifyInstance, options: ServerOptions, faults: FaultInjection | null): ServerRenderOptions | undefined {
  const settings = options.serverRender;
  if (!settings?.enabled) return undefined;
  const transport = settings.wpsOrigin ? httpTransport(settings.wpsOrigin) : inProcessTransport(app);
  const { renderer, reason } = loadPageRenderer(options.bundlesRoot, transport, settings.slotCacheMs);
  if (!renderer) {
    app.log.warn(`server rendering off: ${reason}`);
    return undefined;
  }
  return {
    renderer,
    slotBudgetMs: settings.slotBudgetMs,
    frameHoldMs: settings.frameHoldMs,
    admission: new RenderAdmission(settings.admission),
    ...(faults ? { skip: faults.scoped } : {}),
  };
}
