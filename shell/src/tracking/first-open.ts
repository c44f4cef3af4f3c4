/**
 * `firstOpen` (SPEC section 9): the first time this device opens the site, once. Marked before
 * publishing, so two tabs opening together count one.
 */
export const FIRST_OPEN_STORAGE_KEY = 'm_first_open';

export function isFirstOpen(storage: Pick<Storage, 'getItem' | 'setItem'> | null, now: number = Date.now()): boolean {
  try {
    if (!storage || storage.getItem(FIRST_OPEN_STORAGE_KEY) !== null) return false;
    storage.setItem(FIRST_OPEN_STORAGE_KEY, String(now));
    return true;
  } catch {
    return false; // storage disabled: no way to know it is the first open, so never claim it
  }
}
