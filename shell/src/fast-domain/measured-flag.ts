/** "Measured once in this session" (SPEC: the jump happens at most once per session). */
export const FAST_DOMAIN_FLAG = 'm_fast_domain_checked';

export type FlagStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function wasMeasured(storage: FlagStorage | null): boolean {
  // Without session storage the "once per session" rule cannot hold: do not measure at all.
  if (!storage) return true;
  try {
    return storage.getItem(FAST_DOMAIN_FLAG) !== null;
  } catch {
    return true;
  }
}

export function markMeasured(storage: FlagStorage | null): void {
  try {
    storage?.setItem(FAST_DOMAIN_FLAG, '1');
  } catch {
    // quota: the worst case is one more measurement
  }
}
