/**
 * The server's render time (issue 23): how long the product's server takes to answer a public
 * route's page, drawn on the server, from the request to its last byte, over loopback; p50 and
 * p95 at 1 request at a time and at 50 at once, and how many whole pages it drew per second per
 * core (os.availableParallelism()) while measuring. Each route is asked once before measuring, so the
 * remotes' server builds are loaded (a first request after a publish pays that once). Not a test.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { percentile } from './stats';

export interface RenderTimes {
  route: string;
  merchant: string;
  concurrency: number;
  p50: number;
  p95: number;
  /** Time to the first byte of the page (its head; with streaming by slot, the frame soon after). */
  ttfbP50: number;
  ttfbP95: number;
  /** Pages whose every slot came back drawn by the server (data-remote-version on each). */
  drawn: number;
  total: number;
  /** Pages drawn whole per second of the measurement, per core of this machine. */
  drawnPerSecondPerCore: number;
  /**
   * CPU time the server's processes (render tier with its threads, backend) spent per page, and
   * so pages per second one core can serve: unlike the wall-clock figures, this holds on a machine
   * shared with other work. Null where /proc is not there to read.
   */
  cpuMsPerPage: number | null;
}

/** User + system CPU time of processes, all their threads (ms), from /proc; null off Linux. */
function cpuMs(pids: readonly number[]): number | null {
  if (pids.length === 0) return null;
  try {
    let ticks = 0;
    for (const pid of pids) {
      // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    }
    return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** `getconf CLK_TCK` on Linux. */
const CLOCK_TICKS_PER_SECOND = 100;

/** Keep-alive, as a reverse proxy keeps its connections to the server. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** One page, to its last byte. `*.localhost` is not resolved by Node: loopback, with the merchant's Host. */
function timePage(url: string): Promise<{ ms: number; ttfb: number; slots: number }> {
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
        let ttfb = 0;
        answer.setEncoding('utf8');
        answer.on('data', (chunk: string) => {
          if (html === '') ttfb = performance.now() - started;
          html += chunk;
        });
        answer.on('end', () =>
          resolve({ ms: performance.now() - started, ttfb, slots: html.match(/data-remote-version="/g)?.length ?? 0 }),
        );
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
  pids: readonly number[] = [],
): Promise<RenderTimes[]> {
  const results: RenderTimes[] = [];
  for (const merchant of merchants) {
    for (const route of routes) {
      const url = `${origin(merchant)}${route}`;
      const warm = await timePage(url);
      await timePage(url);
      for (const concurrency of [1, 50]) {
        const times: number[] = [];
        const firstBytes: number[] = [];
        let drawn = 0;
        const started = performance.now();
        const cpuBefore = cpuMs(pids);
        const count = (page: { ms: number; ttfb: number; slots: number }) => {
          times.push(page.ms);
          firstBytes.push(page.ttfb);
          if (page.slots >= warm.slots && page.slots > 0) drawn += 1;
        };
        if (concurrency === 1) {
          for (let i = 0; i < rounds.sequential; i++) count(await timePage(url));
        } else {
          for (let i = 0; i < rounds.concurrent; i++)
            (await Promise.all(Array.from({ length: concurrency }, () => timePage(url)))).forEach(count);
        }
        const seconds = (performance.now() - started) / 1000;
        const cpuAfter = cpuMs(pids);
        results.push({
          route,
          merchant,
          concurrency,
          p50: percentile(times, 50),
          p95: percentile(times, 95),
          ttfbP50: percentile(firstBytes, 50),
          ttfbP95: percentile(firstBytes, 95),
          drawn,
          total: times.length,
          drawnPerSecondPerCore: drawn / seconds / os.availableParallelism(),
          cpuMsPerPage: cpuBefore !== null && cpuAfter !== null ? (cpuAfter - cpuBefore) / times.length : null,
        });
      }
    }
  }
  return results;
}

export function renderTimesTable(rows: RenderTimes[]): string {
  const lines = [
    '| route | merchant | concurrent | p50 ms | p95 ms | TTFB p50 ms | TTFB p95 ms | drawn on the server | drawn pages/s per core | CPU ms per page | pages/s per core of CPU |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    const cpu = r.cpuMsPerPage === null ? '-' : r.cpuMsPerPage.toFixed(1);
    const perCore = r.cpuMsPerPage ? (1000 / r.cpuMsPerPage).toFixed(0) : '-';
    lines.push(
      `| ${r.route} | ${r.merchant} | ${r.concurrency} | ${r.p50.toFixed(0)} | ${r.p95.toFixed(0)} | ${r.ttfbP50.toFixed(0)} | ${r.ttfbP95.toFixed(0)} | ${r.drawn}/${r.total} | ${r.drawnPerSecondPerCore.toFixed(1)} | ${cpu} | ${perCore} |`,
    );
  }
  return lines.join('\n');
}
