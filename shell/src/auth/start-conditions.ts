/**
 * When the shell starts mf-auth's dialogs parcel without being asked: the player is back from
 * LINE (code or error, with state, on any page but a game launch, whose `code` is a game),
 * arrives from the Maya wallet (maya-arrival-query.ts),
 * or a guest with a remembered login may be logged in automatically (SPEC 4).
 */
import { AUTO_LOGIN_STORAGE_KEY, REMEMBERED_LOGIN_STORAGE_KEY } from '@m/shared';

export function isLineReturn(pathname: string, search: string): boolean {
  if (/\/launchGame\/?$/.test(pathname)) return false;
  const params = new URLSearchParams(search);
  return params.has('state') && (params.has('code') || params.has('error'));
}

export function mayAutoLogin(hasSession: boolean, storage: Pick<Storage, 'getItem'> | null): boolean {
  if (hasSession || !storage) return false;
  try {
    return storage.getItem(REMEMBERED_LOGIN_STORAGE_KEY) !== null && storage.getItem(AUTO_LOGIN_STORAGE_KEY) !== '0';
  } catch {
    return false;
  }
}
