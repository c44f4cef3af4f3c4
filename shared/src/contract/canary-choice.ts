/**
 * Which version of a remote one device runs when its merchant's registry has a canary (issue 38):
 * the server that draws the page and the shell that hydrates it decide with this one function, so
 * a device sees one version on both sides and keeps it across loads. A device runs the canary
 * when a stable hash of its device id and the remote's name, mod 100, is below the canary's share:
 * the remote's name is in the hash so that one device is not the guinea pig of every canary.
 *
 * The device id is the SPEC's (36 characters, `loginDeviceId`, kept in a cookie for 365 days):
 * the server sets that cookie on the first page when it is missing (server/src/static/device-cookie.ts),
 * so the first server-drawn visit chooses the same as every later one. No id (cookies refused):
 * the stable version, on both sides.
 */
import type { RegistryDocument, RegistryRemote } from './registry-document';

/** The cookie (and localStorage key) of the SPEC's device id, which mf-auth sends as loginDeviceId. */
export const DEVICE_ID_COOKIE = 'loginDeviceId';

/** A device id as the SPEC keeps it: exactly 36 characters of a safe alphabet; anything else is no id. */
export function acceptedDeviceId(value: string | null | undefined): string | null {
  return typeof value === 'string' && /^[0-9A-Za-z-]{36}$/.test(value) ? value : null;
}

/** FNV-1a (32 bit) of the text's UTF-16 code units: the same number in every JavaScript engine. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** 0 to 99: where this device falls for this remote's canaries (the same for every canary of it). */
export function canaryBucket(deviceId: string, remote: string): number {
  return fnv1a(`${deviceId}\n${remote}`) % 100;
}

/** Whether this device runs the entry's canary. */
export function runsCanary(entry: Pick<RegistryRemote, 'name' | 'canary'>, deviceId: string | null): boolean {
  const id = acceptedDeviceId(deviceId);
  return !!entry.canary && id !== null && canaryBucket(id, entry.name) < entry.canary.share;
}

/** The entry this device runs: the canary's version, manifest and server build in place of the stable ones, or the entry as it is. */
export function entryForDevice(entry: RegistryRemote, deviceId: string | null): RegistryRemote {
  const { canary, ...stable } = entry;
  if (!canary || !runsCanary(entry, deviceId)) return stable;
  const { share: _share, server, ...chosen } = canary;
  const { server: _stableServer, ...rest } = stable;
  return { ...rest, ...chosen, ...(server ? { server } : {}) };
}

/** The registry as this device runs it: every canary decided, none left in the document. */
export function registryForDevice(doc: RegistryDocument, deviceId: string | null): RegistryDocument {
  return { ...doc, remotes: doc.remotes.map((entry) => entryForDevice(entry, deviceId)) };
}

/** The device id in a Cookie header (the server's side of the same choice). */
export function deviceIdInCookieHeader(header: string | undefined): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== DEVICE_ID_COOKIE) continue;
    try {
      return acceptedDeviceId(decodeURIComponent(part.slice(at + 1).trim()));
    } catch {
      return null;
    }
  }
  return null;
}
