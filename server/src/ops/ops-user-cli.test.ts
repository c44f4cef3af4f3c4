import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { databasePath, openDatabase } from '../db/database';
import { OperatorStore } from './operator-store';
import { acceptedStep } from './operator-totp';
import { parseOpsUserArgs, runOpsUser } from './ops-user-cli';
import { DEMO_OPERATORS_FILE, ensureDemoOperators, readDemoOperators } from './demo-operators';
import { verifyPassword } from '../wps/auth/password-hasher';

const configDir = path.resolve(__dirname, '../../config');
let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ops-user-'));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('pnpm ops-user', () => {
  it('adds a merchant admin, printing the password and the otpauth address once; only the hash is stored', async () => {
    const now = Date.UTC(2026, 10, 27);
    const text = await runOpsUser(
      parseOpsUserArgs(['add', 'Lotus-Boss', '--role', 'merchant-admin', '--merchant', 'lotus']),
      { dataDir, configDir },
      now,
    );
    const password = /password: +(\S+)/.exec(text)![1]!;
    const uri = /authenticator: +(\S+)/.exec(text)![1]!;
    expect(uri).toMatch(
      /^otpauth:\/\/totp\/m-site%20ops:lotus-boss\?issuer=m-site%20ops&secret=[A-Z2-7]{32}&algorithm=SHA1&digits=6&period=30$/,
    );
    const db = openDatabase(databasePath(dataDir));
    const row = new OperatorStore(db).find('lotus-boss')!;
    db.close();
    expect(row).toMatchObject({ role: 'merchant-admin', merchants: '["lotus"]' });
    expect(row.password_hash).not.toContain(password);
    expect(await verifyPassword(password, row.password_hash)).toBe(true);
    expect(row.totp_secret).toBe(new URL(uri).searchParams.get('secret'));
    expect(await runOpsUser({ command: 'list' }, { dataDir, configDir }, now)).toBe('lotus-boss  merchant-admin  lotus');
  });

  it('refuses what would make a wrong operator, saying why', async () => {
    const dirs = { dataDir, configDir };
    await expect(runOpsUser(parseOpsUserArgs(['add', 'x', '--role', 'merchant-admin']), dirs, 0)).rejects.toThrow(/--merchant/);
    await expect(runOpsUser(parseOpsUserArgs(['add', 'x', '--role', 'merchant-admin', '--merchant', 'nowhere']), dirs, 0)).rejects.toThrow(
      /no merchant nowhere/,
    );
    await expect(runOpsUser(parseOpsUserArgs(['add', 'x', '--role', 'release-manager', '--merchant', 'demo']), dirs, 0)).rejects.toThrow(
      /every merchant/,
    );
    expect(() => parseOpsUserArgs(['add', 'x', '--role', 'viewer', '--colour', 'red'])).toThrow(/unknown option --colour/);
    expect(() => parseOpsUserArgs(['add', 'x'])).toThrow(/--role is required/);
    await runOpsUser(parseOpsUserArgs(['add', 'dup', '--role', 'viewer', '--merchant', '*']), dirs, 0);
    await expect(runOpsUser(parseOpsUserArgs(['add', 'dup', '--role', 'viewer', '--merchant', '*']), dirs, 0)).rejects.toThrow(/exists/);
  });

  it('makes each demo operator once when two backends on one data folder start together', async () => {
    const first = openDatabase(databasePath(dataDir));
    const second = openDatabase(databasePath(dataDir));
    await Promise.all([
      ensureDemoOperators(new OperatorStore(first), dataDir, ['demo', 'lotus'], 1_000),
      ensureDemoOperators(new OperatorStore(second), dataDir, ['demo', 'lotus'], 1_000),
    ]);
    const rows = new OperatorStore(first).list();
    first.close();
    second.close();
    const written = readDemoOperators(dataDir).operators;
    expect(written.map((o) => o.name).sort()).toEqual(rows.map((r) => r.name).sort());
    expect(written).toHaveLength(4);
  });

  it("makes the demo's operators once, their credentials in a mode-600 file the e2e run and demo-code read", async () => {
    const db = openDatabase(databasePath(dataDir));
    const store = new OperatorStore(db);
    const file = await ensureDemoOperators(store, dataDir, ['demo', 'lotus'], 1_000);
    expect(file).toBe(path.join(dataDir, DEMO_OPERATORS_FILE));
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const first = readDemoOperators(dataDir).operators;
    expect(first.map((o) => [o.name, o.role, o.merchants])).toEqual([
      ['release-manager', 'release-manager', '*'],
      ['demo-admin', 'merchant-admin', ['demo']],
      ['lotus-admin', 'merchant-admin', ['lotus']],
      ['viewer', 'viewer', '*'],
    ]);
    // A second start keeps them and their credentials, and so do two starting at once (nginx run).
    await Promise.all([
      ensureDemoOperators(store, dataDir, ['demo', 'lotus'], 2_000),
      ensureDemoOperators(store, dataDir, ['demo', 'lotus'], 2_000),
    ]);
    expect(readDemoOperators(dataDir).operators).toEqual(first);
    expect(fs.readdirSync(dataDir).filter((name) => name.startsWith(DEMO_OPERATORS_FILE))).toEqual([DEMO_OPERATORS_FILE]);
    db.close();
    const now = Date.UTC(2026, 10, 27, 12);
    const code = await runOpsUser({ command: 'demo-code', name: 'lotus-admin' }, { dataDir, configDir }, now);
    expect(acceptedStep('lotus-admin', first[2]!.totpSecret, code, now)).not.toBeNull();
  });
});
