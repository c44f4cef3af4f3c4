/**
 * The product's real server for the benchmark, started as e2e/support/start-test-server.ts does:
 * its own process, port, copy of the configuration and empty data folder; BUNDLES_ROOT says which
 * build it serves (the federated one at the repository root, or the monolith).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { createApiClient } from '../../shared/src/api/api-client';
import { EventBus } from '../../shared/src/bus/event-bus';
import type { SessionInfo } from '../../shared/src/contract/session-info';

export const REPO = path.resolve(__dirname, '../..');

/** The server's budget for drawing one slot in the bench (the product's default is 150 ms); SSR_SLOT_BUDGET_MS overrides it. */
export const BENCH_SLOT_BUDGET_MS = 2000;

export interface RunningServer {
  name: string;
  port: number;
  /** `http://<merchant>.localhost:<port>`: `*.localhost` resolves to loopback in Chromium. */
  origin(merchant: string): string;
  stop: () => Promise<void>;
  /** The server's processes (render-time.ts reads the CPU time they spend). */
  pids?: number[];
}

export async function waitUntilUp(port: number, child: ChildProcess, name: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${name} server exited with code ${child.exitCode} before it was up (port ${port} taken?)`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/m/federation/registry.json`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} server did not answer on port ${port} within 60 s`);
}

interface MerchantDoc {
  whitelabel?: Record<string, unknown>;
  domainRoute?: { domains?: unknown[] };
}

/**
 * The benchmark's copy of each merchant's configuration, changed in two ways that leave every
 * measured page as players get it:
 * - Lotus asks for human verification (Geetest) at login, which a script cannot pass without the
 *   emulators: the flag is off, so that /m/game can be measured signed in (the login page asks
 *   for the captcha only on submit).
 * - Demo and lotus list other domains of theirs (`domainRoute`): on one machine each answers the
 *   fast-domain pings as fast as the page's own, so a measured page could jump to another host in
 *   the middle of a run (Lighthouse then measures a redirect). The copy lists none, as the e2e
 *   server's does.
 */
function prepareMerchants(configDir: string): void {
  const merchantsDir = path.join(configDir, 'merchants');
  for (const code of fs.readdirSync(merchantsDir)) {
    const file = path.join(merchantsDir, code, 'merchant.json');
    if (!fs.existsSync(file)) continue;
    const doc = JSON.parse(fs.readFileSync(file, 'utf8')) as MerchantDoc;
    if (doc.whitelabel?.GEETEST3 === true) doc.whitelabel.GEETEST3 = false;
    if (doc.domainRoute?.domains?.length) doc.domainRoute.domains = [];
    fs.writeFileSync(file, JSON.stringify(doc, null, 2));
  }
}

/** `env`: set over the server's own (render-tier-server.ts starts a backend that draws no page). */
export async function startServer(
  name: string,
  port: number,
  bundlesRoot: string,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const stateDir = fs.mkdtempSync(path.join(os.tmpdir(), `m-bench-${name}-`));
  const configDir = path.join(stateDir, 'config');
  fs.cpSync(path.join(REPO, 'server/config'), configDir, { recursive: true });
  prepareMerchants(configDir);
  fs.mkdirSync(path.join(stateDir, 'data'));
  // EMULATORS=1: the server seeds the demo members (the signed-in pages need one) only in the
  // local demo mode, never in production; the emulators themselves play no part in a page load.
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO, 'server/src/main.ts')], {
    cwd: path.join(REPO, 'server'),
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      CONFIG_DIR: configDir,
      DATA_DIR: path.join(stateDir, 'data'),
      BUNDLES_ROOT: bundlesRoot,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      EMULATORS: '1',
      // The server leaves a slot to the browser when its render takes over 150 ms (a loaded server).
      // On a shared bench machine that budget measured the neighbours: most measured pages came
      // without their slots drawn. The bench measures the phone's side of a server-drawn page.
      SSR_SLOT_BUDGET_MS: process.env.SSR_SLOT_BUDGET_MS ?? String(BENCH_SLOT_BUDGET_MS),
      ...env,
    },
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    }).then(() => fs.rmSync(stateDir, { recursive: true, force: true }));
  try {
    await waitUntilUp(port, child, name);
  } catch (error) {
    await stop();
    throw error;
  }
  return { name, port, origin: (merchant) => `http://${merchant}.localhost:${port}`, stop, pids: child.pid ? [child.pid] : [] };
}

/** Seeded members (server/config/merchants/<code>/members.json) the benchmark signs in as. */
const MEMBERS: Record<string, { username: string; password: string }> = {
  demo: { username: 'player1', password: 'secret123' },
  lotus: { username: 'lotus1', password: 'lotus1234' },
};

/**
 * A real session of `merchant` on `server`, signed in through the product's own API client
 * (encrypted login). Node cannot resolve `*.localhost`, so the merchant's host goes in
 * X-Forwarded-Host, which the server honours as a proxy's.
 */
export async function signIn(server: RunningServer, merchant: string): Promise<SessionInfo> {
  const member = MEMBERS[merchant];
  if (!member) throw new Error(`no seeded member for merchant ${merchant}: add one to MEMBERS in bench/src/servers.ts`);
  const client = createApiClient({
    baseURL: `http://127.0.0.1:${server.port}`,
    merchant: () => merchant,
    token: () => null,
    storage: () => null,
    bus: new EventBus(),
    cipher: 'forge',
  });
  const value = await client.call('login', {
    body: { username: member.username, password: member.password, type: 'username', loginDeviceId: randomUUID() },
    // The merchant comes from the host (forwarded headers are trusted only from configured proxies).
    headers: { Host: `${merchant}.localhost:${server.port}` },
  });
  return { id: '', token: value.token, merchantCode: merchant, userName: member.username, type: 0, firstTimeLogin: false };
}
