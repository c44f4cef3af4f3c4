/**
 * pixelTrack (SPEC 3): advertising identifiers, a flat map of short values. Anything else (nested
 * objects, long blobs, hundreds of keys) is refused before it is stored: the column is read by
 * ad-network exports, not a place for arbitrary client data.
 */
import { WpsError } from '../http/wps-error';

export const PIXEL_TRACK_LIMITS = { keys: 40, keyLength: 64, valueLength: 512 };

export function checkPixelTrack(
  value: Record<string, unknown> | null | undefined,
): Record<string, string | number | boolean | null> | null {
  if (value === null || value === undefined) return null;
  const refuse = (reason: string) => new WpsError(400, 'invalid_request', { field: 'pixelTrack', reason }, { field: 'pixelTrack', reason });
  const entries = Object.entries(value);
  if (entries.length > PIXEL_TRACK_LIMITS.keys) throw refuse(`at most ${PIXEL_TRACK_LIMITS.keys} identifiers`);
  const flat: Record<string, string | number | boolean | null> = {};
  for (const [key, item] of entries) {
    if (key.length > PIXEL_TRACK_LIMITS.keyLength) throw refuse(`a name longer than ${PIXEL_TRACK_LIMITS.keyLength} characters`);
    if (item !== null && typeof item === 'object') throw refuse('identifiers are text, not nested objects');
    if (typeof item === 'string' && item.length > PIXEL_TRACK_LIMITS.valueLength)
      throw refuse(`a value longer than ${PIXEL_TRACK_LIMITS.valueLength} characters`);
    if (item === undefined || typeof item === 'function' || typeof item === 'symbol' || typeof item === 'bigint') continue;
    flat[key] = item as string | number | boolean | null;
  }
  return flat;
}
