/**
 * An operator's commands for one merchant:
 *   pnpm merchant check <code> [--demo]             every file of the merchant, each problem with file and field
 *                                                   (--demo: for the local demo, without production's secrets)
 *   pnpm merchant pin <code> <remote> <version>     the merchant keeps that version of the remote
 *   pnpm merchant rollback <code> <remote>          back to the version it ran before
 * Options: --config-dir <dir> (default server/config), --bundles-root <dir> (default the repository),
 * --reason "…" (pin and rollback: why, for the audit log).
 * A pin or rollback is `pnpm release pin|rollback --merchant <code>` (issue 38): the registry
 * service checks the version in the release bucket, changes the registry atomically and records
 * who did it and why (docs/deploy.md, "Releasing remotes from object storage"). Exit 0 done, 1
 * refused (nothing changed), 2 usage or the service did not answer.
 */
import path from 'node:path';
import { checkMerchant, sourceCatalogues } from '../server/src/merchants/checks/check-merchant';
import { formatProblem } from '../server/src/merchants/checks/merchant-problem';
import { MERCHANT_CODE } from '../server/src/merchants/merchant-catalog';
import { REMOTE_NAMES } from '../shared/src/contract/remote-names';
import { callService } from './release-client';

const repoRoot = path.resolve(__dirname, '..');
const REMOTES: readonly string[] = REMOTE_NAMES;
const USAGE =
  'usage: pnpm merchant check <code> [--demo] | pin <code> <remote> <version> | rollback <code> <remote>  [--config-dir <dir>] [--bundles-root <dir>] [--reason "…"]';

class UsageError extends Error {}

interface Options {
  command: string;
  args: string[];
  configDir: string;
  bundlesRoot: string;
  demo: boolean;
  reason: string | null;
}

function parse(argv: string[]): Options {
  const positional: string[] = [];
  let configDir = path.join(repoRoot, 'server/config');
  let bundlesRoot = repoRoot;
  let demo = false;
  let reason: string | null = null;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--config-dir') configDir = path.resolve(argv[++i] ?? '');
    else if (arg === '--reason') reason = argv[++i] ?? '';
    else if (arg === '--bundles-root') bundlesRoot = path.resolve(argv[++i] ?? '');
    else if (arg === '--demo') demo = true;
    else if (arg.startsWith('--')) throw new UsageError(`unknown option ${arg}`);
    else positional.push(arg);
  }
  const [command = '', ...args] = positional;
  const code = args[0];
  if (!code || !MERCHANT_CODE.test(code)) throw new UsageError(`"${code ?? ''}" is not a merchant code`);
  if (command === 'pin' || command === 'rollback') {
    if (!REMOTES.includes(args[1] ?? '')) throw new UsageError(`the remote must be one of ${REMOTES.join(', ')}`);
    if (command === 'pin' && !/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/.test(args[2] ?? ''))
      throw new UsageError('the version must be a semantic version such as 1.1.0');
  } else if (command !== 'check') throw new UsageError(`unknown command "${command}"`);
  return { command, args, configDir, bundlesRoot, demo, reason };
}

interface Change {
  from: string | null;
  to: string | null;
}

/** A pin or rollback through the registry service, as `pnpm release` sends it; its first change, or the service's refusal. */
async function throughService(options: Options): Promise<{ change: Change } | { refused: string; status: number }> {
  const [merchant, remote, version] = options.args as [string, string, string];
  const reason = options.reason?.trim() || `pnpm merchant ${options.command}`;
  const body = options.command === 'pin' ? { remote, version, merchant, reason } : { remote, merchant, reason };
  const { status, answer } = await callService('POST', `/releases/${options.command}`, body);
  if (!answer.success) return { refused: `${answer.message ?? 'refused'} (${answer.errorCode ?? status})`, status };
  const [change] = (answer.changes as Change[] | undefined) ?? [];
  return { change: change ?? { from: null, to: null } };
}

async function main(argv: string[]): Promise<number> {
  const options = parse(argv);
  const [code, remote, version] = options.args as [string, string, string];
  if (options.command === 'check') {
    const problems = checkMerchant({
      code,
      configDir: options.configDir,
      bundlesRoot: options.bundlesRoot,
      catalogues: sourceCatalogues(repoRoot),
      demo: options.demo,
    });
    for (const problem of problems) console.log(formatProblem(problem));
    console.log(problems.length === 0 ? `merchant ${code}: every file is valid` : `merchant ${code}: ${problems.length} problem(s)`);
    return problems.length === 0 ? 0 : 1;
  }
  const done = await throughService(options);
  if ('refused' in done) {
    console.error(`merchant ${code}: ${done.refused}; nothing changed`);
    return done.status === 409 ? 1 : 2;
  }
  const { from, to } = done.change;
  console.log(
    options.command === 'pin'
      ? `merchant ${code}: ${remote} pinned to ${version} (was ${from ?? 'none'}); players get it within seconds, on their next page`
      : `merchant ${code}: ${remote} rolled back from ${from ?? 'none'} to ${to ?? 'none'}; players get it within seconds, on their next page`,
  );
  return 0;
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof UsageError ? `${error.message}\n${USAGE}` : (error as Error).message);
      process.exit(2);
    },
  );
}
