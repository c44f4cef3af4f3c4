/**
 * Serves the built shell under /m/ and each remote under /m/remotes/<name>/<version>/, with
 * the SPA fallback: any other /m/ path gets the shell's page, whose router decides.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { REMOTE_PACKAGES } from './remote-packages';
import { cacheControlFor } from './cache-policy';
import { pageMerchant, withMerchantMeta } from './page-merchant';

export async function registerStaticRoutes(app: FastifyInstance, bundlesRoot: string, configDir: string): Promise<void> {
  const shellDist = path.join(bundlesRoot, 'shell/dist');
  const setHeaders = (reply: FastifyReply, filePath: string) => {
    reply.header('Cache-Control', cacheControlFor(filePath));
    // Scripts load with crossorigin="anonymous" (webpack crossOriginLoading), and remotes may
    // live on another origin than the shell: every built file is public, so any origin may read it.
    reply.header('Access-Control-Allow-Origin', '*');
    if (filePath.endsWith(`${path.sep}sw.js`)) reply.header('Service-Worker-Allowed', '/m/');
  };

  for (const remote of REMOTE_PACKAGES) {
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

  const sendShell = async (request: FastifyRequest, reply: FastifyReply) => {
    const indexPath = path.join(shellDist, 'index.html');
    if (!fs.existsSync(indexPath)) {
      return reply.code(503).type('text/plain').send('The shell is not built yet: run the build (see README).');
    }
    reply.header('Cache-Control', 'no-cache');
    // The page names its merchant, so the API client sends `Merchant` from its first call.
    const html = withMerchantMeta(await fs.promises.readFile(indexPath, 'utf8'), pageMerchant(configDir, request));
    return reply.type('text/html; charset=utf-8').send(html);
  };

  app.get('/', (_request, reply) => reply.redirect('/m/home', 302));
  app.get('/m', (_request, reply) => reply.redirect('/m/', 301));
  app.get('/m/', sendShell);
  // The service worker precaches this address as the shell: it gets the merchant too.
  app.get('/m/index.html', sendShell);

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const isAsset = /^\/m\/(?:assets|remotes|federation|icons)\//.test(url) || /\.(?:js|json|map|css|png|svg|webp|woff2)$/.test(url);
    if (request.method === 'GET' && url.startsWith('/m/') && !isAsset) return sendShell(request, reply);
    return reply.code(404).send({ success: false, errorCode: 'not_found', message: `${request.method} ${url} not found` });
  });
}
