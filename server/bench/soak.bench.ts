/**
 * `pnpm soak` (issue 24, item 7; issue 34, item 7): a benchmark that prints a table, not a test.
 * The product runs as `npm start` runs it, as child processes: the render tier the players reach,
 * and behind it the /wps backend with production limits on a throw-away data folder. First a
 * quiet baseline: PLAYERS simulated players (register, log in, browse, launch and play, chat,
 * feedback) for --baseline-seconds. Then the same mix for --seconds with one abusive client
 * hammering every endpoint that needs no account at full speed. The table gives the players'
 * p50/p95 in both, their errors, the data folder's and the log's growth; then the backend is
 * killed (SIGKILL) and started again, and every write it acknowledged is looked up: lost or
 * stored twice. Then the page flood (issue 34): the players for --flood-seconds quiet, then as
 * long beside one client flooding server-drawn pages (random query strings and User-Agents,
 * --flood-concurrency in flight) and a member flooding game launches: the players' /wps p95 in
 * both and the ratio, for the half of the players that call through the tier (npm start) and the
 * half that call the backend straight (behind nginx). Exits 0 whatever the figures (the table says which targets are met, and by
 * how much not). The page flood needs the built bundles (`pnpm build`): without them the tier
 * answers the shell.
 *
 * pnpm soak                                  (60 s, 200 players, 15 s baseline, 2 x 30 s page flood)
 * pnpm soak --seconds 5 --players 20         (a short run; also --baseline-seconds, --port,
 *                                             --think-ms, --abuse-concurrency, --flood-seconds,
 *                                             --flood-concurrency, or SOAK_* variables)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchClient } from './support/bench-player';
import { fileBytes, folderBytes } from './support/folder-size';
import { benchFolder, freePort, startRenderTierServer, startServer, stopServer } from './support/server-process';
import { abuse, ABUSER_ADDRESS, type AbusedEndpoint, type AbuseTally } from './soak/abusive-client';
import { CallLog } from './soak/call-log';
import { floodLaunches, floodPages, PAGE_FLOODER_ADDRESS } from './soak/page-flood';
import { renderPageFloodSection, type PageFloodReport } from './soak/page-flood-table';
import { parseSoakOptions, type SoakOptions } from './soak/soak-options';
import { playSoak } from './soak/soak-player';
import { renderSoakTable, type PhaseReport } from './soak/soak-table';
import { readStoredWrites } from './soak/stored-writes';
import { WriteLedger } from './soak/write-ledger';

const progress = (message: string) => console.error(`soak: ${message}`);

interface Phase {
  report: PhaseReport;
  abuser: Record<AbusedEndpoint, AbuseTally> | null;
  /** Players' calls in flight when the server was killed (the end of the abused phase). */
  cutCalls: number;
}

