/**
 * `pnpm rum [--merchant=demo] [--min-samples=5] [--tolerance-ms=0] [--db=path]`: prints the
 * real-user-monitoring report from the reference backend's database (DATA_DIR, default .data)
 * and exits 1 when a remote version made LCP worse, so a pipeline can stop a rollout.
 */
import path from 'node:path';
import {
  buildGroups,
  DEFAULT_OPTIONS,
  findRegressions,
  formatReport,
  type Regression,
  type ReportOptions,
  type RumRow,
} from '../../server/src/rum/rum-report';
import { readRumRows } from '../../server/src/rum/rum-database';

const repoRoot = path.resolve(__dirname, '../..');

export interface RumCliOptions extends ReportOptions {
  db: string;
  merchant: string | null;
}

export function parseArgs(argv: string[], env: NodeJS.ProcessEnv = process.env): RumCliOptions {
  const options: RumCliOptions = {
    ...DEFAULT_OPTIONS,
    db: path.join(path.resolve(env.DATA_DIR ?? path.join(repoRoot, '.data')), 'wps.sqlite'),
    merchant: null,
  };
  for (const arg of argv) {
    const [name, value = ''] = arg.replace(/^--/, '').split('=', 2);
    if (name === 'db') options.db = path.resolve(value);
    else if (name === 'merchant') options.merchant = value;
    else if (name === 'min-samples' && /^\d+$/.test(value)) options.minSamples = Number(value);
    else if (name === 'tolerance-ms' && /^\d+$/.test(value)) options.toleranceMs = Number(value);
    else throw new Error(`unknown or malformed option ${arg} (see scripts/rum/rum-cli.ts)`);
  }
  return options;
}

export function runRumReport(options: RumCliOptions): { text: string; regressions: Regression[] } {
  const rows: RumRow[] = readRumRows(options.db, options.merchant);
  const groups = buildGroups(rows);
  const regressions = findRegressions(groups, options);
  return { text: `${rows.length} beacons\n${formatReport(groups, regressions)}`, regressions };
}

if (require.main === module) {
  try {
    const { text, regressions } = runRumReport(parseArgs(process.argv.slice(2)));
    console.log(text);
    process.exit(regressions.length > 0 ? 1 : 0);
  } catch (error) {
    console.error(`pnpm rum: ${(error as Error).message}`);
    process.exit(2);
  }
}
