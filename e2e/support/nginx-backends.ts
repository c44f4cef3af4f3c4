/**
 * The processes behind nginx in the nginx run (start-nginx-test-server.ts): two render-tier
 * instances in nginx's pages upstream and one /wps backend, and how a scenario stops and restarts
 * the second render instance: the harness that owns the processes does it on a signal (SIGUSR1
 * stops it, SIGUSR2 starts it again), and says where it is in a file of the run.
 */
import fs from 'node:fs';
import path from 'node:path';
import { E2E_PORT, E2E_STATE_DIR } from './test-server';
import { backendPortBehind } from './test-backend';

/** Two instances of the render tier in nginx's pages upstream, on ports of their own. */
export const RENDER_PORTS = [E2E_PORT + 1000, E2E_PORT + 1001] as const;
/** The one backend, behind nginx (/wps) and behind both render instances (everything else). */
export const BACKEND_PORT = backendPortBehind(E2E_PORT);
const CONTROL_FILE = path.join(E2E_STATE_DIR, 'nginx-backends.json');

export function writeControl(harnessPid: number): void {
  fs.writeFileSync(CONTROL_FILE, JSON.stringify({ harnessPid, renderPorts: RENDER_PORTS, backendPort: BACKEND_PORT }));
}

function harnessPid(): number {
  return (JSON.parse(fs.readFileSync(CONTROL_FILE, 'utf8')) as { harnessPid: number }).harnessPid;
}

/**
 * Whether the process on `port` answers the registry (the cheapest answer of the backend, which a
 * render instance asks the backend for).
 */
export async function instanceAnswers(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/m/federation/registry.json`, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Stops the second render instance (SIGTERM: its graceful stop) and waits until it is gone. */
export async function stopSecondInstance(): Promise<void> {
  process.kill(harnessPid(), 'SIGUSR1');
  await until('the second render instance did not stop', async () => !(await instanceAnswers(RENDER_PORTS[1])), 20_000);
}

/** Starts the second render instance again and waits until it answers. */
export async function startSecondInstance(): Promise<void> {
  process.kill(harnessPid(), 'SIGUSR2');
  await until('the second render instance did not start', () => instanceAnswers(RENDER_PORTS[1]), 60_000);
}
