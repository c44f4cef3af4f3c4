// The security suite (docs/security.md): the test files that prove each defence. One list, read by
// `pnpm test:security` (runs these) and by `npm test` (runs them once as the security suite and
// leaves them out of its unit run, which used to run them a second time).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const SECURITY_TESTS = [
  'server/test/security',
  'server/src/security',
  'shell/src/session/query-token',
  'shell/src/layout/overlay-host.xss',
  'shell/src/errors/error-presentation',
  'server/src/wps/auth',
  'server/src/wps/crypto',
  'server/src/wps/games',
  'mf-auth/src/common/sms-code-service',
  'shared/src/session/hand-over-source',
  'mf-auth/src/login/maya-service',
  'shell/src/sw/fresh-nonce',
];

/** jest's own ignore patterns (jest.config.js), which a CLI --testPathIgnorePatterns replaces. */
const ALWAYS_IGNORED = ['/node_modules/', '/dist/'];

/** `jest --ci` arguments for the unit run without the security suite. */
export const unitWithoutSecurity = () => ['--ci', '--testPathIgnorePatterns', ...ALWAYS_IGNORED, ...SECURITY_TESTS];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const result = spawnSync(path.join(root, 'node_modules/.bin/jest'), ['--ci', ...SECURITY_TESTS, ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
  });
  process.exit(result.status ?? 1);
}
