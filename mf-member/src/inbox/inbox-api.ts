/** The inbox's calls: a page of messages, the unread count, marking read, deleting. */
import { api, INBOX_PAGE_SIZE, type AnswerOf } from '@m/shared';

export type InboxPage = AnswerOf<'inboxList'>;
export type InboxMessage = InboxPage['items'][number];

export const fetchInbox = (cursor: string | undefined) =>
  api.call('inboxList', { cache: false, query: { limit: INBOX_PAGE_SIZE, ...(cursor ? { cursor } : {}) } });
export const fetchInboxUnread = () => api.call('inboxUnread', { cache: false });
export const markRead = (ids: number[]) => api.call('inboxRead', { body: { ids } });
export const deleteMessages = (ids: number[]) => api.call('inboxDelete', { body: { ids } });
