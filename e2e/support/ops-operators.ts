/**
 * The e2e run's console operators (issue 39): the backend starts in demo mode and makes them
 * through the same path as `pnpm ops-user add` (server/src/ops/demo-operators.ts), writing their
 * generated passwords and authenticator secrets to its data folder. Scenarios read them here and
 * play the operator's authenticator app.
 *
 * A code is accepted once and one 30 s step either side of now, so each sign-in takes the next
 * unused step in that window (kept in the state folder across the run's workers), waiting for a
 * new step when all three are used.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { OPS_API, type OpsOperator } from '../../shared/src/contract/ops-api';
import { DEMO_OPERATORS_FILE, type DemoOperatorsFile } from '../../server/src/ops/demo-operators';
import { currentCode } from '../../server/src/ops/operator-totp';
import { BASE_URL, E2E_DATA_DIR, E2E_STATE_DIR } from './test-server';

export type DemoOperatorName = 'release-manager' | 'demo-admin' | 'lotus-admin' | 'viewer';

export interface DemoOperator {
  name: DemoOperatorName;
  password: string;
  totpSecret: string;
}

export function opsOperator(name: DemoOperatorName): DemoOperator {
  const file = path.join(E2E_DATA_DIR, DEMO_OPERATORS_FILE);
  const operators = (JSON.parse(fs.readFileSync(file, 'utf8')) as DemoOperatorsFile).operators;
  const found = operators.find((operator) => operator.name === name);
  if (!found) throw new Error(`${file} has no operator ${name}: did the e2e backend start in demo mode (EMULATORS=1)?`);
  return { name, password: found.password, totpSecret: found.totpSecret };
}

const STEP_MS = 30_000;
const usedFile = () => path.join(E2E_STATE_DIR, 'ops-codes-used.json');

/** An authenticator code for `operator` that no earlier sign-in of this run has used. */
export async function freshOpsCode(operator: DemoOperator): Promise<string> {
  for (;;) {
    let used: Record<string, number> = {};
    try {
      used = JSON.parse(fs.readFileSync(usedFile(), 'utf8')) as Record<string, number>;
    } catch {
      // First sign-in of the run.
    }
    const now = Date.now();
    const step = Math.floor(now / STEP_MS);
    const next = Math.max(step - 1, (used[operator.name] ?? -Infinity) + 1);
    if (next <= step + 1) {
      fs.writeFileSync(usedFile(), JSON.stringify({ ...used, [operator.name]: next }));
      return currentCode(operator.totpSecret, next * STEP_MS + STEP_MS / 2);
    }
    await new Promise((resolve) => setTimeout(resolve, (step + 1) * STEP_MS - now + 50));
  }
}

/** Signs `name` in through the API (both steps); `request` keeps the session cookie. */
export async function signInOps(request: APIRequestContext, name: DemoOperatorName, baseURL = BASE_URL): Promise<OpsOperator> {
  const operator = opsOperator(name);
  const first = await request.post(`${baseURL}${OPS_API.signIn}`, { data: { name, password: operator.password } });
  if (!first.ok()) throw new Error(`ops sign-in of ${name}: ${first.status()} ${await first.text()}`);
  const { ticket } = (await first.json()) as { ticket: string };
  const second = await request.post(`${baseURL}${OPS_API.totp}`, { data: { ticket, code: await freshOpsCode(operator) } });
  if (!second.ok()) throw new Error(`ops authenticator step of ${name}: ${second.status()} ${await second.text()}`);
  return (await second.json()) as OpsOperator;
}
