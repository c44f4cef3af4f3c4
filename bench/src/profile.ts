/**
 * pnpm bench:profile: where a cold first visit spends the phone's main thread. Lighthouse's
 * figures say a page blocks for so long; this says which functions did it. One page load in a
 * fresh Chromium with the bench's throttling (4x CPU, 150 ms RTT, 1.6 Mbps), sampled by V8's
 * profiler from navigation to `PROFILE_SECONDS` (default 12) after it, service worker kept out.
 * Prints self time per function and per script, and the page's long tasks. Not a test.
 *
 *   PROFILE_ROUTE=/m/home PROFILE_MERCHANT=demo PROFILE_SECONDS=12 pnpm bench:profile
 */
import http from 'node:http';
import puppeteer, { type Protocol } from 'puppeteer-core';
import { REPO, startServer } from './servers';

const ROUTE = process.env.PROFILE_ROUTE ?? '/m/home';
const MERCHANT = process.env.PROFILE_MERCHANT ?? 'demo';
const SECONDS = Number(process.env.PROFILE_SECONDS ?? 12);
const PORT = Number(process.env.BENCH_PORT ?? 4380);
const TOP = Number(process.env.PROFILE_TOP ?? 30);

interface Totals {
  [key: string]: number;
}

function add(totals: Totals, key: string, ms: number): void {
  totals[key] = (totals[key] ?? 0) + ms;
}

function shortUrl(url: string): string {
  return url.replace(/^https?:\/\/[^/]+/, '') || '(no script)';
}

/** Self time of each profile node, from the sample intervals V8 recorded. */
function selfTimes(profile: Protocol.Profiler.Profile): Map<number, number> {
  const self = new Map<number, number>();
  const { samples = [], timeDeltas = [] } = profile;
  for (let i = 0; i < samples.length; i += 1) {
    const ms = (timeDeltas[i + 1] ?? 0) / 1000;
    self.set(samples[i]!, (self.get(samples[i]!) ?? 0) + ms);
  }
  return self;
}

/**
 * Time each function was on the stack (itself or what it called), from the same samples: shows
 * which operations cost (a hydration, a share-scope lookup) where self time scatters them.
 */
function totalTimes(
  profile: Protocol.Profiler.Profile,
  self: Map<number, number>,
  label: (node: Protocol.Profiler.ProfileNode) => string | null,
): Totals {
  const parent = new Map<number, Protocol.Profiler.ProfileNode>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node);
  const totals: Totals = {};
  for (const node of profile.nodes) {
    const ms = self.get(node.id) ?? 0;
    if (!ms) continue;
    const seen = new Set<string>();
    for (let at: Protocol.Profiler.ProfileNode | undefined = node; at; at = parent.get(at.id)) {
      const name = label(at);
      if (name === null || seen.has(name)) continue;
      seen.add(name);
      add(totals, name, ms);
    }
  }
  return totals;
}

function table(title: string, totals: Totals): void {
  const rows = Object.entries(totals)
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP);
  console.log(`\n${title}\n`);
  console.log('| ms | what |\n|---:|---|');
  for (const [what, ms] of rows) console.log(`| ${ms.toFixed(0)} | ${what.replace(/\|/g, '\\|')} |`);
}

/**
 * The page asked for once before the profile, from Node (no browser cache warmed): a fresh
 * server loads the remotes' server builds on its first page, too late for its slot budget, and
 * the profiled page would then be composed in the browser, not the server-drawn page players get.
 */
function warmUp(url: string): Promise<void> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    http
      .get(
        { host: '127.0.0.1', port: target.port, path: target.pathname, headers: { host: target.host, 'accept-language': 'en' } },
        (answer) => {
          answer.resume();
          answer.on('end', () => resolve());
        },
      )
      .on('error', reject);
  });
}

