/**
 * Development mode: one remote runs from source and rebuilds on every change, the shell and the
 * other remotes come from their built bundles.
 *   pnpm dev mf-games        then open http://127.0.0.1:8080/m/ and reload after a change
 * The watched remote is published as version 0.0.0-dev in a private copy of the configuration
 * (.data/dev/config), so the repository's registries are never touched.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { withVersion } from './publish-remote';
import { REMOTE_NAMES } from '../shared/src/contract/remote-names';

const REMOTES: readonly string[] = REMOTE_NAMES;
const DEV_VERSION = '0.0.0-dev';
const root = path.resolve(__dirname, '..');

function main(): void {
  const remote = process.argv[2];
  if (!remote || !REMOTES.includes(remote)) {
    console.error(`usage: pnpm dev <${REMOTES.join('|')}>`);
    process.exit(2);
  }
  // The bundles that are not watched must exist.
  const missing = ['shell', ...REMOTES].filter(
    (name) => !fs.existsSync(path.join(root, name, 'dist')) || fs.readdirSync(path.join(root, name, 'dist')).length === 0,
  );
  if (missing.length > 0) {
    const built = spawnSync('pnpm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }

  const configDir = path.join(root, '.data/dev/config');
  fs.rmSync(configDir, { recursive: true, force: true });
  fs.cpSync(path.join(root, 'server/config'), configDir, { recursive: true });
  for (const file of fs.readdirSync(path.join(configDir, 'registry'))) {
    const full = path.join(configDir, 'registry', file);
    const doc = JSON.parse(fs.readFileSync(full, 'utf8')) as Parameters<typeof withVersion>[0];
    if (doc.remotes?.some((r) => r.name === remote)) fs.writeFileSync(full, JSON.stringify(withVersion(doc, remote, DEV_VERSION), null, 2));
  }

  const children = [
    spawn('pnpm', ['--filter', remote, 'dev'], { cwd: root, stdio: 'inherit', env: { ...process.env, REMOTE_VERSION: DEV_VERSION } }),
    spawn('pnpm', ['--filter', 'server', 'start'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, CONFIG_DIR: configDir, DATA_DIR: path.join(root, '.data/dev/data'), EMULATORS: '1' },
    }),
  ];
  const stop = () => children.forEach((child) => child.kill('SIGTERM'));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  for (const child of children)
    child.on('exit', (code) => {
      stop();
      process.exit(code ?? 0);
    });
}

main();
