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
import { CAPTURE_EXPRESSION, type ReferenceCapture } from './react-reference/capture';

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

export interface CapturedPage {
  /** The page as static HTML: the floor. */
  floor: string;
  /** The same DOM for the plain React reference (react-reference/), null when the page has no `#root`. */
  reference: ReferenceCapture | null;
}

/** Renders `route` on the product and returns its DOM as static HTML, and as the React reference's tree. */
export async function captureFloor(browser: Browser, origin: string, route: RouteCase, session: SessionInfo | null): Promise<CapturedPage> {
  const context = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'block' });
  try {
    await context.addInitScript({ content: sessionInitScript(session) });
    const page = await context.newPage();
    await watchUsable(page, route);
    await page.goto(origin + route.url);
    await waitUntilUsable(page);
    await page.waitForLoadState('networkidle');
    const reference = (await page.evaluate(CAPTURE_EXPRESSION)) as ReferenceCapture | null;
    return { floor: stripScripts(await page.content()), reference };
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

/** A file the proxy serves itself on every host (the React reference's bundle). */
export interface ProxyAsset {
  type: string;
  body: string;
}

/**
 * Serves `pages` (key: `<host name><path and query>`) and `assets` (key: path) itself, compressed
 * as the product server would; passes anything else to the product server on `targetPort` with
 * the host the browser asked (the merchant is the same, and the addresses the server writes into
 * its pages, such as the icon's, name the proxy the browser can reach under the page's CSP).
 */
export function startProxy(
  port: number,
  targetPort: number,
  pages: Map<string, string> = new Map(),
  assets: Map<string, ProxyAsset> = new Map(),
): Promise<ProxyServer> {
  let seen: string[] = [];
  const server = http.createServer((request, response) => {
    const hostName = (request.headers.host ?? '').split(':')[0] ?? '';
    const pathAndQuery = request.url ?? '/';
    seen.push(pathAndQuery);
    const page = request.method === 'GET' ? pages.get(hostName + pathAndQuery) : undefined;
    const asset = request.method === 'GET' && page === undefined ? assets.get(pathAndQuery) : undefined;
    const served = page !== undefined ? { type: 'text/html; charset=utf-8', body: page } : asset;
    if (served !== undefined) {
      const brotli = /\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''));
      const body = brotli
        ? zlib.brotliCompressSync(served.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
        : Buffer.from(served.body);
      response.writeHead(200, {
        'Content-Type': served.type,
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
        headers: request.headers,
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
