/**
 * The floor (issue 17, point 1a): the same rendered page served as static HTML. Each route is
 * rendered once by the real product, its DOM taken after it became usable, scripts removed (the
 * styles stay: the page's own and those the bundles injected), and served by a small proxy that
 * hands every other request (images, manifest, icons) to the product server. The same proxy,
 * without pages, counts what reaches the network on a repeat visit (warm-visit.ts).
 */
import http from 'node:http';
import zlib from 'node:zlib';
import type { Browser } from '@playwright/test';
import { devices } from '@playwright/test';
import { waitUntilUsable, watchUsable, type RouteCase } from '../../e2e/reports/first-load';
import { SESSION_STORAGE_KEY, type SessionInfo } from '../../shared/src/contract/session-info';

/**
 * The page without anything that runs: script elements, and the preloads of scripts and of the
 * remote manifests only scripts read (the page's image preloads stay: they are part of its paint).
 */
export function stripScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<script\b[^>]*\/>/gi, '')
    .replace(/<link\b[^>]*\brel=["']?(?:modulepreload|preload)["']?[^>]*\bas=["']?(?:script|fetch)["']?[^>]*>/gi, '')
    .replace(/<link\b[^>]*\bas=["']?(?:script|fetch)["']?[^>]*\brel=["']?(?:modulepreload|preload)["']?[^>]*>/gi, '')
    .replace(/<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>/gi, '');
}

/** Seeds the shell's session before any script of the page runs (and keeps service workers out). */
export function sessionInitScript(session: SessionInfo | null): string {
  const seed = session
    ? `try { sessionStorage.setItem(${JSON.stringify(SESSION_STORAGE_KEY)}, ${JSON.stringify(JSON.stringify(session))}); } catch (e) {}`
    : '';
  return `${seed}\ntry { delete Navigator.prototype.serviceWorker; } catch (e) {}`;
}

/** Renders `route` on the product and returns its DOM as static HTML. */
export async function captureFloor(browser: Browser, origin: string, route: RouteCase, session: SessionInfo | null): Promise<string> {
  const context = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'block' });
  try {
    await context.addInitScript({ content: sessionInitScript(session) });
    const page = await context.newPage();
    await watchUsable(page, route);
    await page.goto(origin + route.url);
    await waitUntilUsable(page);
    await page.waitForLoadState('networkidle');
    return stripScripts(await page.content());
  } finally {
    await context.close();
  }
}

export interface ProxyServer {
  port: number;
  /** Paths (with query) of the requests that reached the proxy since the last `reset`. */
  seen(): string[];
  reset(): void;
  close: () => Promise<void>;
}

/**
 * Serves `pages` (key: `<host name><path and query>`) itself, compressed as the product server
 * would; passes anything else to the product server on `targetPort`, keeping the host name so
 * that the merchant is the same.
 */
export function startProxy(port: number, targetPort: number, pages: Map<string, string> = new Map()): Promise<ProxyServer> {
  let seen: string[] = [];
  const server = http.createServer((request, response) => {
    const hostName = (request.headers.host ?? '').split(':')[0] ?? '';
    const pathAndQuery = request.url ?? '/';
    seen.push(pathAndQuery);
    const page = request.method === 'GET' ? pages.get(hostName + pathAndQuery) : undefined;
    if (page !== undefined) {
      const brotli = /\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''));
      const body = brotli ? zlib.brotliCompressSync(page, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }) : Buffer.from(page);
      response.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-cache',
        ...(brotli ? { 'Content-Encoding': 'br' } : {}),
      });
      response.end(body);
      return;
    }
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: targetPort,
        method: request.method,
        path: pathAndQuery,
        headers: { ...request.headers, host: `${hostName}:${targetPort}` },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', (error) => {
      response.writeHead(502, { 'Content-Type': 'text/plain' });
      response.end(`bench proxy: ${error.message}`);
    });
    request.pipe(upstream);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        port,
        seen: () => [...seen],
        reset: () => void (seen = []),
        close: () => new Promise<void>((done) => server.close(() => done())),
      }),
    );
  });
}
