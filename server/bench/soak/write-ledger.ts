/**
 * The writes the server acknowledged (answered success), by kind, and the audit after the
 * SIGKILL and restart: each must be stored exactly once. A write still in flight at the kill
 * was never acknowledged, so it may be there or not, but never twice.
 */
export type WriteKind = 'registration' | 'feedback' | 'chat message';

export const WRITE_KINDS: readonly WriteKind[] = ['registration', 'feedback', 'chat message'];

/** How many times each key is stored (a key stored once need not be listed twice). */
export type StoredCounts = Record<WriteKind, ReadonlyMap<string, number>>;

export interface WriteAudit {
  acknowledged: number;
  /** Acknowledged, and not there after the restart. */
  lost: number;
  /** Stored more than once (acknowledged or not). */
  duplicated: number;
  byKind: Record<WriteKind, { acknowledged: number; lost: number; duplicated: number }>;
  /** A few of the lost or duplicated keys, to look for. */
  examples: string[];
}

export class WriteLedger {
  private readonly keys: Record<WriteKind, Set<string>> = { registration: new Set(), feedback: new Set(), 'chat message': new Set() };

  /** The server answered success for this write (a user name, a feedback text, a chat text). */
  acknowledge(kind: WriteKind, key: string): void {
    this.keys[kind].add(key);
  }

  acknowledged(kind: WriteKind): ReadonlySet<string> {
    return this.keys[kind];
  }

  get size(): number {
    return WRITE_KINDS.reduce((sum, kind) => sum + this.keys[kind].size, 0);
  }

  audit(stored: StoredCounts): WriteAudit {
    const result: WriteAudit = { acknowledged: 0, lost: 0, duplicated: 0, byKind: {} as WriteAudit['byKind'], examples: [] };
    for (const kind of WRITE_KINDS) {
      const lost = [...this.keys[kind]].filter((key) => (stored[kind].get(key) ?? 0) < 1);
      const duplicated = [...stored[kind]].filter(([, count]) => count > 1).map(([key]) => key);
      result.byKind[kind] = { acknowledged: this.keys[kind].size, lost: lost.length, duplicated: duplicated.length };
      result.acknowledged += this.keys[kind].size;
      result.lost += lost.length;
      result.duplicated += duplicated.length;
      result.examples.push(...lost.map((key) => `${kind} lost: ${key}`), ...duplicated.map((key) => `${kind} twice: ${key}`));
    }
    result.examples = result.examples.slice(0, 5);
    return result;
  }
}
