/**
 * Benchmark (not a timed test): 200 players register at the same moment, then 200 log in at the
 * same moment, against the on-disk database, through the real API client (encrypted bodies
 * included). Then the app restarts on the same data folder and the run checks that every member
 * is there exactly once and every login token still works. Prints requests per second and p95
 * latency per phase; docs/backend-contract.md ("Benchmark") quotes the figures.
 *
 * pnpm --filter server bench            (PLAYERS=500 to change the count)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { summarizeLatencies } from './support/percentile';
import { benchPlayer } from './support/bench-player';
import { benchFolder } from './support/server-process';
import { CONSENT } from '../test/support/consent';

const PLAYERS = Number(process.env.PLAYERS ?? 200);

interface Phase {
  name: string;
  requests: number;
  seconds: number;
  p50: number;
  p95: number;
  max: number;
}

async function start(root: string): Promise<{ app: FastifyInstance; baseURL: string }> {
  const app = await buildApp({
    port: 0,
    host: '127.0.0.1',
    configDir: path.join(root, 'config'),
    dataDir: path.join(root, 'data'),
    bundlesRoot: path.join(root, 'bundles'),
    faults: false,
    logLevel: 'silent',
    trustedProxies: ['127.0.0.1'],
    demoMode: true,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, baseURL: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

/** Each player is its own page: its own client, its own IP (X-Forwarded-For), like real traffic. */
function player(baseURL: string, index: number) {
  return { ...benchPlayer(baseURL, index), username: `bench${String(index).padStart(5, '0')}` };
}

async function phase<T>(name: string, work: (() => Promise<T>)[]): Promise<{ results: T[]; phase: Phase }> {
  const latencies: number[] = [];
  const started = performance.now();
  const results = await Promise.all(
    work.map(async (run) => {
      const t0 = performance.now();
      const result = await run();
      latencies.push(performance.now() - t0);
      return result;
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const { p50, p95, max } = summarizeLatencies(latencies);
  return { results, phase: { name, requests: work.length, seconds, p50, p95, max } };
}

async function main(): Promise<void> {
  const root = benchFolder('wps-bench-');
  try {
    let { app, baseURL } = await start(root);
    const players = Array.from({ length: PLAYERS }, (_, i) => player(baseURL, i + 1));
    // Warm-up outside the measurement: the RSA key and the JIT, as on a server that has been up a while.
    await players[0]!.call('systemStatus');

    const registration = await phase(
      `${PLAYERS} concurrent registrations`,
      players.map(
        (p) => () => p.call('register', { body: { ...CONSENT, username: p.username, password: 'bench-pass1', registerMethod: 'H5' } }),
      ),
    );
    const login = await phase(
      `${PLAYERS} concurrent logins`,
      players.map((p) => () => p.call('login', { body: { type: 'username', username: p.username, password: 'bench-pass1' } })),
    );

    await app.close();
    ({ app, baseURL } = await start(root));

    const db = new Database(path.join(root, 'data/wps.sqlite'), { readonly: true });
    const rows = db
      .prepare("SELECT username, COUNT(*) AS n FROM members WHERE merchant = 'demo' AND username LIKE 'bench%' GROUP BY username")
      .all() as { username: string; n: number }[];
    db.close();
    const missing = players.filter((p) => !rows.some((row) => row.username === p.username)).length;
    const twice = rows.filter((row) => row.n > 1).length;

    const afterRestart = Array.from({ length: PLAYERS }, (_, i) => player(baseURL, i + 1));
    const check = await phase(
      `${PLAYERS} concurrent member-info calls after restart`,
      afterRestart.map((p, i) => async () => {
        p.setToken(login.results[i]!.token);
        const info = await p.call('memberInfo');
        return info.account === p.username;
      }),
    );
    await app.close();

    const valid = check.results.filter(Boolean).length;
    console.log(
      `\nregister + login benchmark: ${PLAYERS} players, on-disk SQLite (WAL), Node ${process.version}, ${os.cpus().length} CPU(s) ${os.cpus()[0]?.model ?? ''}`,
    );
    for (const p of [registration.phase, login.phase, check.phase]) {
      console.log(
        `${p.name.padEnd(52)} ${(p.requests / p.seconds).toFixed(0).padStart(6)} req/s   p50 ${p.p50.toFixed(0).padStart(5)} ms   p95 ${p.p95.toFixed(0).padStart(5)} ms   max ${p.max.toFixed(0).padStart(5)} ms`,
      );
    }
    console.log(
      `after restart: ${rows.length}/${PLAYERS} members present, ${missing} missing, ${twice} twice, ${valid}/${PLAYERS} login tokens still valid`,
    );
    if (missing > 0 || twice > 0 || rows.length !== PLAYERS || valid !== PLAYERS) {
      console.error('FAILED: data was lost or duplicated across the restart');
      process.exitCode = 1;
    }
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
