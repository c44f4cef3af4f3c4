// `npm test`: everything CI runs, from a fresh machine: install, Debian's Chromium, types,
// the linter (boundaries, layers, cycles, floating promises), unit tests, the security suite, the build, the end-to-end
// scenarios in phone emulation, and the size report.
import fs from 'node:fs';
import { spawnSync } from 'node:child_process';
import { build, install, pnpm, run } from './toolchain.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return;
  // Browser downloads are not possible here; Debian's package is.
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  if (isRoot) {
    run('apt-get', ['update', '-q'], { env });
    run('apt-get', ['install', '-y', '-q', 'chromium'], { env });
  } else if (spawnSync('sudo', ['-n', 'true']).status === 0) {
    run('sudo', ['-n', 'apt-get', 'update', '-q'], { env });
    run('sudo', ['-n', 'apt-get', 'install', '-y', '-q', 'chromium'], { env });
  } else {
    console.error(`Chromium is missing at ${CHROMIUM}: install Debian's package (apt-get install -y chromium) as root, or set CHROMIUM_PATH.`);
    process.exit(1);
  }
}

install();
ensureChromium();
pnpm(['run', 'typecheck']);
pnpm(['run', 'lint']);
pnpm(['run', 'unit']);
// The security suite (docs/security.md): one test per finding of issue 11, hostile URLs, XSS, encrypted bodies.
pnpm(['run', 'test:security']);
build();
pnpm(['run', 'e2e']);
pnpm(['run', 'size']);
console.log('\nAll tests passed.');
