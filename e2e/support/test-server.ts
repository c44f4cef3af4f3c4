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

/**
 * The run's local release bucket (s3rver) and registry service (issue 38), started with the
 * server (start-test-server.ts): the built remote versions are uploaded into it, and a scenario
 * releases with `pnpm publish-remote` / `pnpm release` against it (support/releases.ts).
 */
export const E2E_S3_PORT = E2E_PORT + 20_000;
export const E2E_RELEASE_PORT = E2E_PORT + 20_001;
export const E2E_RELEASES_PUBLIC_URL = `http://127.0.0.1:${E2E_S3_PORT}/m-releases`;
export const E2E_RELEASE_SERVICE_URL = `http://127.0.0.1:${E2E_RELEASE_PORT}`;
