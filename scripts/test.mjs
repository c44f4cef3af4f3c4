// `npm test`: everything CI runs, from a fresh machine: install, Debian's Chromium, types,
// the linter (boundaries, layers, cycles, floating promises, React and accessibility rules), the formatter, unit tests, the security suite, the build, the end-to-end
// scenarios in phone emulation (and the route, cache and failure ones again behind Debian's nginx), and the size report.
import fs from 'node:fs';
import { spawnSync } from 'node:child_process';
import { build, install, pnpm, run } from './toolchain.mjs';
import { unitWithoutSecurity } from './security-suite.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The route, cache and failure scenarios run again behind Debian's nginx (deploy/nginx/).
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

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
pnpm(['--filter', 'e2e', 'run', 'test:nginx']);
pnpm(['run', 'size']);
console.log('\nAll tests passed.');
