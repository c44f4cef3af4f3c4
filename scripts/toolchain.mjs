// The set-up steps `npm start` and `npm test` share. Plain Node (no dependency), because it runs
// before anything is installed: a fresh machine has only Node 20+ and npm.
import { spawn, spawnSync } from 'node:child_process';
import readline from 'node:readline';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { installOutputFilter } from './install-output.mjs';

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
  const [command, fullArgs] = pnpmCommand(args);
  run(command, fullArgs, options);
}

/** pnpm's command line: the one on PATH if it is the pinned version, else through npx. */
export function pnpmCommand(args) {
  return installedPnpmVersion() === PNPM_VERSION ? ['pnpm', args] : ['npx', ['--yes', `pnpm@${PNPM_VERSION}`, ...args]];
}

export async function install() {
  // The lockfile is the truth: never resolve other versions than the ones tested.
  const [command, args] = pnpmCommand(['install', '--frozen-lockfile']);
  console.log(`\n$ ${command} ${args.join(' ')}`);
  // Line by line through the filter of expected noise (install-output.mjs).
  const filter = installOutputFilter();
  const child = spawn(command, args, { cwd: ROOT, stdio: ['inherit', 'pipe', 'pipe'] });
  const pass = (stream, out) =>
    readline.createInterface({ input: stream }).on('line', (line) => {
      const shown = filter.line(line);
      if (shown !== null) out.write(`${shown}\n`);
    });
  pass(child.stdout, process.stdout);
  pass(child.stderr, process.stderr);
  const status = await new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  if (status !== 0) {
    for (const line of filter.held()) console.error(line);
    console.error(`\n${command} ${args.join(' ')} failed (exit ${status})`);
    process.exit(status ?? 1);
  }
}

export function build() {
  pnpm(['run', 'build']);
}
