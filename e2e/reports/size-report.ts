/**
 * Size report (issue 2, point 11): per route, the JavaScript a phone downloads (gzip) before the
 * route is usable, and per remote the JavaScript of its first view. Runs the built bundles on
 * the real server in Chromium with phone emulation, service worker blocked (a first visit).
 *
 *   pnpm size            prints the tables; exits 1 if firebase or node-forge is in any first load
 *
 * "Usable" means: the shell's frame (header, navigation) is interactive and the route's own
 * area is mounted: the remote page's root element is visible, or for /m/home the home layout
 * with every widget slot settled (its parcel mounted, or failed); some widgets, such as the
 * install prompt, mount without showing anything. Requests are counted until then.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, devices, type Page } from '@playwright/test';
import { buildApp } from '../../server/src/app';
import { readServerOptions } from '../../server/src/server-options';

const REPO = path.resolve(__dirname, '../..');
const BUDGET_HOME_KB = 120;
const BUDGET_REMOTE_FIRST_VIEW_KB = 50;
const FORBIDDEN_IN_FIRST_LOAD = [/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?@?firebase\//, /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?node-forge\//];

interface RouteCase {
  url: string;
  ready: string;
  remote?: string;
  session?: boolean;
}

const ROUTES: RouteCase[] = [
  { url: '/m/home', ready: '[data-page="home"]' },
  { url: '/m/login', ready: '[data-page^="mf-auth/LoginPage"]', remote: 'mf-auth' },
  { url: '/m/register', ready: '[data-page^="mf-auth/RegisterPage"]', remote: 'mf-auth' },
  { url: '/m/sports', ready: '[data-page^="mf-games/CategoryPage"]', remote: 'mf-games' },
  { url: '/m/game', ready: '[data-page^="mf-games/GamePage"]', session: true },
  { url: '/m/rng', ready: '[data-page^="mf-games/CategoryPage"]', remote: 'mf-games' },
  { url: '/m/launchGame?vendor=PG&code=fortune-tiger', ready: '[data-page^="mf-games/LaunchGamePage"]', remote: 'mf-games', session: true },
  { url: '/m/member/home', ready: '[data-page^="mf-member/MemberHomePage"]', remote: 'mf-member', session: true },
  { url: '/m/inviteFriends', ready: '[data-page^="mf-member/InviteFriendsPage"]' },
  { url: '/m/news', ready: '[data-page^="mf-promotions/NewsPage"]', remote: 'mf-promotions' },
  { url: '/m/activity?id=1', ready: '[data-page^="mf-promotions/ActivityPage"]' },
  { url: '/m/download', ready: '[data-page^="mf-pwa/DownloadPage"]', remote: 'mf-pwa' },
];

interface Loaded {
  url: string;
  gzip: number;
}

const CHROMIUM_ARGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

function gzipSize(body: Buffer): number {
  return zlib.gzipSync(body, { level: 9 }).length;
}

/** The source files a built chunk contains, from its source map (empty when there is none). */
function sourcesOf(url: string): string[] {
  const pathname = new URL(url).pathname;
  let file: string | null = null;
  if (pathname.startsWith('/m/remotes/')) {
    const [, , , remote, ...rest] = pathname.split('/');
    file = path.join(REPO, remote ?? '', 'dist', ...rest);
  } else if (pathname.startsWith('/m/')) {
    file = path.join(REPO, 'shell/dist', pathname.slice(3));
  }
  if (!file || !fs.existsSync(`${file}.map`)) return [];
  return (JSON.parse(fs.readFileSync(`${file}.map`, 'utf8')) as { sources: string[] }).sources;
}

