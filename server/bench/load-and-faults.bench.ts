/**
 * Load and faults (not a timed test): PLAYERS concurrent players (default 200) for DURATION_S
 * seconds (default 60) on loopback, arriving over the first 5 s and pausing about THINK_MS
 * (default 500 ms) between calls, each mixing system status, login, member info, game launch,
 * registration and feedback through the real API client (encrypted bodies included). Halfway
 * through, the server process is killed with SIGKILL and started again on the same data folder;
 * the players keep going. Reports the error rate (in total and outside the outage) and p50/p95
 * per call, then checks the database: every registration and feedback the server acknowledged is
 * there exactly once, and nothing is there twice. docs/security.md quotes the figures.
 *
 * pnpm --filter server bench:load          (PLAYERS=50 DURATION_S=20 for a short run)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { percentile } from './support/percentile';
import { benchPlayer } from './support/bench-player';
import { benchFolder, freePort, startServer, stopServer } from './support/server-process';
import { CONSENT } from '../test/support/consent';

const PLAYERS = Number(process.env.PLAYERS ?? 200);
const DURATION_S = Number(process.env.DURATION_S ?? 60);
/** A player's pause between two calls (random, 0.5 to 1.5 times this): people read and tap. */
const THINK_MS = Number(process.env.THINK_MS ?? 500);

type Kind = 'systemStatus' | 'login' | 'memberInfo' | 'launchGame' | 'register' | 'feedback';
interface Sample {
  kind: Kind;
  ms: number;
  ok: boolean;
  at: number;
  error?: string;
}

/** Limits raised so the run measures the server, not its brakes: every player is its own IP anyway. */
function benchConfig(root: string): void {
  const file = path.join(root, 'config/merchants/demo/merchant.json');
  const merchant = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    security: { rateLimits: Record<string, Record<string, { max: number }>> };
  };
  for (const group of Object.values(merchant.security.rateLimits)) for (const limit of Object.values(group)) limit.max = 100_000;
  fs.writeFileSync(file, JSON.stringify(merchant));
}

