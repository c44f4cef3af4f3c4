/**
 * Storage that never throws: private modes and full quotas make Web Storage fail, and a failing
 * flag must never break a widget (the flag then simply lasts for this page only).
 */
export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

const memory = new Map<string, string>();

function wrap(pick: () => Storage, prefix: string): SafeStorage {
  return {
    get(key) {
      try {
        return pick().getItem(key);
      } catch {
        return memory.get(prefix + key) ?? null;
      }
    },
    set(key, value) {
      try {
        pick().setItem(key, value);
      } catch {
        memory.set(prefix + key, value);
      }
    },
    remove(key) {
      try {
        pick().removeItem(key);
      } catch {
        memory.delete(prefix + key);
      }
    },
  };
}

export const local: SafeStorage = wrap(() => window.localStorage, 'l:');
export const session: SafeStorage = wrap(() => window.sessionStorage, 's:');
