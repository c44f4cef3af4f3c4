/**
 * `pnpm soak` (issue 24, item 7): a benchmark that prints a table, not a test. The real server
 * runs as a child process with production limits on a throw-away data folder. First a quiet
 * baseline: PLAYERS simulated players (register, log in, browse, launch, chat, feedback) for
 * --baseline-seconds. Then the same mix for --seconds with one abusive client hammering every
 * endpoint that needs no account at full speed. The table gives the players' p50/p95 in both,
 * their errors, the data folder's and the log's growth; then the server is killed (SIGKILL) and
 * started again, and every write it acknowledged is looked up: lost or stored twice. Exits 0
 * whatever the figures (the table says which of issue 24's targets are met, and by how much not).
 *
 * pnpm soak                                  (60 s, 200 players, 15 s baseline)
 * pnpm soak --seconds 5 --players 20         (a short run; also --baseline-seconds, --port,
 *                                             --think-ms, --abuse-concurrency, or SOAK_* variables)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchClient } from './support/bench-player';
import { fileBytes, folderBytes } from './support/folder-size';
import { benchFolder, freePort, startServer, stopServer } from './support/server-process';
import { abuse, ABUSER_ADDRESS, type AbusedEndpoint, type AbuseTally } from './soak/abusive-client';
import { CallLog } from './soak/call-log';
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
  const baseURL = `http://127.0.0.1:${port}`;
  const loadAtStart = os.loadavg()[0]!.toFixed(1);
  // Production limits (scale 1, whatever the caller's environment says) and the production log level.
  const start = () => startServer(root, port, { env: { WRITE_LIMIT_SCALE: '1', LOG_LEVEL: 'info' }, logFile });
  const writes = new WriteLedger();
  try {
    let server = await start();
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
        await stopServer(server, 'SIGKILL');
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
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
