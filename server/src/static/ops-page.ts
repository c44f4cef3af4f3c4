/**
 * Serves the operator console (ops/dist, issue 39) at /ops: its hashed files under
 * /ops/assets/ cached for a year, and its one page for /ops/ and every other /ops/ address (the
 * console's router decides), never cached, with a fresh nonce and a strict policy of its own. The
 * console needs nothing from other origins: no remote, no third party, no inline style.
 * /ops/api/* is the console's API (server/src/ops); an address there that no route answers gets
 * the contract's JSON 404, never the page.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { cacheControlFor } from './cache-policy';
import { withNonce } from '../security/shell-page';
import { REPORT_PATH } from '../security/content-security-policy';

export const OPS_PREFIX = '/ops/';

/** The console's policy: its own scripts only (the page's, by nonce, and what they load), its own stylesheets, calls to its own origin. */
export function opsCsp(nonce: string): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    `report-uri ${REPORT_PATH}`,
  ].join('; ');
}

let cached: { file: string; mtimeMs: number; html: string } | null = null;

/** The built page, read again only when the file changed (a new build). */
function readPage(file: string): string | null {
  try {
    const stat = fs.statSync(file);
    if (cached?.file === file && cached.mtimeMs === stat.mtimeMs) return cached.html;
    const html = fs.readFileSync(file, 'utf8');
    cached = { file, mtimeMs: stat.mtimeMs, html };
    return html;
  } catch {
    return null;
  }
}

export async function registerOpsPage(app: FastifyInstance, bundlesRoot: string): Promise<void> {
  const dist = path.join(bundlesRoot, 'ops/dist');
  const assets = path.join(dist, 'assets');
  fs.mkdirSync(assets, { recursive: true });
  await app.register(fastifyStatic, {
    root: assets,
    prefix: `${OPS_PREFIX}assets/`,
    decorateReply: false,
    index: false,
    cacheControl: false,
    etag: true,
    lastModified: true,
    setHeaders: (reply: FastifyReply, filePath: string) => reply.header('Cache-Control', cacheControlFor(filePath)),
  });

  const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0] ?? '';
    if (url.startsWith(`${OPS_PREFIX}api/`)) {
      return reply.code(404).send({ error: 'invalid', message: `${request.method} ${url} is not part of the console's API` });
    }
    if (url.startsWith(`${OPS_PREFIX}assets/`)) return reply.code(404).type('text/plain').send('Not found');
    const html = readPage(path.join(dist, 'index.html'));
    if (html === null) return reply.code(503).type('text/plain').send('The operator console is not built yet: run the build (see README).');
    const nonce = crypto.randomBytes(18).toString('base64');
    return reply
      .header('Cache-Control', 'no-cache')
      .header('Content-Security-Policy', opsCsp(nonce))
      .type('text/html; charset=utf-8')
      .send(withNonce(html, nonce));
  };

  app.get('/ops', (_request, reply) => reply.redirect(OPS_PREFIX, 301));
  app.get(OPS_PREFIX, sendPage);
  app.get(`${OPS_PREFIX}*`, sendPage);
}
