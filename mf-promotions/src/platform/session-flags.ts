/** Flags kept for the browser session (sessionStorage); storage refused by the browser means "not seen". */
export interface FlagStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export function sessionFlags(): FlagStorage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}
