/** What the section shows of each announcement: decisions kept out of the component. */
import type { AppAnnouncement } from './app-news-api';
import { textLines } from './plain-text';

export interface AppNewsItem {
  id: string;
  title: string;
  /** The start time as given (for `<time datetime>`), and as the player reads it. */
  dateTime: string;
  date: string;
  lines: string[];
}

/** The date in the player's locale; the ISO date itself when the locale or date is unusable. */
export function formatNewsDate(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
  } catch {
    return date.toISOString().slice(0, 10);
  }
}

/** Newest first; titles and contents as plain text; announcements with no text at all left out. */
export function appNewsItems(announcements: readonly AppAnnouncement[], locale: string): AppNewsItem[] {
  return [...announcements]
    .sort((a, b) => (Date.parse(b.startTime) || 0) - (Date.parse(a.startTime) || 0))
    .map((item) => ({
      id: String(item.id),
      title: textLines(item.title).join(' '),
      dateTime: item.startTime,
      date: formatNewsDate(item.startTime, locale),
      lines: textLines(item.content),
    }))
    .filter((item) => item.title.length > 0 || item.lines.length > 0);
}
