import { Writable } from 'node:stream';
import http from 'node:http';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { runsCanary, type PageRenderer, type PageRequest } from '@m/shared/contract';
import { buildRenderTier } from './render-tier-app';
import { readRenderTierOptions } from './render-tier-options';
import { BROWSER_COMPOSES_HEADER } from '../static/static-routes';
import { RENDER_TIER_REPORT_PATH } from '@m/shared/ops';

const REGISTRY = JSON.stringify({
  schemaVersion: 1,
  merchant: 'lotus',
  allowedOrigins: ['self'],
  remotes: [{ name: 'mf-games', version: '1.0.0', manifest: '/m/remotes/mf-games/1.0.0/mf-manifest.json' }],
});

/** The backend's shell page, as server/src/static makes it: merchant meta, embedded registry, empty root. */
const SHELL =
  '<!doctype html><html><head><meta name="merchant" content="lotus">' +
  `<script type="application/json" id="m-registry">${REGISTRY}</script></head>` +
  '<body><div id="root"></div></body></html>';

/** A stand-in backend that records what it was asked. */
async function backend(shell = SHELL): Promise<{ origin: string; asked: http.IncomingHttpHeaders[]; close: () => Promise<void> }> {
  const asked: http.IncomingHttpHeaders[] = [];
  const server = http.createServer((request, response) => {
    asked.push(request.headers);
    if (request.url?.startsWith('/wps/')) {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ echoed: body })));
      return;
    }
    const headers: http.OutgoingHttpHeaders = {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      'content-security-policy': "script-src 'nonce-abc'",
    };
    if (request.url === '/m/login') headers[BROWSER_COMPOSES_HEADER] = '1';
    response.writeHead(200, headers).end(shell);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, asked, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

function renderer(seen: PageRequest[]): PageRenderer {
  return {
    isServerRendered: (path) => path === '/m/home' || path === '/m/login',
    retain: () => undefined,
    loadedVersions: () => 0,
    render: async (request) => {
      seen.push(request);
      const documentLanguage = { lang: 'th', dir: 'ltr' as const };
      return {
        language: 'TH',
        documentLanguage,
        root: (async function* () {
          yield { html: '<main data-drawn="yes"></main>', hints: [], styles: new Map() };
          // A slot that takes its time: streamed after the frame.
          if (request.search.includes('slow')) {
            await new Promise((resolve) => setTimeout(resolve, 700));
            yield { html: '<div hidden data-ssr-piece>late slot</div>', hints: [], styles: new Map() };
          }
        })(),
        body: Promise.resolve({
          language: 'TH',
          documentLanguage,
          handOver: { schemaVersion: 1, language: 'TH', config: null as never, slots: {} },
          slots: [],
        }),
      };
    },
  };
}

