/**
 * Size report (issue 2, point 11; budgets: issue 17, point 5): per route, the JavaScript a phone
 * downloads (gzip) before the route is usable, and per remote the JavaScript of its first view.
 * Runs the built bundles on the real server in Chromium with phone emulation, service worker
 * blocked (a first visit). What "usable" means: first-load.ts.
 *
 *   pnpm size            prints the tables; exits 1 if a route or a remote's first view is over
 *                        its budget (budgets.json), or firebase or node-forge is in any first load
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, devices } from '@playwright/test';
import { buildApp } from '../../server/src/app';
import { encryptPayload } from '../../server/src/wps/crypto/decrypt-payload';
import { readServerOptions } from '../../server/src/server-options';
import { CHROMIUM_ARGS, kb, measureFirstLoad, remoteShare, ROUTES } from './first-load';
import { budgetViolations, readBudgets, type FirstLoadFigure } from './budgets';
import { CONSENT } from '../../server/test/support/consent';

const REPO = path.resolve(__dirname, '../..');
const TARGET_HOME_KB = 229.8;
const FORBIDDEN_IN_FIRST_LOAD = [
  /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?@?firebase\//,
  /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?node-forge\//,
];

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

/**
 * A real member's session: the member pages ask the backend for the member's data (the header's
 * balance among them), and a made-up token would be answered 401 and logged out, so the route
 * would never be usable. A member registered through the same API a phone uses.
 */
async function memberSession(base: string): Promise<{ token: string; id: string; userName: string }> {
  const key = (
    (await (await fetch(`${base}/wps/session/key/rsa?_=${Date.now()}`)).json()) as { value: { keyId: string; publicKey: string } }
  ).value;
  const userName = `size${Date.now().toString(36)}`;
  const sealed = encryptPayload(key.publicKey, key.keyId, {
    ...CONSENT,
    username: userName,
    password: 'secret123',
    registerMethod: 'H5',
  });
  const response = await fetch(`${base}/wps/member/register`, {
    method: 'POST',
    headers: { ...sealed.headers, 'Content-Type': 'application/json' },
    body: JSON.stringify(sealed.body),
  });
  const answer = (await response.json()) as { value?: { token: string; id?: number | string }; message?: string };
  if (!response.ok || !answer.value)
    throw new Error(`size report: could not register a member (${response.status} ${answer.message ?? ''})`);
  return { token: answer.value.token, id: String(answer.value.id ?? ''), userName };
}

/**
 * The pages are measured as production serves them, and production starts only with each
 * merchant's own payment-callback secret (issue 35; the repository holds none): a private copy of
 * the configuration gets a fresh one per merchant, made for this run and thrown away with it.
 */
function productionConfig(): string {
  const configDir = fs.mkdtempSync(path.join(os.tmpdir(), 'm-size-config-'));
  fs.cpSync(path.resolve(__dirname, '../../server/config'), configDir, { recursive: true });
  const merchants = path.join(configDir, 'merchants');
  for (const code of fs.readdirSync(merchants)) {
    const file = path.join(merchants, code, 'integrations.json');
    if (!fs.existsSync(file)) continue;
    const json = JSON.parse(fs.readFileSync(file, 'utf8')) as { payment?: { callbackSecret?: string } };
    if (!json.payment) continue;
    json.payment.callbackSecret = crypto.randomBytes(32).toString('hex');
    fs.writeFileSync(file, JSON.stringify(json, null, 2));
  }
  return configDir;
}

async function main(): Promise<void> {
  const budgets = readBudgets();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'm-size-'));
  const configDir = productionConfig();
  const options = {
    ...readServerOptions({ ...process.env, DATA_DIR: dataDir, CONFIG_DIR: configDir, LOG_LEVEL: 'silent' }),
    port: 0,
    host: '127.0.0.1',
  };
  const app = await buildApp(options);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const member = await memberSession(base);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const forbidden: string[] = [];
  const figures: FirstLoadFigure[] = [];
  const rows: string[] = [];
  const remoteRows: string[] = [];
  let homeTotal = 0;
  // What each remote's widgets add to /m/home (issue 12: the home grows only by what they need).
  const homeByRemote = new Map<string, number>();
  try {
    for (const route of ROUTES) {
      const context = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'block' });
      if (route.session) {
        await context.addInitScript((session) => {
          sessionStorage.setItem('sessionInfo', JSON.stringify({ ...session, merchantCode: 'demo', type: 0, firstTimeLogin: false }));
        }, member);
      }
      const page = await context.newPage();
      const loaded = await measureFirstLoad(page, base, route);
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
      rows.push(
        `| ${route.url} | ${kb(total)} | ${budgets.routes[route.url]?.budgetKb ?? '—'} | ${kb(shell)} | ${kb(total - shell)} | ${loaded.length} |`,
      );
      for (const l of loaded) {
        for (const source of sourcesOf(l.url)) {
          if (FORBIDDEN_IN_FIRST_LOAD.some((re) => re.test(source))) forbidden.push(`${route.url}: ${l.url} contains ${source}`);
        }
      }
      const figure: FirstLoadFigure = { route: route.url, totalBytes: total };
      if (route.remote) {
        const own = remoteShare(loaded, route.remote);
        const size = own.reduce((sum, l) => sum + l.gzip, 0);
        figure.remote = { name: route.remote, bytes: size };
        remoteRows.push(
          `| ${route.remote} | ${route.url} | ${kb(size)} | ${budgets.remoteFirstView[route.remote]?.budgetKb ?? '—'} | ${own.length} |`,
        );
      }
      figures.push(figure);
    }
  } finally {
    await browser.close();
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(configDir, { recursive: true, force: true });
  }

  console.log('JavaScript downloaded before each route is usable (gzip -9, KB; first visit, Pixel 7):\n');
  console.log('| route | total | budget | shell + shared | remotes | files |');
  console.log('|---|---|---|---|---|---|');
  rows.forEach((row) => console.log(row));
  console.log(
    `\n/m/home: ${kb(homeTotal)} KB (issue 17's target: at most ${TARGET_HOME_KB} KB) ${homeTotal / 1024 <= TARGET_HOME_KB ? 'within target' : 'over target'}`,
  );
  console.log('\nFirst view of each remote (its own files only):\n');
  console.log('| remote | route | KB | budget | files |');
  console.log('|---|---|---|---|---|');
  remoteRows.forEach((row) => console.log(row));
  let failed = false;
  if (forbidden.length) {
    console.error(`\nfirebase or node-forge in a first load:\n${forbidden.join('\n')}`);
    failed = true;
  } else {
    console.log('\nfirebase and node-forge: in no first load.');
  }
  const violations = budgetViolations(figures, budgets);
  if (violations.length) {
    console.error(`\nOVER BUDGET (e2e/reports/budgets.json):\n${violations.map((v) => `  ${v}`).join('\n')}`);
    failed = true;
  } else {
    console.log('Every route and remote first view is within its budget (e2e/reports/budgets.json).');
  }
  if (failed) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
