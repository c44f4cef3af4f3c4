/**
 * Cross-origin access for the fast-domain measurement (SPEC 7 ping): a page on one domain of a
 * merchant times the ping of the merchant's other domains, which needs CORS (the Merchant header
 * makes it a preflighted request). Only an origin whose host belongs to the *same* merchant as
 * the request (request.merchant, per config/tenants.json) is allowed; nothing else of /wps is
 * opened to other origins.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RequestMerchant, TenantDirectory } from '../../tenancy/tenant-directory';

export const SIBLING_CORS_HEADERS = 'Merchant, Language, Accept';

/** The Origin to echo when it is a sibling domain of the request's merchant; null otherwise. */
export function siblingOrigin(tenants: TenantDirectory, origin: string | undefined, merchant: RequestMerchant): string | null {
  if (!origin || !merchant.known || merchant.code === null) return null;
  let originHost: string;
  try {
    const url = new URL(origin);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    originHost = url.host;
  } catch {
    return null;
  }
  const from = tenants.resolve(originHost);
  return from.known && from.code === merchant.code ? origin : null;
}

function allow(reply: FastifyReply, origin: string): void {
  // The API client sends credentials (SPEC 7), so the answer must allow them to be readable.
  reply.header('Access-Control-Allow-Origin', origin).header('Access-Control-Allow-Credentials', 'true').header('Vary', 'Origin');
}

/** Adds the preflight route and the answer headers for one GET path. */
export function allowSiblingOrigins(scope: FastifyInstance, tenants: TenantDirectory, path: string): void {
  const originOf = (request: FastifyRequest) => siblingOrigin(tenants, request.headers.origin, request.merchant);
  scope.options(path, async (request, reply) => {
    const origin = originOf(request);
    if (!origin) return reply.code(403).send();
    allow(reply, origin);
    return reply
      .header('Access-Control-Allow-Methods', 'GET')
      .header('Access-Control-Allow-Headers', SIBLING_CORS_HEADERS)
      .header('Access-Control-Max-Age', '600')
      .code(204)
      .send();
  });
  scope.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || request.url.split('?')[0] !== path) return payload;
    const origin = originOf(request);
    if (origin) allow(reply, origin);
    return payload;
  });
}