describe('the render tier in front of the backend', () => {
  let stand: Awaited<ReturnType<typeof backend>>;
  beforeEach(async () => {
    stand = await backend();
  });
  afterEach(() => stand.close());

  async function tier(seen: PageRequest[] = [], env: NodeJS.ProcessEnv = {}) {
    const options = readRenderTierOptions({
      BACKEND_ORIGIN: stand.origin,
      LOG_LEVEL: 'silent',
      TRUSTED_PROXIES: '',
      SSR_MAX_LOOP_DELAY_MS: '600000',
      ...env,
    });
    return (await buildRenderTier(options, renderer(seen))).app;
  }

  it('draws a public route into the backend’s shell page for the merchant the backend named, private to the player', async () => {
    const seen: PageRequest[] = [];
    const app = await tier(seen);
    const page = await app.inject({ method: 'GET', url: '/m/home?utm_source=x', headers: { host: 'lotus.example' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<main data-drawn="yes"></main>');
    expect(page.body).toContain('<html lang="th" dir="ltr">');
    expect(page.headers['cache-control']).toBe('private, no-cache');
    // The backend's policy (and its nonce) is the page's.
    expect(page.headers['content-security-policy']).toBe("script-src 'nonce-abc'");
    expect(seen[0]).toMatchObject({ merchant: 'lotus', path: '/m/home', search: '?utm_source=x' });
    expect(seen[0]!.entries).toEqual([
      { remote: 'mf-games', version: '1.0.0', url: '/m/remotes/mf-games/1.0.0/server/remoteEntry.js', integrity: null },
    ]);
  });

  it("holds each page's frame for the operator's SSR_FRAME_HOLD_MS (default 100 ms) and refuses a hold that is no time", async () => {
    const seen: PageRequest[] = [];
    await (await tier(seen)).inject({ method: 'GET', url: '/m/home', headers: { host: 'lotus.example' } });
    await (await tier(seen, { SSR_FRAME_HOLD_MS: '250' })).inject({ method: 'GET', url: '/m/home', headers: { host: 'lotus.example' } });
    expect(seen.map((request) => request.frameHoldMs)).toEqual([100, 250]);
    expect(() => readRenderTierOptions({ BACKEND_ORIGIN: stand.origin, SSR_FRAME_HOLD_MS: 'soon' })).toThrow(/SSR_FRAME_HOLD_MS/);
  });

  it('asks the backend for a host’s shell page once in a few seconds, however many pages a flood asks for, each with its own nonce', async () => {
    const app = await tier();
    const policies = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const page = await app.inject({ method: 'GET', url: `/m/home?utm_source=${i}`, headers: { host: 'lotus.example' } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<main data-drawn="yes"></main>');
      policies.add(String(page.headers['content-security-policy']));
    }
    expect(stand.asked).toHaveLength(1);
    expect(policies.size).toBe(5);
    // Another merchant's host is another page.
    await app.inject({ method: 'GET', url: '/m/home', headers: { host: 'demo.example' } });
    expect(stand.asked).toHaveLength(2);
  });

  it('streams the page to the player, compressed: the frame arrives while a slow slot is still being drawn', async () => {
    const app = await tier();
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as AddressInfo;
      for (const encoding of ['br', 'gzip'] as const) {
        const arrivals = await new Promise<{ frame: number; end: number; html: string }>((resolve, reject) => {
          const began = performance.now();
          http
            .get(
              { host: '127.0.0.1', port, path: '/m/home?slow=1', headers: { host: 'lotus.example', 'accept-encoding': encoding } },
              (answer) => {
                expect(answer.headers['content-encoding']).toBe(encoding);
                const plain = answer.pipe(encoding === 'br' ? zlib.createBrotliDecompress() : zlib.createGunzip());
                let html = '';
                let frame = 0;
                plain.on('data', (chunk: Buffer) => {
                  html += chunk.toString();
                  if (!frame && html.includes('data-drawn="yes"')) frame = performance.now() - began;
                });
                plain.on('end', () => resolve({ frame, end: performance.now() - began, html }));
                plain.on('error', reject);
              },
            )
            .on('error', reject);
        });
        expect(arrivals.html).toContain('late slot');
        expect(arrivals.frame).toBeGreaterThan(0);
        expect(arrivals.end - arrivals.frame).toBeGreaterThanOrEqual(500);
      }
    } finally {
      await app.close();
    }
  });

  it('sends a page the browser composes, whole, when the render thread crashes or runs out of time, before or after the frame', async () => {
    const options = readRenderTierOptions({
      BACKEND_ORIGIN: stand.origin,
      LOG_LEVEL: 'silent',
      TRUSTED_PROXIES: '',
      SSR_MAX_LOOP_DELAY_MS: '600000',
    });
    const failing = (when: 'before' | 'after' | 'after the frame') => ({
      isServerRendered: () => true,
      render: async () => {
        if (when === 'before') throw new Error('render thread exited');
        const documentLanguage = { lang: 'th', dir: 'ltr' as const };
        const failure = new Error('render of /m/home took over 3000 ms');
        const body = Promise.reject(failure);
        body.catch(() => undefined);
        return {
          language: 'TH',
          documentLanguage,
          root: (async function* () {
            if (when === 'after the frame') yield { html: '<main data-drawn="half"></main>', hints: [], styles: new Map() };
            throw failure;
          })(),
          body,
        };
      },
    });
    const before = await (await buildRenderTier(options, failing('before'))).app.inject({ method: 'GET', url: '/m/home' });
    expect(before.statusCode).toBe(200);
    expect(before.body).toBe(SHELL);
    const after = await (await buildRenderTier(options, failing('after'))).app.inject({ method: 'GET', url: '/m/home' });
    expect(after.statusCode).toBe(200);
    // The head went out first; the body is the shell's own, with its empty root for the browser.
    expect(after.body).toContain('<html lang="th" dir="ltr">');
    expect(after.body).toContain('<body><div id="root"></div></body></html>');
    // Failed once the frame was out: the page ends without a hand-over, so the browser composes it
    // anew rather than hydrating half a page.
    const half = await (await buildRenderTier(options, failing('after the frame'))).app.inject({ method: 'GET', url: '/m/home' });
    expect(half.statusCode).toBe(200);
    expect(half.body).toContain('<div id="root"><main data-drawn="half"></main></div></body></html>');
    expect(half.body).not.toContain('id="m-ssr"');
  });

  it('leaves a page the backend marks to the browser, and never shows the mark to the player', async () => {
    const seen: PageRequest[] = [];
    const app = await tier(seen);
    const page = await app.inject({ method: 'GET', url: '/m/login' });
    expect(page.body).toBe(SHELL);
    expect(page.headers[BROWSER_COMPOSES_HEADER]).toBeUndefined();
    expect(seen).toEqual([]);
  });

  it('forwards /wps with its body, and writes the forwarding headers itself (a client’s own are dropped)', async () => {
    const app = await tier();
    const answer = await app.inject({
      method: 'POST',
      url: '/wps/echo',
      headers: {
        host: 'lotus.example',
        'content-type': 'application/json',
        'x-forwarded-for': '6.6.6.6',
        'x-forwarded-host': 'demo.example',
        'cf-ipcountry': 'PH',
      },
      payload: '{"a":1}',
    });
    expect(answer.json()).toEqual({ echoed: '{"a":1}' });
    const headers = stand.asked.at(-1)!;
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers['x-forwarded-host']).toBe('lotus.example');
    expect(headers['cf-ipcountry']).toBeUndefined();
    expect(headers.host).toBe('lotus.example');
  });

  it("never forwards a player's request to the path the tier reports its own figures on (the backend trusts the tier)", async () => {
    const app = await tier();
    const before = stand.asked.length;
    for (const url of [RENDER_TIER_REPORT_PATH, `${RENDER_TIER_REPORT_PATH}?x=1`]) {
      const answer = await app.inject({ method: 'POST', url, headers: { host: 'lotus.example' }, payload: { renders: 1e6 } });
      expect(answer.statusCode).toBe(404);
    }
    expect(stand.asked.length).toBe(before);
  });

  it('answers 502 with a short text when the backend is down, never a blank page', async () => {
    const app = await tier();
    await stand.close();
    stand.close = async () => undefined;
    const answer = await app.inject({ method: 'GET', url: '/wps/anything' });
    expect(answer.statusCode).toBe(502);
    expect(answer.body).toMatch(/try again/);
  });

  it('logs a backend it cannot reach as still starting until it has answered once, and as an error after', async () => {
    const lines: { level: number; msg: string }[] = [];
    const logTo = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const text of chunk.toString('utf8').split('\n'))
          if (text.trim()) lines.push(JSON.parse(text) as { level: number; msg: string });
        done();
      },
    });
    const options = readRenderTierOptions({ BACKEND_ORIGIN: stand.origin, LOG_LEVEL: 'info', TRUSTED_PROXIES: '', SSR: 'off' });
    const startingApp = (await buildRenderTier({ ...options, logTo }, null)).app;
    const answeredApp = (await buildRenderTier({ ...options, logTo }, null)).app;
    expect((await answeredApp.inject({ method: 'GET', url: '/wps/anything' })).statusCode).toBe(200);
    await stand.close();
    stand.close = async () => undefined;
    const logged = async (app: typeof startingApp) => {
      lines.length = 0;
      expect((await app.inject({ method: 'GET', url: '/wps/anything' })).statusCode).toBe(502);
      return lines.filter((line) => /backend/.test(line.msg)).map((line) => [line.level, line.msg]);
    };
    expect(await logged(startingApp)).toEqual([[40, 'backend not answering yet: starting, or unreachable']]);
    expect(await logged(answeredApp)).toEqual([[50, 'backend unreachable']]);
  });

  it('draws each device with the version its canary choice gives it, and gives a device without an id one (issue 38)', async () => {
    const canary = { version: '1.1.0', manifest: '/m/remotes/mf-games/1.1.0/mf-manifest.json', share: 50 };
    const registry = JSON.parse(REGISTRY) as { remotes: Record<string, unknown>[] };
    registry.remotes[0]!.canary = canary;
    await stand.close();
    stand = await backend(SHELL.replace(REGISTRY, JSON.stringify(registry)));
    const seen: PageRequest[] = [];
    const app = await tier(seen);
    const devices = Array.from({ length: 40 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    const entry = { name: 'mf-games' as const, canary };
    const onCanary = devices.find((id) => runsCanary(entry, id))!;
    const onStable = devices.find((id) => !runsCanary(entry, id))!;

    for (const [id, version] of [
      [onCanary, '1.1.0'],
      [onStable, '1.0.0'],
    ] as const) {
      const page = await app.inject({ method: 'GET', url: '/m/home', headers: { host: 'lotus.example', cookie: `loginDeviceId=${id}` } });
      expect(page.headers['set-cookie']).toBeUndefined();
      expect(seen.at(-1)!.entries).toEqual([
        { remote: 'mf-games', version, url: `/m/remotes/mf-games/${version}/server/remoteEntry.js`, integrity: null },
      ]);
    }

    // A first visit (the shell page kept from the pages before: no cookie of the backend's) gets an id here.
    const first = await app.inject({ method: 'GET', url: '/m/home', headers: { host: 'lotus.example' } });
    const given = /^loginDeviceId=([0-9a-f-]{36}); Max-Age=31536000; Path=\/; SameSite=Lax$/.exec(String(first.headers['set-cookie']))?.[1];
    expect(given).toBeDefined();
    expect(seen.at(-1)!.entries[0]!.version).toBe(runsCanary(entry, given!) ? '1.1.0' : '1.0.0');
  });
});