async function main(): Promise<void> {
  const server = await startServer('profile', PORT, REPO);
  await warmUp(`${server.origin(MERCHANT)}${ROUTE}`);
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-dev-shm-usage',
    ],
  });
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    const cdp = await page.createCDPSession();
    await cdp.send('Network.enable');
    await cdp.send('Network.setBlockedURLs', { urls: ['*/m/sw.js'] });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.evaluateOnNewDocument(() => {
      const tasks: Array<[number, number]> = [];
      (window as unknown as { __longTasks: typeof tasks }).__longTasks = tasks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push([Math.round(entry.startTime), Math.round(entry.duration)]);
      }).observe({ type: 'longtask', buffered: true });
    });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
    await cdp.send('Profiler.start');
    const url = `${server.origin(MERCHANT)}${ROUTE}`;
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 60_000 });
    await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
    const pageNow = await page.evaluate(() => performance.now());
    const { profile } = await cdp.send('Profiler.stop');
    const longTasks = await page.evaluate(() => (window as unknown as { __longTasks: Array<[number, number]> }).__longTasks);

    const self = selfTimes(profile);
    const label = ({ callFrame }: Protocol.Profiler.ProfileNode): string | null =>
      callFrame.url === '' && ['(root)', '(program)', '(idle)'].includes(callFrame.functionName)
        ? null
        : `${callFrame.functionName || '(anonymous)'} ${shortUrl(callFrame.url)}:${callFrame.lineNumber + 1}:${callFrame.columnNumber + 1}`;
    const byFunction: Totals = {};
    const byScript: Totals = {};
    for (const node of profile.nodes) {
      const ms = self.get(node.id) ?? 0;
      if (!ms) continue;
      const { functionName, url, lineNumber, columnNumber } = node.callFrame;
      if (functionName === '(idle)' || functionName === '(program)') continue;
      add(byFunction, `${functionName || '(anonymous)'} ${shortUrl(url)}:${lineNumber + 1}:${columnNumber + 1}`, ms);
      add(byScript, shortUrl(url), ms);
    }
    console.log(`# ${url}: ${SECONDS} s after navigation, CPU 4x, 150 ms RTT, 1.6 Mbps`);
    table('Self time by script (ms)', byScript);
    table('Self time by function (ms)', byFunction);
    table('Total time by function, with what it called (ms)', totalTimes(profile, self, label));
    // The profile's clock (µs) and the page's (ms since navigation) differ by a constant: matched at the stop.
    const offsetMs = profile.endTime / 1000 - pageNow;
    console.log(`\nThe longest tasks, and the scripts whose code ran in them (self time, ms)\n`);
    for (const [start, duration] of [...longTasks].sort((a, b) => b[1] - a[1]).slice(0, 8)) {
      const inTask: Totals = {};
      const functions: Totals = {};
      let at = profile.startTime;
      profile.samples?.forEach((id, i) => {
        at += profile.timeDeltas?.[i] ?? 0;
        const ms = at / 1000 - offsetMs;
        if (ms < start || ms > start + duration) return;
        const node = profile.nodes.find((candidate) => candidate.id === id);
        if (!node || ['(idle)', '(program)'].includes(node.callFrame.functionName)) return;
        add(inTask, shortUrl(node.callFrame.url), (profile.timeDeltas?.[i + 1] ?? 0) / 1000);
        add(functions, label(node) ?? '?', (profile.timeDeltas?.[i + 1] ?? 0) / 1000);
      });
      const top = Object.entries(inTask)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([what, ms]) => `${what} ${ms.toFixed(0)}`)
        .join('; ');
      const topFunctions = Object.entries(functions)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([what, ms]) => `${what} ${ms.toFixed(0)}`)
        .join('; ');
      console.log(`- ${start} ms, ${duration} ms: ${top}\n  functions: ${topFunctions}`);
    }
    const blocking = longTasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    console.log(`\nLong tasks: ${longTasks.length}, blocking ${blocking} ms in all (over 50 ms each)\n`);
    console.log('| start ms | duration ms |\n|---:|---:|');
    for (const [start, duration] of longTasks) console.log(`| ${start} | ${duration} |`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
