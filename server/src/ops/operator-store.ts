/**
 * Operators of the console (issue 39), apart from the players: their names, password hashes
 * (scrypt, wps/auth/password-hasher.ts), authenticator secrets, roles and merchants, in the
 * backend's SQLite (migration 24). Sign-in tickets and sessions live in ops-session-store.ts.
 */
import type { OpsOperator, OpsRole } from '@m/shared/ops';
import type { Database } from '../db/database';

export const OPS_ROLES: readonly OpsRole[] = ['release-manager', 'merchant-admin', 'viewer'];
/** Letters, digits and . _ @ -: the name goes into the release audit log as the actor. */
export const OPERATOR_NAME = /^[a-z0-9][a-z0-9._@-]{0,63}$/;

export interface OperatorRow {
  name: string;
  password_hash: string;
  totp_secret: string;
  totp_last_step: number | null;
  role: OpsRole;
  merchants: string;
  created_at: number;
  disabled_at: number | null;
}

export interface NewOperator {
  name: string;
  passwordHash: string;
  totpSecret: string;
  role: OpsRole;
  merchants: string[] | '*';
  now: number;
}

export class OperatorExists extends Error {
  override name = 'OperatorExists';
}

/** What the console is told about an operator: never the hash or the secret. */
export function operatorView(row: OperatorRow): OpsOperator {
  return { name: row.name, role: row.role, merchants: row.merchants === '*' ? '*' : (JSON.parse(row.merchants) as string[]) };
}

export class OperatorStore {
  constructor(private readonly db: Database) {}

  create(input: NewOperator): void {
    const merchants = input.merchants === '*' ? '*' : JSON.stringify([...new Set(input.merchants)].sort());
    try {
      this.db
        .prepare('INSERT INTO ops_operators (name, password_hash, totp_secret, role, merchants, created_at) VALUES (?, ?, ?, ?, ?, ?)')
        .run(input.name, input.passwordHash, input.totpSecret, input.role, merchants, input.now);
    } catch (error) {
      if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_PRIMARYKEY') throw new OperatorExists(`operator ${input.name} exists`);
      throw error;
    }
  }

  /** An enabled operator by name (any case), or undefined. */
  find(name: string): OperatorRow | undefined {
    return this.db.prepare('SELECT * FROM ops_operators WHERE name = ? AND disabled_at IS NULL').get(name.toLowerCase()) as
      OperatorRow | undefined;
  }

  /**
   * Records the step of an accepted code, only if it is later than the last one: false when the
   * code (or an earlier one) was already used, so a code seen over a shoulder cannot be replayed.
   */
  useTotpStep(name: string, step: number): boolean {
    const changed = this.db
      .prepare('UPDATE ops_operators SET totp_last_step = ? WHERE name = ? AND (totp_last_step IS NULL OR totp_last_step < ?)')
      .run(step, name, step).changes;
    return changed === 1;
  }

  disable(name: string, now: number): boolean {
    const changed = this.db
      .prepare('UPDATE ops_operators SET disabled_at = ? WHERE name = ? AND disabled_at IS NULL')
      .run(now, name).changes;
    this.db.prepare('DELETE FROM ops_sessions WHERE operator = ?').run(name);
    return changed === 1;
  }

  list(): OperatorRow[] {
    return this.db.prepare('SELECT * FROM ops_operators ORDER BY name').all() as OperatorRow[];
  }
}
