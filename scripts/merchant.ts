/**
 * An operator's commands for one merchant:
 *   pnpm merchant check <code> [--demo]             every file of the merchant, each problem with file and field
 *                                                   (--demo: for the local demo, without production's secrets)
 *   pnpm merchant pin <code> <remote> <version>     the merchant gets that version of the remote
 *   pnpm merchant rollback <code> <remote>          back to the version the last pin replaced
 * Options: --config-dir <dir> (default server/config), --bundles-root <dir> (default the repository).
 * A pin or rollback validates the whole new registry first (versions built, origins allowed)
 * and writes nothing when it fails. The server reads registries on every request: players get
 * the change on their next page load, without a restart.
 */
import fs from 'node:fs';
import path from 'node:path';
import { checkMerchant, sourceCatalogues } from '../server/src/merchants/checks/check-merchant';
import { formatProblem } from '../server/src/merchants/checks/merchant-problem';
import { MERCHANT_CODE } from '../server/src/merchants/merchant-catalog';
import { registryProblems } from '../server/src/federation/registry-check';
import { pin, rollback, type PinRecord, type RegistryDoc } from './merchant-registry';
import { REMOTE_NAMES } from '../shared/src/contract/remote-names';

const repoRoot = path.resolve(__dirname, '..');
const REMOTES: readonly string[] = REMOTE_NAMES;
const USAGE =
  'usage: pnpm merchant check <code> [--demo] | pin <code> <remote> <version> | rollback <code> <remote>  [--config-dir <dir>] [--bundles-root <dir>]';

class UsageError extends Error {}

interface Options {
  command: string;
  args: string[];
  configDir: string;
  bundlesRoot: string;
  demo: boolean;
}

function parse(argv: string[]): Options {
  const positional: string[] = [];
  let configDir = path.join(repoRoot, 'server/config');
  let bundlesRoot = repoRoot;
  let demo = false;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--config-dir') configDir = path.resolve(argv[++i] ?? '');
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
  return { command, args, configDir, bundlesRoot, demo };
}

function writeAtomically(file: string, value: unknown): void {
  // Write-then-rename: the server never reads a half-written registry.
  fs.writeFileSync(`${file}.tmp`, `${JSON.stringify(value, null, 2)}\n`);
  fs.renameSync(`${file}.tmp`, file);
}

function changeRegistry(
  options: Options,
  change: (doc: RegistryDoc, history: PinRecord[]) => { doc: RegistryDoc; history: PinRecord[] },
): { doc: RegistryDoc } {
  const code = options.args[0]!;
  const registryDir = path.join(options.configDir, 'registry');
  const own = path.join(registryDir, `${code}.json`);
  const historyFile = path.join(registryDir, `${code}.history.json`);
  // A merchant without a registry of its own starts from the default one it is served today.
  const source = fs.existsSync(own) ? own : path.join(registryDir, 'default.json');
  const doc = { ...(JSON.parse(fs.readFileSync(source, 'utf8')) as RegistryDoc), merchant: code };
  const history = fs.existsSync(historyFile) ? (JSON.parse(fs.readFileSync(historyFile, 'utf8')) as PinRecord[]) : [];
  const next = change(doc, history);
  const { problems } = registryProblems({ file: path.relative(options.configDir, own), value: next.doc, bundlesRoot: options.bundlesRoot });
  if (problems.length > 0) {
    for (const problem of problems) console.error(formatProblem(problem));
    throw new Error(`registry of merchant ${code} not changed`);
  }
  writeAtomically(own, next.doc);
  writeAtomically(historyFile, next.history);
  return next;
}

function main(argv: string[]): number {
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
  if (options.command === 'pin') {
    changeRegistry(options, (doc, history) => pin(doc, history, remote, version, new Date()));
    console.log(`merchant ${code}: ${remote} pinned to ${version}; players get it on their next page load`);
    return 0;
  }
  let summary = '';
  changeRegistry(options, (doc, history) => {
    const back = rollback(doc, history, remote);
    summary = `merchant ${code}: ${remote} rolled back from ${back.from} to ${back.to}; players get it on their next page load`;
    return back;
  });
  console.log(summary);
  return 0;
}

if (require.main === module) {
  try {
    process.exit(main(process.argv.slice(2)));
  } catch (error) {
    console.error(error instanceof UsageError ? `${error.message}\n${USAGE}` : (error as Error).message);
    process.exit(2);
  }
}
