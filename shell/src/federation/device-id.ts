/**
 * The device id that decides this page's canaries (issue 38, @m/shared canary-choice.ts): the
 * SPEC's device id cookie, which the server read (or set) when it drew the page, so both sides
 * choose the same version. A page the server did not give one (the worker's offline copy, a
 * cookie lost since) takes the id mf-auth kept in localStorage, else a new one, and writes the
 * cookie the server will read next time. A browser that keeps no cookie gets no id: the stable
 * versions, as the server gives it.
 */
import { DEVICE_ID_COOKIE, DEVICE_ID_MAX_AGE_DAYS, acceptedDeviceId, readCookie, webStorage, writeCookie } from '@m/shared';

type Jar = Pick<Document, 'cookie'> & { location?: Pick<Location, 'protocol'> };

export function pageDeviceId(
  doc: Jar = document,
  storage: Pick<Storage, 'getItem' | 'setItem'> | null = webStorage('local'),
  randomUuid: () => string = () => crypto.randomUUID(),
): string | null {
  const fromCookie = acceptedDeviceId(readCookie(DEVICE_ID_COOKIE, doc));
  if (fromCookie) return fromCookie;
  let stored: string | null = null;
  try {
    stored = acceptedDeviceId(storage?.getItem(DEVICE_ID_COOKIE));
  } catch {
    stored = null;
  }
  let id = stored;
  if (!id) {
    try {
      id = acceptedDeviceId(randomUuid());
    } catch {
      id = null; // no secure context: no id, the stable versions
    }
    if (!id) return null;
    try {
      storage?.setItem(DEVICE_ID_COOKIE, id);
    } catch {
      // storage full or refused: the cookie still keeps it
    }
  }
  writeCookie(DEVICE_ID_COOKIE, id, DEVICE_ID_MAX_AGE_DAYS, doc);
  return acceptedDeviceId(readCookie(DEVICE_ID_COOKIE, doc));
}
