/**
 * Serves each merchant its federation registry (which remote versions it gets). A merchant
 * without a registry of its own gets the default registry. Read from disk on every request (so
 * publishing a remote version with scripts/publish-remote.ts takes effect on the next page load),
 * or with a release bucket from the bucket (registry-source.ts), which the page's copy reads too.
 * The shell's page carries the same document (static/page-registry.ts).
 */
import type { FastifyInstance } from 'fastify';
import { requireRequestMerchant } from '../tenancy/request-merchant-hook';
import type { RegistryRead } from './registry-files';
import { diskRegistries, type RegistrySource } from './registry-source';

/**
 * The registry text a merchant gets: its own file exactly as the operator wrote it (the shell
 * validates it and falls back to the default registry when it is malformed), else the default
 * document naming the merchant; null when there is neither. `merchant` is the request's
 * (request.merchant.code): null while tenants.json is unreadable, which fails the request.
 */
export async function registryTextFor(read: RegistryRead, merchant: string | null, merchantFirst = true): Promise<string | null> {
  if (merchant === null) throw new Error('tenants.json is unreadable: no merchant, so no registry');
  const own = merchantFirst ? await read(merchant) : null;
  if (own !== null) return own;
  const fallback = await read('default');
  if (fallback === null) return null;
  const doc = JSON.parse(fallback) as Record<string, unknown>;
  return JSON.stringify({ ...doc, merchant });
}

/** `registries`: a config folder (its registry files), or where registries come from (registry-source.ts). */
export function registerRegistryRoutes(app: FastifyInstance, registries: RegistrySource | string): void {
  const source = typeof registries === 'string' ? diskRegistries(registries) : registries;
  requireRequestMerchant(app, 'the registry routes');
  const routes = [
    ['/m/federation/registry.json', true],
    ['/m/federation/registry.default.json', false],
  ] as const;
  for (const [url, merchantFirst] of routes) {
    app.get(url, async (request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      const text = await registryTextFor(source.reader(), request.merchant.code, merchantFirst);
      if (text === null) return reply.code(404).send({ success: false, errorCode: 'registry_missing', message: 'no registry' });
      return reply.type('application/json').send(text);
    });
  }
}
