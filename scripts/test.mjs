// `npm test`: everything CI runs, from a fresh machine: install, Debian's Chromium, types,
// the linter (boundaries, layers, cycles, floating promises, React and accessibility rules), the formatter, unit tests, the security suite, the build, the end-to-end
// scenarios in phone emulation (and the route, cache and failure ones again behind Debian's nginx), and the size report.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { build, install, pnpm, pnpmCommand, ROOT, run } from './toolchain.mjs';
import { unitWithoutSecurity } from './security-suite.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The route, cache and failure scenarios run again behind Debian's nginx (deploy/nginx/).
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** Starts a pnpm script now; resolves once it has passed (its output printed then), or exits as `run` does. */
function startBeside(args, label) {
  const [command, fullArgs] = pnpmCommand(args);
  const log = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'm-test-')), 'output.log');
  const out = fs.openSync(log, 'w');
  console.log(`\n$ ${command} ${fullArgs.join(' ')}  (beside the next step; output after it)`);
  const child = spawn(command, fullArgs, { cwd: ROOT, stdio: ['ignore', out, out] });
  // A failing step before it ends the run: this one goes with it.
  process.on('exit', () => {
    if (child.exitCode === null) child.kill();
  });
  return new Promise((resolve) => {
    const done = (status) => {
      fs.closeSync(out);
      console.log(`\n--- ${label} ---\n${fs.readFileSync(log, 'utf8')}`);
      if (status !== 0) {
        console.error(`\n${command} ${fullArgs.join(' ')} failed (exit ${status})`);
        process.exit(status ?? 1);
      }
      resolve();
    };
    child.on('error', () => done(1));
    child.on('close', done);
  });
}

/** Installs a Debian package when its binary is missing: browser and server downloads are not possible here, Debian's packages are. */
function ensureDebianPackage(binary, pkg, envName) {
  if (fs.existsSync(binary)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  if (isRoot) {
    run('apt-get', ['update', '-q'], { env });
    run('apt-get', ['install', '-y', '-q', pkg], { env });
  } else if (spawnSync('sudo', ['-n', 'true']).status === 0) {
    run('sudo', ['-n', 'apt-get', 'update', '-q'], { env });
    run('sudo', ['-n', 'apt-get', 'install', '-y', '-q', pkg], { env });
  } else {
    console.error(`${pkg} is missing at ${binary}: install Debian's package (apt-get install -y ${pkg}) as root, or set ${envName}.`);
    process.exit(1);
  }
}

await install();
ensureDebianPackage(CHROMIUM, 'chromium', 'CHROMIUM_PATH');
ensureDebianPackage(NGINX, 'nginx', 'NGINX_PATH');
pnpm(['run', 'typecheck']);
pnpm(['run', 'lint']);
// Prettier's formatting (.prettierrc.json); `pnpm format` writes it.
pnpm(['run', 'format:check']);
// Unit tests, then the security suite (docs/security.md: one test per finding, hostile URLs, XSS,
// encrypted bodies). Each test file runs once: the unit run leaves the security suite's files out.
pnpm(['exec', 'jest', ...unitWithoutSecurity()]);
pnpm(['run', 'test:security']);
build();
pnpm(['run', 'e2e']);
// The size report (its own server and browser, measuring bytes, not time) runs beside the nginx
// run, which waits on its servers much of the time (issue 36). Its output goes to a file, shown
// after the nginx run: the two logs stay readable.
const size = startBeside(['run', 'size'], 'size report');
pnpm(['--filter', 'e2e', 'run', 'test:nginx']);
await size;
console.log('\nAll tests passed.');
