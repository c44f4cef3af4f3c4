/** Runs the operator's `pnpm merchant …` command against the end-to-end server's config copy. */
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { E2E_CONFIG_DIR, REPO_ROOT } from './test-server';

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
    },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}
