/** SPEC 7: MCSFE_getListAnnouncements (types PR, platform M, category app_download): news about the app. */
import { api, type AnswerOf } from '@m/shared';

export type AppAnnouncement = AnswerOf<'announcements'>[number];

export const APP_NEWS_QUERY = { types: 'PR', platform: 'M', category: 'app_download' } as const;

/** The merchant's live app_download announcements, in the player's language. */
export function fetchAppNews(signal?: AbortSignal): Promise<AppAnnouncement[]> {
  // A failure only hides the section: no error notice over the download page.
  return api
    .call('announcements', { query: { ...APP_NEWS_QUERY }, notify: false, signal })
    .then((value) => (Array.isArray(value) ? value : []));
}
