/**
 * The render tier (issue 34): the process players reach. It composes the first view of the public
 * routes and hands every other request to the /wps backend over HTTP (forward.ts). It holds no
 * secret, no database and no data folder: remote server code runs here, and here it can reach
 * what a browser of the merchant could (the pages' /wps calls, the built files), not the keys,
 * the ledger or the members (docs/security.md "Remote code on the server").
 */
import http from 'node:http';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyCompress from '@fastify/compress';
import { renderedPage, type PageAsk } from '../ssr/send-rendered';
import { RenderAdmission } from '../ssr/render-admission';
import { BROWSER_COMPOSES_HEADER } from '../static/static-routes';
import { deviceIdFor, deviceIdInSetCookie } from '../static/device-cookie';
import { fromTrustedProxy, trustProxyOption } from '../security/trusted-proxies';
import { requestForLog } from '../security/redact-url';
import { LIMITS } from '../server-options';
import { PlayerLeftLog, registerPlayerLeft } from '../logging/player-left';
import { askBackend, backendHeaders, copyAnswerHeaders, isDroppedByBackend, readText } from './forward';
import { ShellPageCache, servedShellPage, type ServedShellPage } from './shell-page-cache';
import type { RenderTierOptions } from './render-tier-options';
import { RenderPool, type PageDrawer } from './render-pool';
import { reportFigures, TierFigures } from './tier-figures';
import { RENDER_TIER_REPORT_PATH } from '@m/shared/ops';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const;

export interface RenderTier {
  app: FastifyInstance;
  /** Why pages are not drawn here (not built, turned off); null when they are. */
  renderOff: string | null;
}

