import type { SafeStorage } from '@m/shared';

/** An in-memory SafeStorage for unit tests. */
export function memoryStorage(): SafeStorage & { dump(): Record<string, string> } {
  const map = new Map<string, string>();
  return {
    get: (k) => map.get(k) ?? null,
    set: (k, v) => void map.set(k, v),
    remove: (k) => void map.delete(k),
    dump: () => Object.fromEntries(map),
  };
}
