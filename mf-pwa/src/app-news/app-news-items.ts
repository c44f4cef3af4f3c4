/** What the section shows of each announcement: decisions kept out of the component. */
import type { AppAnnouncement } from './app-news-api';
import { formatLocalDay } from '@m/shared';
import { textLines } from './plain-text';

export interface AppNewsItem {
  id: string;
  title: string;
  /** The start time as given (for `<time datetime>`), and as the player reads it. */
  dateTime: string;
  date: string;
  lines: string[];
}

/** Newest first; titles and contents as plain text; announcements with no text at all left out. */
export function appNewsItems(announcements: readonly AppAnnouncement[], locale: string): AppNewsItem[] {
  return [...announcements]
    .sort((a, b) => (Date.parse(b.startTime) || 0) - (Date.parse(a.startTime) || 0))
    .map((item) => ({
      id: String(item.id),
      title: textLines(item.title).join(' '),
      dateTime: item.startTime,
      date: formatLocalDay(item.startTime, locale),
      lines: textLines(item.content),
    }))
    .filter((item) => item.title.length > 0 || item.lines.length > 0);
}
