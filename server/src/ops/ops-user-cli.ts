/**
 * `pnpm ops-user`: operators of the console, on the backend's database (DATA_DIR, default .data;
 * the `npm start` demo keeps its data in .data/demo).
 *   pnpm ops-user add <name> --role release-manager
 *   pnpm ops-user add <name> --role merchant-admin --merchant lotus [--merchant …]
 *   pnpm ops-user add <name> --role viewer [--merchant <code> | --merchant '*']
 *   pnpm ops-user list | disable <name> | demo-code <name>
 * `add` prints the generated password and the authenticator's otpauth:// address once: give them
 * to the person (a password manager, the authenticator app); only the password's hash is kept.
 * `demo-code` prints the current code of a demo operator (ops-demo-operators.json, EMULATORS=1 only).
 */
import type { OpsRole } from '@m/shared/ops';
import { databasePath, openDatabase } from '../db/database';
import { readServerOptions } from '../server-options';
import { createOperator } from './create-operator';
import { readDemoOperators } from './demo-operators';
import { merchantCodes } from './merchant-list';
import { OperatorStore, operatorView } from './operator-store';
import { currentCode } from './operator-totp';

export type OpsUserCommand =
  | { command: 'add'; name: string; role: OpsRole; merchants: string[] | '*' }
  | { command: 'list' }
  | { command: 'disable'; name: string }
  | { command: 'demo-code'; name: string };

const USAGE =
  'usage: pnpm ops-user add <name> --role <release-manager|merchant-admin|viewer> [--merchant <code>]… | list | disable <name> | demo-code <name>';

export function parseOpsUserArgs(argv: string[]): OpsUserCommand {
  const [command, ...rest] = argv;
  if (command === 'list' && rest.length === 0) return { command };
  if ((command === 'disable' || command === 'demo-code') && rest.length === 1) return { command, name: rest[0]!.toLowerCase() };
  if (command !== 'add' || !rest[0] || rest[0].startsWith('--')) throw new Error(USAGE);
  const name = rest[0].toLowerCase();
  let role: string | null = null;
  const merchants: string[] = [];
  for (let i = 1; i < rest.length; i += 2) {
    const [flag, value] = [rest[i], rest[i + 1]];
    if (value === undefined) throw new Error(`${flag} needs a value\n${USAGE}`);
    if (flag === '--role') role = value;
    else if (flag === '--merchant') merchants.push(value);
    else throw new Error(`unknown option ${flag}\n${USAGE}`);
  }
  if (!role) throw new Error(`--role is required\n${USAGE}`);
  const all = merchants.includes('*') || (role === 'release-manager' && merchants.length === 0);
  return { command: 'add', name, role: role as OpsRole, merchants: all ? '*' : merchants };
}

export async function runOpsUser(command: OpsUserCommand, dirs: { dataDir: string; configDir: string }, now: number): Promise<string> {
  if (command.command === 'demo-code') {
    const demo = readDemoOperators(dirs.dataDir).operators.find((operator) => operator.name === command.name);
    if (!demo) throw new Error(`${command.name} is not a demo operator of ${dirs.dataDir} (demo operators exist only with EMULATORS=1)`);
    return currentCode(demo.totpSecret, now);
  }
  const db = openDatabase(databasePath(dirs.dataDir));
  try {
    const store = new OperatorStore(db);
    if (command.command === 'list')
      return store
        .list()
        .map((row) => {
          const view = operatorView(row);
          const merchants = view.merchants === '*' ? 'all merchants' : view.merchants.join(', ');
          return `${view.name}  ${view.role}  ${merchants}${row.disabled_at ? '  (disabled)' : ''}`;
        })
        .join('\n');
    if (command.command === 'disable') {
      if (!store.disable(command.name, now)) throw new Error(`there is no enabled operator ${command.name}`);
      return `${command.name} is disabled and signed out everywhere`;
    }
    const created = await createOperator(store, command, merchantCodes(dirs.configDir), now);
    return [
      `operator ${created.name} (${created.role}, ${created.merchants === '*' ? 'all merchants' : created.merchants.join(', ')}) created.`,
      'Give these to the operator now; they are not shown again:',
      `  password:      ${created.password}`,
      `  authenticator: ${created.otpauthUri}`,
    ].join('\n');
  } finally {
    db.close();
  }
}

if (require.main === module) {
  Promise.resolve()
    .then(() => {
      // The backend's own folders (DATA_DIR, CONFIG_DIR), read where the backend reads them.
      const { dataDir, configDir } = readServerOptions();
      return runOpsUser(parseOpsUserArgs(process.argv.slice(2)), { dataDir, configDir }, Date.now());
    })
    .then((text) => console.log(text))
    .catch((error: Error) => {
      console.error(`pnpm ops-user: ${error.message}`);
      process.exit(2);
    });
}
