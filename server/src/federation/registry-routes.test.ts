import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { registerRegistryRoutes } from './registry-routes';
import { TenantDirectory } from '../tenancy/tenant-directory';
import { registerRequestMerchant } from '../tenancy/request-merchant-hook';

function configDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-'));
  fs.mkdirSync(path.join(dir, 'registry'));
  fs.writeFileSync(
    path.join(dir, 'tenants.json'),
    JSON.stringify({ defaultMerchant: 'demo', hosts: { 'demo.test': 'demo', 'lotus.test': 'lotus', 'bad.test': 'bad' } }),
  );
  fs.writeFileSync(
    path.join(dir, 'registry/default.json'),
    JSON.stringify({ schemaVersion: 1, merchant: 'default', allowedOrigins: ['self'], remotes: [] }),
  );
  fs.writeFileSync(
    path.join(dir, 'registry/lotus.json'),
    JSON.stringify({ schemaVersion: 1, merchant: 'lotus', allowedOrigins: ['self'], remotes: [{ name: 'mf-games' }] }),
  );
  fs.writeFileSync(path.join(dir, 'registry/bad.json'), '{ not json');
  return dir;
}

describe('federation registry per merchant', () => {
  const app = Fastify();
  const dir = configDir();
  registerRequestMerchant(app, new TenantDirectory(dir));
  registerRegistryRoutes(app, dir);

  it('gives a merchant its own registry, as written', async () => {
    const response = await app.inject({ url: '/m/federation/registry.json', headers: { host: 'lotus.test:8080' } });
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toMatchObject({ merchant: 'lotus', remotes: [{ name: 'mf-games' }] });
  });

  it('gives a merchant without one the default registry, naming the merchant', async () => {
    const response = await app.inject({ url: '/m/federation/registry.json', headers: { host: 'demo.test' } });
    expect(response.json()).toMatchObject({ merchant: 'demo', remotes: [] });
  });

  it('passes a malformed file on untouched, for the shell to reject and fall back', async () => {
    const response = await app.inject({ url: '/m/federation/registry.json', headers: { host: 'bad.test' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('{ not json');
    const fallback = await app.inject({ url: '/m/federation/registry.default.json', headers: { host: 'bad.test' } });
    expect(fallback.json()).toMatchObject({ merchant: 'bad', schemaVersion: 1 });
  });
});