async function measure(page: Page, base: string, route: RouteCase): Promise<Loaded[]> {
  const loaded: Loaded[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!/javascript/.test(type)) return;
    pending.push(
      response.body().then(
        (body) => void loaded.push({ url: response.url(), gzip: gzipSize(body) }),
        () => undefined,
      ),
    );
  });
  await page.goto(base + route.url);
  // The page itself notes the moment it became usable (checked every frame), so that what starts
  // later (idle-time work) is left out however late this process notices.
  const usableAt = await page.waitForFunction(
    ({ ready, home }) => {
      const area = document.querySelector(ready);
      if (!document.querySelector('.app') || !area || area.getClientRects().length === 0) return null;
      if (home && ![...document.querySelectorAll('.remote-slot')].every((slot) => slot.hasAttribute('data-mounted') || slot.hasAttribute('data-reason'))) return null;
      return performance.now();
    },
    { ready: route.ready, home: route.url === '/m/home' },
    { polling: 'raf', timeout: 30_000 },
  );
  const cutoff = (await usableAt.jsonValue()) as number;
  // Let what was already on its way arrive, then keep what had started by the cut-off.
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  const startedBefore = new Set(
    await page.evaluate((t) => performance.getEntriesByType('resource').filter((entry) => entry.startTime <= t).map((entry) => entry.name), cutoff),
  );
  return loaded.filter((l) => startedBefore.has(l.url));
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'm-size-'));
  const options = { ...readServerOptions({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), port: 0, host: '127.0.0.1' };
  const app = await buildApp(options);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const violations: string[] = [];
  const rows: string[] = [];
  const remoteRows: string[] = [];
  let homeTotal = 0;
  // What each remote's widgets add to /m/home (issue 12: the home grows only by what they need).
  const homeByRemote = new Map<string, number>();
  try {
    for (const route of ROUTES) {
      const context = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'block' });
      if (route.session) {
        await context.addInitScript(() => {
          sessionStorage.setItem('sessionInfo', JSON.stringify({ id: '1', token: 'size-report-token-000', merchantCode: 'demo', userName: 'size', type: 0, firstTimeLogin: false }));
        });
      }
      const page = await context.newPage();
      const loaded = await measure(page, base, route);
      await context.close();
      const total = loaded.reduce((sum, l) => sum + l.gzip, 0);
      const shell = loaded.filter((l) => !new URL(l.url).pathname.startsWith('/m/remotes/')).reduce((sum, l) => sum + l.gzip, 0);
      if (route.url === '/m/home') {
        homeTotal = total;
        for (const l of loaded) {
          const remote = /^\/m\/remotes\/([^/]+)\//.exec(new URL(l.url).pathname)?.[1];
          if (remote) homeByRemote.set(remote, (homeByRemote.get(remote) ?? 0) + l.gzip);
        }
      }
      if (process.env.SIZE_VERBOSE) {
        for (const l of [...loaded].sort((a, b) => b.gzip - a.gzip)) console.log(`  ${route.url} ${kb(l.gzip)} ${new URL(l.url).pathname}`);
      }
      rows.push(`| ${route.url} | ${kb(total)} | ${kb(shell)} | ${kb(total - shell)} | ${loaded.length} |`);
      for (const l of loaded) {
        for (const source of sourcesOf(l.url)) {
          if (FORBIDDEN_IN_FIRST_LOAD.some((re) => re.test(source))) violations.push(`${route.url}: ${l.url} contains ${source}`);
        }
      }
      if (route.remote) {
        const own = loaded.filter((l) => new URL(l.url).pathname.startsWith(`/m/remotes/${route.remote}/`));
        const size = own.reduce((sum, l) => sum + l.gzip, 0);
        remoteRows.push(`| ${route.remote} | ${route.url} | ${kb(size)} | ${own.length} | ${size / 1024 <= BUDGET_REMOTE_FIRST_VIEW_KB ? 'yes' : 'NO'} |`);
      }
    }
  } finally {
    await browser.close();
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  console.log('JavaScript downloaded before each route is usable (gzip -9, KB; first visit, Pixel 7):\n');
  console.log('| route | total | shell + shared | remotes | files |');
  console.log('|---|---|---|---|---|');
  rows.forEach((row) => console.log(row));
  console.log(`\n/m/home: ${kb(homeTotal)} KB (target ${BUDGET_HOME_KB} KB) ${homeTotal / 1024 <= BUDGET_HOME_KB ? 'within target' : 'OVER TARGET'}`);
  console.log(`/m/home widgets by remote: ${[...homeByRemote].map(([remote, bytes]) => `${remote} ${kb(bytes)} KB`).join(', ')}`);
  console.log('\nFirst view of each remote (its own files only):\n');
  console.log(`| remote | route | KB | files | within ${BUDGET_REMOTE_FIRST_VIEW_KB} KB |`);
  console.log('|---|---|---|---|---|');
  remoteRows.forEach((row) => console.log(row));
  if (violations.length) {
    console.error(`\nfirebase or node-forge in a first load:\n${violations.join('\n')}`);
    process.exit(1);
  }
  console.log('\nfirebase and node-forge: in no first load.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
