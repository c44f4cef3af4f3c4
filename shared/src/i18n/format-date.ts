/**
 * A day in the player's locale (medium style), for any bundle that shows one: '' for a date that
 * does not parse, the ISO day when the locale is unusable.
 */
export function formatLocalDay(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
  } catch {
    return date.toISOString().slice(0, 10);
  }
}
