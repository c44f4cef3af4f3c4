/** Flags kept for the browser session (sessionStorage); storage refused by the browser means "not seen". */
import { webStorage } from '@m/shared';

export interface FlagStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The session's storage through @m/shared's helper: null when the browser refuses it. */
export function sessionFlags(): FlagStorage | null {
  return webStorage('session');
}