async function main(): Promise<void> {
  const options: SoakOptions = parseSoakOptions(process.argv.slice(2), process.env);
  const root = benchFolder('wps-soak-');
  const dataDir = path.join(root, 'data');
  const logFile = path.join(root, 'server.log');
  const port = options.port || (await freePort());
  const backendPort = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const backendURL = `http://127.0.0.1:${backendPort}`;
  const loadAtStart = os.loadavg()[0]!.toFixed(1);
  // Production limits (scale 1, whatever the caller's environment says) and the production log
  // level; the backend behind the tier (SSR off), with the built bundles the pages are drawn from.
  const start = () =>
    startServer(root, backendPort, {
      env: {
        WRITE_LIMIT_SCALE: '1',
        LOG_LEVEL: 'info',
        SSR: 'off',
        PUBLIC_PORT: String(port),
        BUNDLES_ROOT: path.resolve(__dirname, '../..'),
      },
      logFile,
    });
  const writes = new WriteLedger();
  let tier: Awaited<ReturnType<typeof startRenderTierServer>> | null = null;
  let server: Awaited<ReturnType<typeof start>> | null = null;
  // Ctrl+C: the backend, the tier and the throw-away folder go with the soak.
  const interrupted = () => {
    server?.kill('SIGKILL');
    tier?.kill('SIGTERM');
    // The backend may still be closing its files: a second try once it is gone.
    for (const delayMs of [0, 500]) setTimeout(() => fs.rmSync(root, { recursive: true, force: true, maxRetries: 3 }), delayMs);
    setTimeout(() => process.exit(130), 600);
  };
  process.on('SIGINT', interrupted);
  process.on('SIGTERM', interrupted);
  try {
    server = await start();
    // The render tier's default limits and caches (admission, slot and shell-page caches).
    tier = await startRenderTierServer(port, backendPort);
    // Warm-up outside the measurement: the RSA key and the JIT, as on a server that has been up a while.
    await benchClient(baseURL, '192.0.2.1').call('systemStatus');

    /** One phase: players from `firstIndex` on; with the abusive client, the server is killed at its end. */
    const phase = async (name: string, prefix: string, firstIndex: number, seconds: number, withAbuse: boolean): Promise<Phase> => {
      progress(`${name}: ${options.players} players for ${seconds} s${withAbuse ? ' with the abusive client' : ''}`);
      const calls = new CallLog();
      const dataBefore = folderBytes(dataDir);
      const logBefore = fileBytes(logFile);
      const startedAt = Date.now();
      const endAt = startedAt + seconds * 1000;
      const players = Array.from({ length: options.players }, (_, i) =>
        playSoak({
          baseURL,
          index: firstIndex + i,
          prefix,
          arrivalMs: Math.min(5000, (seconds * 1000) / 4),
          thinkMs: options.thinkMs,
          endAt,
          calls,
          writes,
        }),
      );
      const abuser = withAbuse
        ? abuse({
            baseURL,
            endAt,
            concurrency: options.abuseConcurrency,
            victims: () => [...writes.acknowledged('registration')].filter((name) => name.startsWith(prefix)),
          })
        : null;
      let cutoff = Number.POSITIVE_INFINITY;
      if (withAbuse) {
        // The kill comes right at the end of the minute, with the players' and the abuser's calls in flight.
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, endAt - Date.now())));
      } else {
        await Promise.all(players);
      }
      const report: PhaseReport = {
        seconds: (Date.now() - startedAt) / 1000,
        calls: calls.summary(),
        dataGrowthBytes: folderBytes(dataDir) - dataBefore,
        logGrowthBytes: fileBytes(logFile) - logBefore,
      };
      if (withAbuse) {
        cutoff = Date.now();
        progress('kill -9');
        await stopServer(server!, 'SIGKILL');
        report.calls = calls.summary(cutoff);
      }
      const [tallies] = await Promise.all([abuser, ...players]);
      return { report, abuser: tallies, cutCalls: calls.samples.filter((sample) => sample.endedAt >= cutoff).length };
    };

    const baseline = await phase('quiet baseline', 'soakb', 1, options.baselineSeconds, false);
    const abused = await phase('under abuse', 'soaka', options.players + 1, options.seconds, true);
    progress('restart on the same data folder');
    const restartFrom = Date.now();
    server = await start();
    const restartSeconds = (Date.now() - restartFrom) / 1000;
    const audit = writes.audit(readStoredWrites(path.join(dataDir, 'wps.sqlite')));

    let pageFlood: PageFloodReport | undefined;
    if (options.floodSeconds > 0) {
      const window = async (prefix: string, firstIndex: number, flood: boolean) => {
        progress(
          `page flood: ${options.players} players for ${options.floodSeconds} s${flood ? ' beside the page and launch floods' : ', quiet'}`,
        );
        // Half the players call through the tier (npm start: one URL), half straight to the
        // backend (behind nginx, /wps goes there): the flood hits the tier in both.
        const calls = new CallLog();
        const direct = new CallLog();
        const endAt = Date.now() + options.floodSeconds * 1000;
        const players = Array.from({ length: options.players }, (_, i) =>
          playSoak({
            baseURL: i % 2 === 0 ? baseURL : backendURL,
            index: firstIndex + i,
            prefix,
            arrivalMs: Math.min(5000, (options.floodSeconds * 1000) / 4),
            thinkMs: options.thinkMs,
            endAt,
            calls: i % 2 === 0 ? calls : direct,
            writes,
          }),
        );
        const floods = flood
          ? Promise.all([
              floodPages({ baseURL, endAt, concurrency: options.floodConcurrency }),
              floodLaunches({ baseURL, endAt, concurrency: options.abuseConcurrency }),
            ])
          : null;
        await Promise.all(players);
        return { calls: calls.summary(), direct: direct.summary(), floods: await floods };
      };
      const quiet = await window('soakq', 2 * options.players + 1, false);
      const flooded = await window('soakf', 3 * options.players + 1, true);
      pageFlood = {
        seconds: options.floodSeconds,
        concurrency: options.floodConcurrency,
        launchConcurrency: options.abuseConcurrency,
        flooderAddress: PAGE_FLOODER_ADDRESS,
        quiet: quiet.calls,
        flooded: flooded.calls,
        direct: { quiet: quiet.direct, flooded: flooded.direct },
        pages: flooded.floods![0],
        launches: flooded.floods![1],
      };
    }
    await stopServer(server, 'SIGTERM');

    const table = renderSoakTable({
      date: `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
      command: ['pnpm soak', ...process.argv.slice(2)].join(' '),
      // The load says how much of the machine the run had: other work inflates every latency.
      machine: `Node ${process.version}, ${os.cpus().length} CPU(s) ${os.cpus()[0]?.model ?? ''}, load average ${loadAtStart} at the start and ${os.loadavg()[0]!.toFixed(1)} at the end`,
      options,
      baseline: baseline.report,
      abuse: abused.report,
      abuser: abused.abuser!,
      abuserAddress: ABUSER_ADDRESS,
      restartSeconds,
      cutCalls: abused.cutCalls,
      writes: audit,
    });
    console.log(`\n${table}\n`);
    if (pageFlood) console.log(`${renderPageFloodSection(pageFlood)}\n`);
  } finally {
    if (tier) await stopServer(tier, 'SIGTERM');
    fs.rmSync(root, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