/** `renderer`: a stand-in for tests; otherwise the pool of render threads (render-pool.ts). */
export async function buildRenderTier(options: RenderTierOptions, renderer?: PageDrawer | null): Promise<RenderTier> {
  const app = Fastify({
    logger:
      options.logLevel === 'silent'
        ? false
        : { level: options.logLevel, serializers: { req: requestForLog }, ...(options.logTo ? { stream: options.logTo } : {}) },
    // A player leaving mid-answer: one info line with what was served (logging/player-left.ts).
    logController: new PlayerLeftLog(),
    trustProxy: trustProxyOption(options.trustedProxies),
    serverFactory: (handler) =>
      http.createServer(
        { requestTimeout: LIMITS.requestTimeoutMs, headersTimeout: LIMITS.headersTimeoutMs, keepAliveTimeout: LIMITS.keepAliveTimeoutMs },
        handler,
      ),
    keepAliveTimeout: LIMITS.keepAliveTimeoutMs,
    requestTimeout: LIMITS.requestTimeoutMs,
  });
  app.server.maxConnections = LIMITS.maxConnections;
  // ... and never answered as a 500 when it closes the answer before its first bytes.
  registerPlayerLeft(app);
  // Bodies are the backend's to read and limit: the tier passes them on as they come.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Each write is flushed to the player: a page streamed by slot (the frame, then each slot)
    // would otherwise wait in the compressor until the whole page is drawn.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 }, flush: zlib.constants.BROTLI_OPERATION_FLUSH },
    zlibOptions: { flush: zlib.constants.Z_SYNC_FLUSH },
  });

  let renderOff: string | null = null;
  let pages = renderer ?? null;
  if (pages === null) {
    if (!options.render.enabled) renderOff = 'SSR=off';
    else {
      const started = RenderPool.start({
        bundlesRoot: options.bundlesRoot,
        backendOrigin: options.backendOrigin.origin,
        slotCacheMs: options.render.slotCacheMs,
        workerFile: options.render.workerFile,
        threads: options.render.threads,
        renderTimeoutMs: options.render.renderTimeoutMs,
      });
      pages = started.pool;
      renderOff = started.reason ?? null;
      const pool = started.pool;
      if (pool) {
        app.log.info(`drawing pages on ${pool.threads} render threads`);
        app.addHook('onClose', () => pool.close());
      }
    }
  }
  if (renderOff) app.log.warn(`server rendering off: ${renderOff}`);

  // One admission for the process: budgets per address, renders in flight, event-loop delay.
  const admission = new RenderAdmission(options.render.admission);
  // The backend's shell page per host, for seconds: a page flood costs the backend nothing more.
  const shells = new ShellPageCache(options.render.shellCacheMs);
  // Renders, shed renders and cache hits for the operator console, posted to the backend.
  const figures = new TierFigures();
  // Until the backend has answered once it is most likely still starting (the two start side by
  // side): not reaching it then is a note, not an error an operator is paged for.
  let backendAnswered = false;
  const stopReporting = reportFigures(figures, options.backendOrigin, options.reportEveryMs, (error) =>
    backendAnswered
      ? app.log.warn({ err: error }, 'render tier figures not delivered to the backend')
      : app.log.info({ err: error }, 'render tier figures not delivered: the backend has not answered yet'),
  );
  app.addHook('onClose', async () => stopReporting());

  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '';
    // The tier's own report to the backend: never a player's to send (the backend trusts this tier).
    if (path === RENDER_TIER_REPORT_PATH) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    const drawn = pages !== null && request.method === 'GET' && path !== '/m/index.html' && pages.isServerRendered(path);
    const trusted = fromTrustedProxy(options.trustedProxies, request.socket.remoteAddress);
    const headers = backendHeaders(request, trusted);
    // The shell page is read here to be drawn into: it comes plain, the tier compresses the page.
    if (drawn) headers['accept-encoding'] = 'identity';
    const body =
      request.body && typeof (request.body as NodeJS.ReadableStream).pipe === 'function' ? (request.body as NodeJS.ReadableStream) : null;
    // The backend's page differs by host and path (its merchant; the manifests a path draws first).
    let kept: ServedShellPage | null = drawn ? shells.get(request.protocol, request.host, path) : null;
    if (drawn) figures.lookedUp(kept !== null);
    let answer;
    try {
      if (!kept) answer = await askBackend(options.backendOrigin, request, headers, body);
      backendAnswered = true;
    } catch (error) {
      // A connection the backend dropped is dropped for the player too, as a network failure
      // (the page says "Network Error" and Chromium may retry); only a backend that cannot be
      // reached at all is a 502.
      if (isDroppedByBackend(error)) {
        request.log.warn({ err: error }, 'backend dropped the connection');
        reply.hijack();
        request.raw.socket.destroy();
        return reply;
      }
      if (backendAnswered) request.log.error({ err: error }, 'backend unreachable');
      else request.log.warn({ err: error }, 'backend not answering yet: starting, or unreachable');
      return reply.code(502).type('text/plain; charset=utf-8').send('The service is starting or unreachable: try again in a moment.');
    }
    if (answer) {
      const type = String(answer.headers['content-type'] ?? '');
      if (!drawn || answer.status !== 200 || !type.startsWith('text/html') || answer.headers[BROWSER_COMPOSES_HEADER]) {
        copyAnswerHeaders(reply, answer.headers, [BROWSER_COMPOSES_HEADER]);
        return reply.code(answer.status).send(answer.body);
      }
      // The shell page read once (kept read): the merchant and registry the backend decided, and
      // where the render goes (server/src/ssr/page-template.ts). The tier never reads the config folder.
      kept = servedShellPage({ headers: answer.headers, html: await readText(answer.body) });
      shells.put(request.protocol, request.host, path, kept);
    }
    const { html, parts: shell } = kept!;
    // The device's canaries: its cookie, the one the backend's answer just set (a first visit), or
    // one set here (a kept page carries no cookie).
    const deviceId = deviceIdInSetCookie(kept!.headers['set-cookie']) ?? deviceIdFor(request, reply);
    const ask: PageAsk = {
      method: request.method,
      url: request.url,
      protocol: request.protocol,
      authority: request.host,
      merchant: shell?.merchant ?? null,
      ip: request.ip,
      headers: request.headers,
      log: request.log,
      deviceId,
    };
    const rendered = await renderedPage(ask, shell, {
      renderer: pages!,
      slotBudgetMs: options.render.slotBudgetMs,
      frameHoldMs: options.render.frameHoldMs,
      admission,
    });
    figures.answered(rendered !== null);
    copyAnswerHeaders(reply, kept!.headers, ['content-length', 'content-encoding', 'etag', 'last-modified', BROWSER_COMPOSES_HEADER]);
    // Drawn for this player's language (and within this address's budget): no shared cache keeps it.
    if (rendered) reply.header('Vary', 'Host, Accept-Language, Cookie').header('Cache-Control', 'private, no-cache');
    return reply.code(200).send(rendered ?? html);
  };

  app.route({ method: [...METHODS], url: '/', handler: forward });
  app.route({ method: [...METHODS], url: '/*', handler: forward });
  return { app, renderOff };
}
