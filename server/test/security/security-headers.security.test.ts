/**
 * Finding 8: /m pages had no security headers (`/m/login` rendered inside another site's frame).
 * Every /m page now carries a strict CSP whose nonce is on its script tags, and the headers that
 * stop framing, sniffing and Referer leaks; violations are stored at the report-uri.
 */
import fs from 'node:fs';
import path from 'node:path';
import { startSecurityServer, waitFor, type SecurityServer } from './security-server';

let server: SecurityServer;
beforeAll(async () => {
  server = await startSecurityServer();
});
afterAll(() => server.close());

const page = (pathname: string, headers: Record<string, string> = {}) =>
  server.app.inject({ url: pathname, headers: { host: 'demo.localhost', ...headers } });

describe.each(['/m/login', '/m/home', '/m/', '/m/index.html', '/m/member/home?token=abcdefgh12345678'])('%s', (pathname) => {
  it('carries a strict CSP whose nonce is the one on its scripts, and no-framing, nosniff, Referrer-Policy', async () => {
    const response = await page(pathname);
    expect(response.statusCode).toBe(200);
    const csp = String(response.headers['content-security-policy']);
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
    expect(nonce).toBeDefined();
    expect(response.body).toContain(`<script nonce="${nonce}" defer="defer" src="/m/assets/main.js">`);
    for (const directive of [
      "'strict-dynamic'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      'report-uri /m/csp-report',
    ])
      expect(csp).toContain(directive);
    expect(csp).not.toContain("'unsafe-eval'");
    expect(/script-src [^;]*'unsafe-inline'/.test(csp)).toBe(false);
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

it('draws a fresh nonce for every response', async () => {
  const nonces = await Promise.all(
    [1, 2, 3].map(async () => /'nonce-([^']+)'/.exec(String((await page('/m/home')).headers['content-security-policy']))?.[1]),
  );
  expect(new Set(nonces).size).toBe(3);
});

it('names the registry allowed origins in script-src and connect-src', async () => {
  const file = path.join(server.configDir, 'registry/default.json');
  const registry = JSON.parse(fs.readFileSync(file, 'utf8')) as { allowedOrigins: string[] };
  fs.writeFileSync(file, JSON.stringify({ ...registry, allowedOrigins: ['self', 'https://cdn.example.com'] }));
  const csp = String((await page('/m/home')).headers['content-security-policy']);
  expect(csp).toMatch(/script-src [^;]*https:\/\/cdn\.example\.com/);
  expect(csp).toMatch(/connect-src [^;]*https:\/\/cdn\.example\.com/);
});

it('sends HSTS when the request came over HTTPS (through a trusted proxy)', async () => {
  const proxied = await startSecurityServer({ trustedProxies: ['127.0.0.1'] });
  try {
    const response = await proxied.app.inject({ url: '/m/login', headers: { host: 'demo.localhost', 'x-forwarded-proto': 'https' } });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  } finally {
    await proxied.close();
  }
});

it('stores CSP violation reports, without the query of the page (a ?token= link stays out)', async () => {
  const report = {
    'csp-report': {
      'document-uri': 'http://demo.localhost/m/home?token=secret-token-1234',
      'violated-directive': 'script-src-elem',
      'blocked-uri': 'https://evil.example/x.js?k=1',
      'line-number': 3,
    },
  };
  const posted = await server.app.inject({
    method: 'POST',
    url: '/m/csp-report',
    headers: { host: 'demo.localhost', 'content-type': 'application/csp-report' },
    payload: JSON.stringify(report),
  });
  expect(posted.statusCode).toBe(204);
  const listed = (await page('/__csp/reports')).json() as { count: number; violations: Array<Record<string, unknown>> };
  expect(listed.violations).toEqual([
    expect.objectContaining({
      documentUri: 'http://demo.localhost/m/home',
      violatedDirective: 'script-src-elem',
      blockedUri: 'https://evil.example/x.js',
      line: 3,
    }),
  ]);
  expect(JSON.stringify(listed)).not.toContain('secret-token');
  // Written off the request path, a moment later.
  await waitFor(() => fs.existsSync(path.join(server.dataDir, 'csp-reports.jsonl')));
  expect(fs.readFileSync(path.join(server.dataDir, 'csp-reports.jsonl'), 'utf8')).toContain('script-src-elem');
  // Garbage is not an error: a 204 and nothing stored.
  expect(
    (
      await server.app.inject({
        method: 'POST',
        url: '/m/csp-report',
        headers: { 'content-type': 'application/csp-report' },
        payload: '{not json',
      })
    ).statusCode,
  ).toBe(204);
  expect(((await page('/__csp/reports')).json() as { count: number }).count).toBe(1);
});

it('lists reports only in the local demo', async () => {
  const production = await startSecurityServer({ demoMode: false });
  try {
    expect((await production.app.inject({ url: '/__csp/reports', headers: { host: 'demo.localhost' } })).statusCode).not.toBe(200);
  } finally {
    await production.close();
  }
});
