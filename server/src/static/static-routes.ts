/**
 * Serves the built shell under /m/ and each remote under /m/remotes/<name>/<version>/, with
 * the SPA fallback: any other /m/ path gets the shell's page, whose router decides. The page
 * carries the merchant's theme in its head (theme-css.ts), so it paints in the merchant's
 * colours from the first frame; /m/index.html too, which the service worker precaches.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { REMOTE_NAMES } from '@m/shared/remotes';
import { cacheControlFor } from './cache-policy';
import { shellPage } from '../security/shell-page';
import { themedShellHtml } from '../merchants/theme/theme-css';
import type { MerchantTheme } from '../merchants/theme/merchant-theme';
import { pageMerchant, withMerchantMeta, withMerchantName } from './page-merchant';
import { askedLanguage, offlinePage, type PageBrand } from './offline-page';
import { languageCookie } from '../ssr/request-language';
import { firstRemotesOf, withRegistry } from './page-registry';
import { registryTextFor } from '../federation/registry-routes';
import type { RegistryRead } from '../federation/registry-files';
import { diskRegistries, type RegistrySource } from '../federation/registry-source';
import { deviceIdFor } from './device-cookie';
import { requireRequestMerchant } from '../tenancy/request-merchant-hook';
import { pageAskOf, renderedPage, type ServerRenderOptions } from '../ssr/send-rendered';
import { readShellPage } from '../ssr/page-template';

/** The SPEC's second address of the build manifest (section 7 "Also"). */
export const LEGACY_ASSET_MANIFEST = '/mobile/mc/asset-manifest.json';

export interface StaticOptions {
  /** Where the registries and merchant files live (the CSP names the registry's origins). */
  configDir: string;
  /** The theme of a merchant code; null leaves the shell's default look. */
  themeFor?: (merchant: string) => MerchantTheme | null;
  /** The merchant's name and languages, for the pages that must name it without a network (offline). */
  brandFor?: (merchant: string) => PageBrand | null;
  /** Public routes drawn on the server (issue 23); without it every page is composed in the browser. */
  serverRender?: ServerRenderOptions;
  /**
   * Behind a render tier (server/src/render-tier): pages it must leave to the browser (fault
   * scenarios) are marked with BROWSER_COMPOSES_HEADER, which the tier reads and removes.
   */
  browserComposes?: (request: FastifyRequest) => boolean;
  /** Where the registries come from (the release bucket, issue 38); default: configDir's registry files. */
  registries?: RegistrySource;
}

/** Set on a shell page the render tier must not draw; never reaches the player. */
export const BROWSER_COMPOSES_HEADER = 'x-m-browser-composes';

