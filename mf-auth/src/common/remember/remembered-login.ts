/**
 * The remembered-login record (SPEC 3): type (username or sms), username or mobile number, the
 * sealed password (username type only), the merchant; plus the autoLogin flag (SPEC 4) kept
 * beside it ('0' turns auto-login off on this device).
 */
import { AUTO_LOGIN_STORAGE_KEY, REMEMBERED_LOGIN_STORAGE_KEY, webStorage } from '@m/shared';
import { passwordVault, type PasswordVault } from './password-vault';

export type RememberedLogin =
  | { type: 'username'; username: string; password: string | null; merchant: string }
  | { type: 'sms'; countryDialingCode: string; mobile: string; merchant: string };

const storage = () => webStorage('local');

function text(value: unknown, max: number): string | null {
  return typeof value === 'string' && value.length > 0 && value.length <= max ? value : null;
}

/** The stored record, or null when there is none or it is malformed (never a crash). */
export function readRememberedLogin(store: Storage | null = storage()): RememberedLogin | null {
  let raw: unknown;
  try {
    raw = JSON.parse(store?.getItem(REMEMBERED_LOGIN_STORAGE_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  const merchant = text(r.merchant, 64);
  if (!merchant) return null;
  if (r.type === 'username') {
    const username = text(r.username, 128);
    return username ? { type: 'username', username, password: text(r.password, 1024), merchant } : null;
  }
  if (r.type === 'sms') {
    const mobile = text(r.mobile, 32);
    return mobile ? { type: 'sms', mobile, countryDialingCode: text(r.countryDialingCode, 8) ?? '', merchant } : null;
  }
  return null;
}

export type RememberInput =
  | { type: 'username'; username: string; password: string; merchant: string }
  | { type: 'sms'; countryDialingCode: string; mobile: string; merchant: string };

export async function saveRememberedLogin(
  input: RememberInput,
  vault: PasswordVault = passwordVault,
  store: Storage | null = storage(),
): Promise<void> {
  const record: RememberedLogin =
    input.type === 'username'
      ? {
          type: 'username',
          username: input.username,
          password: input.password ? await vault.seal(input.password) : null,
          merchant: input.merchant,
        }
      : input;
  try {
    store?.setItem(REMEMBERED_LOGIN_STORAGE_KEY, JSON.stringify(record));
  } catch {
    // storage full or disabled: nothing is remembered
  }
}

export function clearRememberedLogin(store: Storage | null = storage()): void {
  try {
    store?.removeItem(REMEMBERED_LOGIN_STORAGE_KEY);
  } catch {
    // nothing stored then
  }
}

export async function rememberedPassword(record: RememberedLogin, vault: PasswordVault = passwordVault): Promise<string | null> {
  return record.type === 'username' && record.password ? vault.open(record.password) : null;
}

export function storedAutoLogin(store: Storage | null = storage()): string | null {
  try {
    return store?.getItem(AUTO_LOGIN_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

export function setAutoLogin(on: boolean, store: Storage | null = storage()): void {
  try {
    store?.setItem(AUTO_LOGIN_STORAGE_KEY, on ? '1' : '0');
  } catch {
    // storage disabled: there is no auto-login either
  }
}