async function main(): Promise<void> {
  const root = benchFolder('wps-load-');
  benchConfig(root);
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  // The per-address write caps are scaled up too: this run measures the server, not its brakes.
  const start = () => startServer(root, port, { env: { WRITE_LIMIT_SCALE: '1000' } });
  let server = await start();
  const samples: Sample[] = [];
  const acknowledged = { members: new Set<string>(), feedback: new Set<string>() };
  let outage: { from: number; to: number } | null = null;
  const t0 = Date.now();
  const end = t0 + DURATION_S * 1000;

  const player = async (index: number) => {
    let token: string | null = null;
    const client = benchPlayer(baseURL, index);
    const username = `load${String(index).padStart(5, '0')}`;
    let extra = 0;
    let notes = 0;
    const timed = async <T>(kind: Kind, run: () => Promise<T>): Promise<T | null> => {
      const started = Date.now();
      try {
        const value = await run();
        samples.push({ kind, ms: Date.now() - started, ok: true, at: started });
        return value;
      } catch (error) {
        const { errorCode, kind: errorKind } = error as { errorCode?: string; kind?: string };
        samples.push({
          kind,
          ms: Date.now() - started,
          ok: false,
          at: started,
          error: `${errorKind ?? 'error'}:${errorCode ?? (error as Error).message}`,
        });
        return null;
      }
    };
    // Bodies are built per kind below; the answers read are only the session tokens.
    const call = (name: Kind, body?: unknown) => {
      client.setToken(token);
      return client.call(name, (body !== undefined ? { body } : {}) as never) as Promise<{ token: string }>;
    };
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 5000));
    const registered = await timed('register', () =>
      call('register', { ...CONSENT, username, password: 'load-pass1', registerMethod: 'H5' }),
    );
    if (registered) {
      acknowledged.members.add(username);
      token = registered.token;
    }
    while (Date.now() < end) {
      await new Promise((resolve) => setTimeout(resolve, THINK_MS * (0.5 + Math.random())));
      const roll = Math.random();
      if (roll < 0.3) await timed('systemStatus', () => call('systemStatus'));
      else if (roll < 0.5 && token) await timed('memberInfo', () => call('memberInfo'));
      else if (roll < 0.65 && token)
        await timed('launchGame', () => call('launchGame', { vendor: 'LOTT', gameCode: 'game_list', hasLobby: true, backUrl: '/m/game' }));
      else if (roll < 0.8 || !token) {
        const value = await timed('login', () => call('login', { type: 'username', username, password: 'load-pass1' }));
        if (value) token = value.token;
      } else if (roll < 0.9) {
        const name = `l${index}x${++extra}`.slice(0, 16);
        const value = await timed('register', () =>
          call('register', { ...CONSENT, username: name, password: 'load-pass1', registerMethod: 'H5' }),
        );
        if (value) acknowledged.members.add(name);
      } else if (token) {
        const content = `load ${index} note ${++notes}`;
        const value = await timed('feedback', () => call('feedback', { category: 'suggestion', content }));
        if (value) acknowledged.feedback.add(content);
      }
    }
  };

  const killer = (async () => {
    await new Promise((resolve) => setTimeout(resolve, (DURATION_S * 1000) / 2));
    const from = Date.now();
    await stopServer(server, 'SIGKILL');
    server = await start();
    outage = { from, to: Date.now() };
  })();

  await Promise.all([...Array.from({ length: PLAYERS }, (_, i) => player(i + 1)), killer]);
  await stopServer(server, 'SIGTERM');

  const db = new Database(path.join(root, 'data/wps.sqlite'), { readonly: true });
  const members = db
    .prepare(
      "SELECT username, COUNT(*) AS n FROM members WHERE merchant = 'demo' AND (username LIKE 'load%' OR username LIKE 'l%x%') GROUP BY username",
    )
    .all() as { username: string; n: number }[];
  const notes = db.prepare("SELECT content, COUNT(*) AS n FROM feedback WHERE content LIKE 'load %' GROUP BY content").all() as {
    content: string;
    n: number;
  }[];
  db.close();
  const memberSet = new Set(members.map((row) => row.username));
  const noteSet = new Set(notes.map((row) => row.content));
  const lostMembers = [...acknowledged.members].filter((name) => !memberSet.has(name.toLowerCase())).length;
  const lostNotes = [...acknowledged.feedback].filter((content) => !noteSet.has(content)).length;
  const twice = members.filter((row) => row.n > 1).length + notes.filter((row) => row.n > 1).length;

  const window = outage as { from: number; to: number } | null;
  // A call overlapping the outage (in flight at the kill, or sent while the server was down).
  const inOutage = (sample: Sample) => window !== null && sample.at <= window.to + 1000 && sample.at + sample.ms >= window.from - 100;
  const steady = samples.filter((sample) => !inOutage(sample));
  const rate = (list: Sample[]) => (list.length === 0 ? 0 : (100 * list.filter((sample) => !sample.ok).length) / list.length);
  console.log(
    `\nload and faults: ${PLAYERS} players (think time ~${THINK_MS} ms) for ${DURATION_S} s on loopback, SIGKILL + restart at ${DURATION_S / 2} s, Node ${process.version}, ${os.cpus().length} CPU(s)`,
  );
  console.log(
    `requests ${samples.length} (${(samples.length / DURATION_S).toFixed(0)}/s); errors ${rate(samples).toFixed(2)} % in total, ${rate(steady).toFixed(2)} % outside the outage (${window ? ((window.to - window.from) / 1000).toFixed(1) : '?'} s down)`,
  );
  for (const kind of ['systemStatus', 'login', 'memberInfo', 'launchGame', 'register', 'feedback'] as Kind[]) {
    const ok = steady
      .filter((sample) => sample.kind === kind && sample.ok)
      .map((sample) => sample.ms)
      .sort((a, b) => a - b);
    const all = steady.filter((sample) => sample.kind === kind);
    console.log(
      `${kind.padEnd(14)} ${String(all.length).padStart(7)} calls   errors ${rate(all).toFixed(2).padStart(6)} %   p50 ${String(percentile(ok, 50)).padStart(5)} ms   p95 ${String(percentile(ok, 95)).padStart(5)} ms`,
    );
  }
  const reasons = new Map<string, number>();
  for (const sample of steady) if (!sample.ok) reasons.set(sample.error ?? '?', (reasons.get(sample.error ?? '?') ?? 0) + 1);
  if (reasons.size > 0) console.log(`errors outside the outage: ${[...reasons].map(([reason, n]) => `${reason} ×${n}`).join(', ')}`);
  const okAll = steady
    .filter((sample) => sample.ok)
    .map((sample) => sample.ms)
    .sort((a, b) => a - b);
  console.log(`all calls      p50 ${percentile(okAll, 50)} ms   p95 ${percentile(okAll, 95)} ms`);
  console.log(
    `acknowledged: ${acknowledged.members.size} registrations, ${acknowledged.feedback.size} feedback notes; lost ${lostMembers + lostNotes}, stored twice ${twice}`,
  );
  fs.rmSync(root, { recursive: true, force: true });
  if (lostMembers + lostNotes > 0 || twice > 0) {
    console.error('FAILED: acknowledged data was lost or duplicated across the SIGKILL');
    process.exitCode = 1;
  }
}

void main();
