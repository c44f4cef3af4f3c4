/**
 * A merchant's static files (app icons, banners, iOS profile) from
 * `<CONFIG_DIR>/merchants/<code>/static/`, under /wps/static/<code>/... Only that folder is
 * served: the merchant's JSON files (secrets, test passwords) never are.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { MERCHANT_CODE } from '../../merchants/merchant-catalog';
import type { WpsContext } from '../wps-context';
import { messageFor } from '../http/messages';
import { languageOf } from '../http/define-route';
import { registerFaviconRoute } from './favicon-route';

const TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.mobileconfig': 'application/x-apple-aspen-config',
};

export function registerMerchantStaticRoutes(scope: FastifyInstance, ctx: WpsContext): void {
  registerFaviconRoute(scope, ctx);
  scope.get('/wps/static/:merchant/*', async (request, reply) => {
    const { merchant, '*': rest } = request.params as { merchant: string; '*': string };
    const notFound = () => reply.code(404).send({ success: false, errorCode: 'not_found', message: 'Not found.' });
    if (!MERCHANT_CODE.test(merchant)) return notFound();
    const root = path.join(ctx.catalog.merchantsDir(), merchant, 'static');
    let relative: string;
    try {
      relative = decodeURIComponent(rest);
    } catch {
      // `%25` decodes once to `%`, a second decode throws: a bad address, not a server fault.
      return reply.code(400).send({ success: false, errorCode: 'path_invalid', message: messageFor('path_invalid', languageOf(request)) });
    }
    if (relative.includes('\0')) return notFound();
    const file = path.resolve(root, relative);
    const type = TYPES[path.extname(file).toLowerCase()];
    if (!type || !file.startsWith(`${root}${path.sep}`)) return notFound();
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      return notFound();
    }
    if (!stat.isFile()) return notFound();
    const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
    reply.header('Cache-Control', 'public, max-age=3600').header('ETag', etag).header('Access-Control-Allow-Origin', '*');
    // SVG may carry script: never let one run in this origin.
    if (type === 'image/svg+xml') reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type(type).send(fs.createReadStream(file));
  });
}
