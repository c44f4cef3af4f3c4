/**
 * The server's render time (issue 23): how long the product's server takes to answer a public
 * route's page, drawn on the server, from the request to its last byte, over loopback; p50 and
 * p95 at 1 request at a time and at 50 at once. Each route is asked once before measuring, so the
 * remotes' server builds are loaded (a first request after a publish pays that once). Not a test.
 */
import http from 'node:http';
import { percentile } from './stats';

export interface RenderTimes {
  route: string;
  merchant: string;
  concurrency: number;
  p50: number;
  p95: number;
  /** Pages whose every slot came back drawn by the server (data-remote-version on each). */
  drawn: number;
  total: number;
}

/** Keep-alive, as a reverse proxy keeps its connections to the server. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** One page, to its last byte. `*.localhost` is not resolved by Node: loopback, with the merchant's Host. */
function timePage(url: string): Promise<{ ms: number; slots: number }> {
  const target = new URL(url);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: '127.0.0.1',
        port: target.port,
        path: `${target.pathname}${target.search}`,
        agent,
        headers: { host: target.host, 'accept-language': 'en' },
      },
      (answer) => {
        let html = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk: string) => (html += chunk));
        answer.on('end', () => resolve({ ms: performance.now() - started, slots: html.match(/data-remote-version="/g)?.length ?? 0 }));
        answer.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

export async function measureRenderTimes(
  origin: (merchant: string) => string,
  routes: string[],
  merchants: string[],
  rounds = { sequential: 40, concurrent: 4 },
): Promise<RenderTimes[]> {
  const results: RenderTimes[] = [];
  for (const merchant of merchants) {
    for (const route of routes) {
      const url = `${origin(merchant)}${route}`;
      const warm = await timePage(url);
      await timePage(url);
      for (const concurrency of [1, 50]) {
        const times: number[] = [];
        let drawn = 0;
        const count = (page: { ms: number; slots: number }) => {
          times.push(page.ms);
          if (page.slots >= warm.slots && page.slots > 0) drawn += 1;
        };
        if (concurrency === 1) {
          for (let i = 0; i < rounds.sequential; i++) count(await timePage(url));
        } else {
          for (let i = 0; i < rounds.concurrent; i++)
            (await Promise.all(Array.from({ length: concurrency }, () => timePage(url)))).forEach(count);
        }
        results.push({ route, merchant, concurrency, p50: percentile(times, 50), p95: percentile(times, 95), drawn, total: times.length });
      }
    }
  }
  return results;
}

export function renderTimesTable(rows: RenderTimes[]): string {
  const lines = ['| route | merchant | concurrent | p50 ms | p95 ms | drawn on the server |', '|---|---|---|---|---|---|'];
  for (const r of rows)
    lines.push(`| ${r.route} | ${r.merchant} | ${r.concurrency} | ${r.p50.toFixed(0)} | ${r.p95.toFixed(0)} | ${r.drawn}/${r.total} |`);
  return lines.join('\n');
}
