/**
 * The operator console as the backend serves it (issue 39): its page at /ops/ and every console
 * address, with a fresh nonce and a strict policy, never cached; its hashed files cached for a
 * year; the API's addresses never answered with the page.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerOpsPage } from './ops-page';

const PAGE =
  '<!doctype html><html><head><link rel="stylesheet" href="/ops/assets/ops.0123abcd.css"><script defer src="/ops/assets/main.89abcdef.js"></script></head><body><div id="root"></div></body></html>';

let root: string;
let app: FastifyInstance;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'ops-page-'));
  fs.mkdirSync(path.join(root, 'ops/dist/assets'), { recursive: true });
  fs.writeFileSync(path.join(root, 'ops/dist/index.html'), PAGE);
  fs.writeFileSync(path.join(root, 'ops/dist/assets/main.89abcdef.js'), 'console.log(1)');
  fs.writeFileSync(path.join(root, 'ops/dist/assets/ops.0123abcd.css'), 'body{}');
  app = Fastify();
  await registerOpsPage(app, root);
  // An API route as server/src/ops registers them: it wins over the page's catch-all.
  app.get('/ops/api/merchants', (_request, reply) => reply.code(401).send({ error: 'unauthenticated', message: 'Sign in' }));
  await app.ready();
});

afterAll(async () => {
  await app.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1];

describe('the operator console page', () => {
  it.each(['/ops/', '/ops/releases?merchant=demo', '/ops/sign-in', '/ops/experience/deep/link'])(
    '%s gets the page with a fresh nonce on its script, no-cache',
    async (url) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      const csp = String(response.headers['content-security-policy']);
      const nonce = nonceOf(csp);
      expect(nonce).toBeTruthy();
      expect(response.body).toContain(`<script nonce="${nonce}" defer src="/ops/assets/main.89abcdef.js">`);
      const again = await app.inject({ url });
      expect(nonceOf(String(again.headers['content-security-policy']))).not.toBe(nonce);
    },
  );

  it('has a strict policy: no inline script or style, nothing from another origin, no framing', async () => {
    const csp = String((await app.inject({ url: '/ops/' })).headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'(;|$)/);
    expect(csp).toContain("style-src 'self';");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('https:');
  });

  it('sends /ops to /ops/', async () => {
    const response = await app.inject({ url: '/ops' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/ops/');
  });

  it('serves the hashed files for a year, and a missing one as 404 (never the page)', async () => {
    const script = await app.inject({ url: '/ops/assets/main.89abcdef.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const sheet = await app.inject({ url: '/ops/assets/ops.0123abcd.css' });
    expect(sheet.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await app.inject({ url: '/ops/assets/main.00000000.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<html');
  });

  it("leaves /ops/api/ to the API: its routes answer, and an unknown address is the contract's JSON 404", async () => {
    const known = await app.inject({ url: '/ops/api/merchants' });
    expect(known.statusCode).toBe(401);
    expect(known.json()).toEqual({ error: 'unauthenticated', message: 'Sign in' });
    const unknown = await app.inject({ url: '/ops/api/nothing-here' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'invalid' });
  });
});

describe('before the console is built', () => {
  it('says so instead of a blank page', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'ops-empty-'));
    const bare = Fastify();
    await registerOpsPage(bare, empty);
    const response = await bare.inject({ url: '/ops/releases' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('not built');
    await bare.close();
    fs.rmSync(empty, { recursive: true, force: true });
  });
});
