/**
 * The maintenance end, in the player's own time zone and language (SPEC section 2: the
 * maintenance page shows when the site is back).
 */
import { htmlLang } from '@m/shared';

/** `2030-01-02T03:00:00Z` → `2 Jan 2030, 11:00 GMT+8` for a player in Manila; null when unusable. */
export function formatMaintenanceEnd(iso: string | null, language: string, timeZone?: string): string | null {
  if (!iso) return null;
  const end = new Date(iso);
  if (Number.isNaN(end.getTime())) return null;
  try {
    return (
      new Intl.DateTimeFormat(htmlLang(language), { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(end) +
      ` ${zoneName(end, language, timeZone)}`.trimEnd()
    );
  } catch {
    return end.toISOString();
  }
}

function zoneName(date: Date, language: string, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat(htmlLang(language), { timeZoneName: 'short', timeZone }).formatToParts(date);
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? '';
}
