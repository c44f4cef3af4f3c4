/**
 * Customer service calls. The desk list is public, but a member's label-specific desks come only
 * with the session: the catalogue sends it when there is one, and caches per token.
 */
import { api, type AnswerOf } from '@m/shared';

export type ChatDesk = AnswerOf<'customerServiceScript'>[number];

/** `fresh`: past the page's cache (a retry after a failed or empty answer). */
export function fetchDesks(options: { fresh?: boolean } = {}): Promise<ChatDesk[]> {
  return api.call('customerServiceScript', options.fresh ? { cache: false } : {});
}

export const fetchUnread = () => api.call('unreadCount', { cache: false });

export function launchChat(csType: string, title: string, language: string): Promise<AnswerOf<'launchChat'>> {
  return api.call('launchChat', { query: { csType, title, language, b2c: '1', backUrl: `${location.pathname}${location.search}` } });
}
