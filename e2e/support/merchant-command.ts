/**
 * Runs the operator's `pnpm merchant …` command against the end-to-end server's config copy; a pin
 * or rollback goes to the run's registry service, with the run's operator token (issue 38).
 */
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { E2E_CONFIG_DIR, E2E_DATA_DIR, E2E_RELEASE_SERVICE_URL, REPO_ROOT } from './test-server';

export interface CommandResult {
  status: number | null;
  output: string;
}

export function merchantCommand(...args: string[]): CommandResult {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(REPO_ROOT, 'scripts/merchant.ts'), ...args, '--config-dir', E2E_CONFIG_DIR],
    {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      env: { ...process.env, RELEASE_SERVICE_URL: E2E_RELEASE_SERVICE_URL, DATA_DIR: E2E_DATA_DIR },
    },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}
