/**
 * Customer service calls. The desk list is public, but a member's label-specific desks come only
 * with the session: the call carries it, and skips the per-merchant cache a guest's list lives in.
 */
import { api, sessionStore, type AnswerOf } from '@m/shared';

export type ChatDesk = AnswerOf<'customerServiceScript'>[number];

export function fetchDesks(): Promise<ChatDesk[]> {
  const token = sessionStore.token;
  return api.call('customerServiceScript', token ? { cache: false, headers: { Authorization: token } } : {});
}

export const fetchUnread = () => api.call('unreadCount', { cache: false });

export function launchChat(csType: string, title: string, language: string): Promise<AnswerOf<'launchChat'>> {
  return api.call('launchChat', { query: { csType, title, language, b2c: '1', backUrl: `${location.pathname}${location.search}` } });
}
