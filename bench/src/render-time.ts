/**
 * The server's render time (issue 23): how long the product's server takes to answer a public
 * route's page, drawn on the server, from the request to its last byte, over loopback; p50 and
 * p95 at 1 request at a time and at 50 at once. Each route is asked once before measuring, so the
 * remotes' server builds are loaded (a first request after a publish pays that once). Not a test.
 */
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

async function timePage(url: string): Promise<{ ms: number; slots: number }> {
  const started = performance.now();
  const answer = await fetch(url, { headers: { 'accept-language': 'en' } });
  const html = await answer.text();
  return { ms: performance.now() - started, slots: html.match(/data-remote-version="/g)?.length ?? 0 };
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
