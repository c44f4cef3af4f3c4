/**
 * The member's inbox (issue 26): messages to every member (the merchant's MSG announcements) and
 * to this member, newest first, with their read state kept on the server so it follows the
 * player to another phone. Texts are plain text in the player's language.
 */
import { z } from 'zod';
import { pageLimit } from './fields';
import type { EndpointContract } from '../endpoint-contract';
import type { EndpointName } from '../endpoints';
import { INBOX_PAGE_SIZE_MAX } from '../constants';

export const inboxMessageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});

const ids = z.object({ ids: z.array(z.number().int().positive()).min(1).max(INBOX_PAGE_SIZE_MAX) });
const unread = z.object({ unread: z.number().int().min(0) });

export const INBOX_CONTRACT = {
  inboxList: {
    query: z.object({
      cursor: z.string().max(32).optional(),
      limit: pageLimit(INBOX_PAGE_SIZE_MAX).optional(),
    }),
    answer: z.object({ items: z.array(inboxMessageSchema), nextCursor: z.string().nullable(), unread: z.number().int().min(0) }),
  },
  inboxUnread: { answer: z.object({ count: z.number().int().min(0) }) },
  inboxRead: { body: ids, answer: unread },
  inboxDelete: { body: ids, answer: unread },
} satisfies Partial<Record<EndpointName, EndpointContract>>;
