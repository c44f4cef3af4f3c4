/**
 * Web Storage that never throws. Private modes, disabled storage and full quotas make
 * `localStorage` / `sessionStorage` throw on access or on write; a failing flag must never break
 * a page. `webStorage` answers the Storage or null; `safeLocal` / `safeSession` read and write
 * through it and keep a value in memory when the browser refuses it (it then lasts for this page).
 */
export type StorageKind = 'local' | 'session';

export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/** The page's storage of that kind, or null when there is none or touching it throws. */
export function webStorage(kind: StorageKind): Storage | null {
  try {
    if (kind === 'local') return typeof localStorage === 'undefined' ? null : localStorage;
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** A SafeStorage over `pick()` (tests pass their own), with `memory` as the fallback. */
export function safeStorage(pick: () => Storage | null, memory = new Map<string, string>()): SafeStorage {
  return {
    get(key) {
      try {
        const storage = pick();
        if (storage) return storage.getItem(key);
      } catch {
        // refused: the memory copy answers
      }
      return memory.get(key) ?? null;
    },
    set(key, value) {
      memory.set(key, value);
      try {
        pick()?.setItem(key, value);
      } catch {
        // quota or private mode: kept in memory for this page
      }
    },
    remove(key) {
      memory.delete(key);
      try {
        pick()?.removeItem(key);
      } catch {
        // nothing stored, nothing to remove
      }
    },
  };
}

export const safeLocal: SafeStorage = safeStorage(() => webStorage('local'));
export const safeSession: SafeStorage = safeStorage(() => webStorage('session'));
