import path from 'node:path';

/** Where the end-to-end server listens and keeps its state (wiped at each start). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const REPO_ROOT = path.resolve(__dirname, '../..');
// One state folder per port, so that several runs (or developers) can test side by side.
export const E2E_STATE_DIR = path.join(REPO_ROOT, `.data/e2e-${E2E_PORT}`);
export const E2E_CONFIG_DIR = path.join(E2E_STATE_DIR, 'config');
export const E2E_DATA_DIR = path.join(E2E_STATE_DIR, 'data');

/** A tenant's base URL: `*.localhost` resolves to loopback in Chromium. */
export function tenantUrl(merchantHost: 'demo' | 'lotus' | (string & {})): string {
  return `http://${merchantHost}.localhost:${E2E_PORT}`;
}
