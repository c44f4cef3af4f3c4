/**
 * The device id sent as loginDeviceId (SPEC 3, 4, 5, 9): read from storage (localStorage, then
 * the cookie), else a browser fingerprint, else a random UUID. Only exactly 36 characters are
 * accepted; anything else is discarded. Kept in localStorage and a cookie for 365 days.
 */
import { DEVICE_ID_COOKIE, DEVICE_ID_LENGTH, DEVICE_ID_MAX_AGE_DAYS, readCookie, webStorage, writeCookie } from '@m/shared';
import { browserFingerprint } from './fingerprint';

/** The same cookie the server sets on a first page and decides canaries by (@m/shared canary-choice.ts). */
export const DEVICE_ID_KEY = DEVICE_ID_COOKIE;

export interface DeviceIdSources {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  doc: Pick<Document, 'cookie'> | null;
  fingerprint: () => string | null;
  randomUuid: () => string;
}

/** The id when it is exactly 36 characters of a safe alphabet; null otherwise (SPEC 5). */
export function acceptDeviceId(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length !== DEVICE_ID_LENGTH) return null;
  return /^[0-9A-Za-z-]+$/.test(value) ? value : null;
}

function persist(id: string, sources: DeviceIdSources): void {
  try {
    sources.storage?.setItem(DEVICE_ID_KEY, id);
  } catch {
    // storage full or disabled: the cookie still keeps it
  }
  if (sources.doc) writeCookie(DEVICE_ID_KEY, id, DEVICE_ID_MAX_AGE_DAYS, sources.doc);
}

export function resolveDeviceId(sources: DeviceIdSources): string {
  let stored: string | null = null;
  try {
    stored = sources.storage?.getItem(DEVICE_ID_KEY) ?? null;
  } catch {
    stored = null;
  }
  let id = acceptDeviceId(stored) ?? acceptDeviceId(sources.doc ? readCookie(DEVICE_ID_KEY, sources.doc) : null);
  if (!id) {
    if (stored !== null) {
      try {
        sources.storage?.removeItem(DEVICE_ID_KEY);
      } catch {
        // nothing to clean up then
      }
    }
    let fingerprint: string | null = null;
    try {
      fingerprint = sources.fingerprint();
    } catch {
      fingerprint = null;
    }
    id = acceptDeviceId(fingerprint) ?? acceptDeviceId(sources.randomUuid()) ?? fallbackUuid();
  }
  // Written every time: refreshes the cookie's 365 days and repairs a missing copy.
  persist(id, sources);
  return id;
}

/** crypto.randomUUID exists only in secure contexts; this is the same shape from getRandomValues. */
function fallbackUuid(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

let cached: string | null = null;

/** The page's device id, resolved once. */
export function deviceId(): string {
  if (cached) return cached;
  cached = resolveDeviceId({
    storage: webStorage('local'),
    doc: typeof document === 'undefined' ? null : document,
    fingerprint: browserFingerprint,
    randomUuid: () => (typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : fallbackUuid()),
  });
  return cached;
}
