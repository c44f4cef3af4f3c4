/**
 * The one place the server decides which merchant a request belongs to: an onRequest step that
 * reads the host once (Fastify's `request.host`: X-Forwarded-Host only from a TRUSTED_PROXIES
 * peer, else the Host header) and resolves it through the shared TenantDirectory. Everything
 * that serves a merchant reads `request.merchant`: the page (its policy, theme, meta and
 * registry), the registry routes, /wps, its CORS and the emulators, so no two of them can
 * disagree about the merchant of one request.
 */
import type { FastifyInstance } from 'fastify';
import type { RequestMerchant, TenantDirectory } from './tenant-directory';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by registerRequestMerchant's onRequest step before any handler runs. */
    merchant: RequestMerchant;
  }
}

const DECORATION = 'merchant';

/** Registers the step on the root instance, before any route that reads `request.merchant`. */
export function registerRequestMerchant(app: FastifyInstance, tenants: TenantDirectory): void {
  // Declared without a value: Fastify shapes every request with the property, the step fills it.
  app.decorateRequest(DECORATION);
  app.addHook('onRequest', async (request) => {
    request.merchant = tenants.resolve(request.host ?? '');
  });
}

/** Routes that read `request.merchant` refuse to be registered without the step (a wiring mistake, not a request error). */
export function requireRequestMerchant(app: FastifyInstance, who: string): void {
  if (!app.hasRequestDecorator(DECORATION))
    throw new Error(`${who} reads request.merchant: call registerRequestMerchant(app, tenants) first`);
}
