/**
 * Serves each merchant its federation registry (which remote versions it gets). A merchant
 * without a file of its own gets the default registry. Read from disk on every request, so
 * publishing a remote version (scripts/publish-remote.ts) takes effect on the next page load.
 * The shell's page carries the same document (static/page-registry.ts).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { readTenantConfig, resolveTenant } from '../tenancy/tenants';

const MERCHANT_CODE = /^[A-Za-z0-9_-]{1,64}$/;

async function readText(configDir: string, name: string): Promise<string | null> {
  if (!MERCHANT_CODE.test(name)) return null;
  try {
    return await fs.readFile(path.join(configDir, 'registry', `${name}.json`), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * The registry text a host gets: its merchant's own file exactly as the operator wrote it (the
 * shell validates it and falls back to the default registry when it is malformed), else the
 * default document naming the merchant; null when there is neither.
 */
export async function registryTextFor(configDir: string, host: string | undefined, merchantFirst = true): Promise<string | null> {
  const { merchant } = resolveTenant(readTenantConfig(configDir), host);
  const own = merchantFirst ? await readText(configDir, merchant) : null;
  if (own !== null) return own;
  const fallback = await readText(configDir, 'default');
  if (fallback === null) return null;
  const doc = JSON.parse(fallback) as Record<string, unknown>;
  return JSON.stringify({ ...doc, merchant });
}

export function registerRegistryRoutes(app: FastifyInstance, configDir: string): void {
  const routes = [
    ['/m/federation/registry.json', true],
    ['/m/federation/registry.default.json', false],
  ] as const;
  for (const [url, merchantFirst] of routes) {
    app.get(url, async (request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      const text = await registryTextFor(configDir, request.headers.host, merchantFirst);
      if (text === null) return reply.code(404).send({ success: false, errorCode: 'registry_missing', message: 'no registry' });
      return reply.type('application/json').send(text);
    });
  }
}
