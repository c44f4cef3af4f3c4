/**
 * The local demo's operators (EMULATORS=1: `npm start`, the e2e run): made at start-up through
 * the same path as `pnpm ops-user add` (create-operator.ts), with generated passwords and
 * authenticator secrets written to `<DATA_DIR>/ops-demo-operators.json` (mode 600), never to the
 * repository. The e2e run reads that file to sign in and to play the authenticator app.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { OpsRole } from '@m/shared/ops';
import { createOperator, type CreatedOperator } from './create-operator';
import { OperatorExists, type OperatorStore } from './operator-store';

export const DEMO_OPERATORS_FILE = 'ops-demo-operators.json';

export const DEMO_OPERATORS: { name: string; role: OpsRole; merchants: string[] | '*' }[] = [
  { name: 'release-manager', role: 'release-manager', merchants: '*' },
  { name: 'demo-admin', role: 'merchant-admin', merchants: ['demo'] },
  { name: 'lotus-admin', role: 'merchant-admin', merchants: ['lotus'] },
  { name: 'viewer', role: 'viewer', merchants: '*' },
];

export interface DemoOperatorsFile {
  operators: CreatedOperator[];
}

export function readDemoOperators(dataDir: string): DemoOperatorsFile {
  try {
    return JSON.parse(fs.readFileSync(path.join(dataDir, DEMO_OPERATORS_FILE), 'utf8')) as DemoOperatorsFile;
  } catch {
    return { operators: [] };
  }
}

/**
 * One start at a time makes the demo's operators: several backends on one data folder (the
 * nginx e2e run) start together, and each must neither create an operator twice nor write the
 * file over another's. A lock left by a start that died is taken over after LOCK_WAIT_MS.
 */
const LOCK_WAIT_MS = 15_000;

async function underLock<T>(dataDir: string, work: () => Promise<T>): Promise<T> {
  const lock = path.join(dataDir, `${DEMO_OPERATORS_FILE}.lock`);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      fs.closeSync(fs.openSync(lock, 'wx', 0o600));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (Date.now() > deadline) fs.rmSync(lock, { force: true });
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await work();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

/**
 * Creates the demo operators this data folder does not have yet and records their credentials.
 * One already in the database keeps its credentials (the file has them from its first start).
 */
export async function ensureDemoOperators(store: OperatorStore, dataDir: string, merchants: string[], now: number): Promise<string> {
  const file = path.join(dataDir, DEMO_OPERATORS_FILE);
  return underLock(dataDir, async () => {
    const created: CreatedOperator[] = [];
    for (const wanted of DEMO_OPERATORS) {
      if (store.find(wanted.name)) continue;
      // A merchant the demo configuration lacks (a trimmed copy) leaves its admin out.
      if (wanted.merchants !== '*' && !wanted.merchants.every((code) => merchants.includes(code))) continue;
      try {
        created.push(await createOperator(store, wanted, merchants, now));
      } catch (error) {
        // Made meanwhile by hand (`pnpm ops-user add` with a demo name): theirs to keep.
        if (!(error instanceof OperatorExists)) throw error;
      }
    }
    if (created.length > 0) {
      const names = new Set(created.map((operator) => operator.name));
      const known = readDemoOperators(dataDir);
      const next: DemoOperatorsFile = { operators: [...known.operators.filter((o) => !names.has(o.name)), ...created] };
      const temporary = `${file}.${process.pid}.tmp`;
      fs.writeFileSync(temporary, `${JSON.stringify(next, null, 2)}\n`, { mode: 0o600 });
      fs.renameSync(temporary, file);
    }
    return file;
  });
}

/** The start guide's lines about the console: who can sign in, and where their credentials are. */
export function opsDemoGuide(dataDir: string): string {
  const file = path.join(dataDir, DEMO_OPERATORS_FILE);
  return [
    'Operator console (/ops, its API /ops/api): demo operators ' + DEMO_OPERATORS.map((o) => o.name).join(', ') + ';',
    `  their passwords and authenticator secrets: ${file} (mode 600, made at first start);`,
    `  the current authenticator code: DATA_DIR=${dataDir} pnpm ops-user demo-code <name>`,
  ].join('\n');
}
