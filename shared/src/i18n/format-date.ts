import { htmlLang } from './document-language';
import { dateTimeFormat } from '../format/intl-cache';

/**
 * A day in the player's locale (medium style), for any bundle that shows one: '' for a date that
 * does not parse, the ISO day when the locale is unusable.
 */
export function formatLocalDay(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  try {
    return dateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
  } catch {
    return date.toISOString().slice(0, 10);
  }
}

/**
 * A moment in the player's own time zone (the browser's) and language, day and time: '' for a
 * date that does not parse. Spec codes are mapped to BCP 47 (`CN` is Chinese, not a region).
 */
export function formatLocalDateTime(iso: string, languageCode: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) };
  try {
    return dateTimeFormat(htmlLang(languageCode), options).format(date);
  } catch {
    return date.toISOString().slice(0, 16).replace('T', ' ');
  }
}
