/**
 * The catalogue is the contract: every endpoint of shared/src/contract/endpoints.ts must have a
 * route on the server and be called by name in a contract test. A new catalogue entry without
 * either fails here instead of answering 404 in production.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CONTRACT, ENDPOINTS } from '@m/shared/contract';
import { startContractServer, type ContractServer } from './contract-server';

let server: ContractServer;
beforeAll(async () => {
  server = await startContractServer();
});
afterAll(() => server.close());

describe('catalogue coverage', () => {
  it('has a server route for every catalogue endpoint, with the catalogue method and path', () => {
    const missing = Object.entries(ENDPOINTS).filter(
      ([, endpoint]) => !server.app.hasRoute({ method: endpoint.method, url: endpoint.path }),
    );
    expect(missing.map(([name, endpoint]) => `${name}: ${endpoint.method} ${endpoint.path}`)).toEqual([]);
  });

  it('declares the request and answer of exactly the catalogue endpoints', () => {
    expect(Object.keys(CONTRACT).sort()).toEqual(Object.keys(ENDPOINTS).sort());
  });

  it('calls every catalogue endpoint by name in a contract test', () => {
    const sources = fs
      .readdirSync(__dirname)
      .filter((file) => file.endsWith('.contract.test.ts') || file === 'captcha-answers.ts')
      .map((file) => fs.readFileSync(path.join(__dirname, file), 'utf8'))
      .join('\n');
    // The manifest and the key are fetched as the browser and the client fetch them (no envelope / implicit).
    const implicit = new Set(['systemManifest', 'rsaKey']);
    const uncalled = Object.keys(ENDPOINTS).filter((name) => !implicit.has(name) && !sources.includes(`('${name}'`));
    expect(uncalled).toEqual([]);
    expect(sources).toContain('/wps/system/manifest.json');
    expect(sources).toContain('/wps/session/key/rsa');
  });
});