export async function registerStaticRoutes(app: FastifyInstance, bundlesRoot: string, options: StaticOptions): Promise<void> {
  requireRequestMerchant(app, 'the static routes');
  const registries = options.registries ?? diskRegistries(options.configDir);
  const shellDist = path.join(bundlesRoot, 'shell/dist');
  const setHeaders = (reply: FastifyReply, filePath: string) => {
    reply.header('Cache-Control', cacheControlFor(filePath));
    // Scripts load with crossorigin="anonymous" (webpack crossOriginLoading), and remotes may
    // live on another origin than the shell: every built file is public, so any origin may read it.
    reply.header('Access-Control-Allow-Origin', '*');
    if (filePath.endsWith(`${path.sep}sw.js`)) reply.header('Service-Worker-Allowed', '/m/');
  };

  for (const remote of REMOTE_NAMES) {
    const root = path.join(bundlesRoot, remote, 'dist');
    fs.mkdirSync(root, { recursive: true });
    await app.register(fastifyStatic, {
      root,
      prefix: `/m/remotes/${remote}/`,
      decorateReply: false,
      index: false,
      cacheControl: false,
      etag: true,
      lastModified: true,
      setHeaders,
    });
  }

  fs.mkdirSync(shellDist, { recursive: true });
  await app.register(fastifyStatic, {
    root: shellDist,
    prefix: '/m/',
    index: false,
    cacheControl: false,
    wildcard: true,
    setHeaders,
  });

  /** The registry this merchant gets, for the page to carry; none when it cannot be read (the shell then fetches it). */
  const registryText = async (request: FastifyRequest, registry: RegistryRead): Promise<string | null> => {
    try {
      return await registryTextFor(registry, request.merchant.code);
    } catch (error) {
      request.log.warn({ err: error }, 'registry not embedded in the page');
      return null;
    }
  };

  const sendShell = async (request: FastifyRequest, reply: FastifyReply) => {
    // One merchant for the whole page (request.merchant), and its registry files read once for
    // both the policy and the page's copy.
    const { merchant } = request;
    const registry = registries.reader();
    const page = await shellPage(path.join(shellDist, 'index.html'), options.configDir, {
      merchant,
      registry,
      protocol: request.protocol,
      releaseOrigins: registries.origins,
    });
    if (!page) {
      return reply.code(503).type('text/plain').send('The shell is not built yet: run the build (see README).');
    }
    reply.header('Cache-Control', 'no-cache');
    // Several merchants share one URL space on different hosts: a cache must key on Host.
    reply.header('Vary', 'Host');
    // A fresh nonce per response: the policy and the page's script tags name the same one.
    reply.header('Content-Security-Policy', page.csp);
    const theme = merchant.code === null ? null : (options.themeFor?.(merchant.code) ?? null);
    const themed = theme ? themedShellHtml(page.html, theme.code, theme.theme) : page.html;
    // The page names its merchant, so the API client sends `Merchant` from its first call.
    const brand = merchant.code === null ? null : (options.brandFor?.(merchant.code) ?? null);
    const named = withMerchantName(withMerchantMeta(themed, pageMerchant(merchant)), brand?.name ?? null);
    // The merchant's registry rides along: a first visit needs no round trip to learn its remotes.
    const registryCopy = await registryText(request, registry);
    // Preloads for the manifests of the remotes this address draws first, no other (issue 37).
    const html = withRegistry(named, registryCopy, firstRemotesOf(request.url.split('?')[0] ?? ''));
    reply.type('text/html; charset=utf-8');
    if (options.browserComposes?.(request)) reply.header(BROWSER_COMPOSES_HEADER, '1');
    const render = options.serverRender;
    // The device's id (set now on a first visit) decides its canaries, here and in the shell alike.
    const deviceId = deviceIdFor(request, reply);
    const rendered =
      render && !render.skip?.(request) ? await renderedPage({ ...pageAskOf(request), deviceId }, readShellPage(html), render) : null;
    // A drawn page is in the language the cookie or Accept-Language asked for.
    // It is drawn for this player's language and address budget: no shared cache keeps it.
    if (rendered) reply.header('Vary', 'Host, Accept-Language, Cookie').header('Cache-Control', 'private, no-cache');
    return reply.send(rendered ?? html);
  };

  // SPEC section 7 lists the build manifest at /mobile/mc/asset-manifest.json too (the original's
  // second front end). The shell is this product's one page build: the same file answers there,
  // so an operator's deploy check or CDN purge written for that path reads this build's files.
  app.get(LEGACY_ASSET_MANIFEST, (_request, reply) => {
    setHeaders(reply, path.join(shellDist, 'asset-manifest.json'));
    return reply.sendFile('asset-manifest.json', shellDist);
  });
  // The service worker's offline page, in the merchant's name, colours and language (offline-page.ts):
  // the one asked for (`?lang=`, the worker following the player's choice), else the cookie's.
  app.get('/m/offline.html', async (request, reply) => {
    const code = request.merchant.code;
    const brand = code === null ? null : (options.brandFor?.(code) ?? null);
    setHeaders(reply, path.join(shellDist, 'offline.html'));
    if (code === null || !brand) return reply.sendFile('offline.html', shellDist);
    let template: string;
    try {
      template = await fs.promises.readFile(path.join(shellDist, 'offline.html'), 'utf8');
    } catch {
      return reply.code(503).type('text/plain').send('The shell is not built yet: run the build (see README).');
    }
    const theme = options.themeFor?.(code) ?? null;
    reply.header('Vary', 'Host, Cookie');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        offlinePage(
          template,
          { code, brand, theme: theme?.theme ?? null },
          askedLanguage(request.query, languageCookie(request.headers.cookie)),
        ),
      );
  });
  app.get('/', (_request, reply) => reply.redirect('/m/home', 302));
  app.get('/m', (_request, reply) => reply.redirect('/m/', 301));
  app.get('/m/', (request, reply) => sendShell(request, reply));
  // The file itself too: it needs its nonce like every other way to the shell, and the service
  // worker precaches this address as the shell: it gets the merchant too.
  app.get('/m/index.html', (request, reply) => sendShell(request, reply));

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const isAsset = /^\/m\/(?:assets|remotes|federation|icons)\//.test(url) || /\.(?:js|json|map|css|png|svg|webp|woff2)$/.test(url);
    // HEAD too: link checkers and uptime monitors ask a page with HEAD and must not be told 404.
    const reads = request.method === 'GET' || request.method === 'HEAD';
    if (reads && url.startsWith('/m/') && !isAsset) return sendShell(request, reply);
    return reply.code(404).send({ success: false, errorCode: 'not_found', message: `${request.method} ${url} not found` });
  });
}
