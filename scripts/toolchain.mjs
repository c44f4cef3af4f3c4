// The set-up steps `npm start` and `npm test` share. Plain Node (no dependency), because it runs
// before anything is installed: a fresh machine has only Node 20+ and npm.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).packageManager.split('@')[1];

export function run(command, args, options = {}) {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed (exit ${result.status})`);
    process.exit(result.status ?? 1);
  }
}

function installedPnpmVersion() {
  const result = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** pnpm at the version package.json pins: the one on PATH if it matches, else through npx. */
export function pnpm(args, options) {
  if (installedPnpmVersion() === PNPM_VERSION) run('pnpm', args, options);
  else run('npx', ['--yes', `pnpm@${PNPM_VERSION}`, ...args], options);
}

export function install() {
  // The lockfile is the truth: never resolve other versions than the ones tested.
  pnpm(['install', '--frozen-lockfile']);
}

export function build() {
  pnpm(['run', 'build']);
}
