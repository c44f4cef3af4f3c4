/**
 * The member's inbox (issue 26): the merchant's MSG announcements that are live and began after the
 * member joined (issue 37), plus the merchant's welcome, delivered to the member when they look,
 * plus anything sent to them alone; read and deleted kept per member.
 * Texts are stored as the merchant wrote them (a language map) and answered in the player's
 * language, as plain text.
 */
import type { FastifyInstance } from 'fastify';
import { INBOX_PAGE_SIZE } from '@m/shared/contract';
import type { Delivery } from '../../db/inbox-store';
import type { MerchantData } from '../../merchants/merchant-catalog';
import { defineRoute } from '../http/define-route';
import { shownText, storedText } from '../localize';
import type { WpsContext } from '../wps-context';
import { activeAnnouncements } from './content-routes';

/**
 * The merchant's live messages as deliveries into one member's inbox, from the member's own start:
 * a broadcast that began before they joined was news to those already there, not to them (a
 * newcomer found 4 unread messages dated before the account existed). A welcome MSG is the
 * exception: every member who joined while it was live finds it, dated at their sign-up.
 */
export function broadcastsFor(merchant: MerchantData, joinedAt: number, now: number): Delivery[] {
  return activeAnnouncements(merchant, now)
    .filter((item) => item.type === 'MSG')
    .flatMap((item) => {
      const startsAt = Date.parse(item.startTime);
      if (item.welcome ? startsAt > joinedAt : startsAt < joinedAt) return [];
      const createdAt = item.welcome ? joinedAt : startsAt;
      return [{ source: `ann:${item.id}`, title: storedText(item.title), body: storedText(item.content), createdAt }];
    });
}

function deliverBroadcasts(ctx: WpsContext, merchant: MerchantData, member: { id: number; created_at: number }, now: number): void {
  const messages = broadcastsFor(merchant, member.created_at, now);
  if (messages.length > 0) ctx.inbox.deliver(merchant.code, member.id, messages);
}

export function registerInboxRoutes(scope: FastifyInstance, ctx: WpsContext): void {
  defineRoute(scope, ctx, 'inboxList', {
    handler: ({ merchant, session, query, language, now }) => {
      const memberId = session.member.id;
      deliverBroadcasts(ctx, merchant, session.member, now);
      const page = ctx.inbox.list(merchant.code, memberId, query.cursor, query.limit ?? INBOX_PAGE_SIZE);
      return {
        items: page.rows.map((row) => ({
          id: row.id,
          title: shownText(row.title, language),
          body: shownText(row.body, language),
          createdAt: new Date(row.created_at).toISOString(),
          read: row.read_at !== null,
        })),
        nextCursor: page.nextCursor,
        unread: ctx.inbox.unread(merchant.code, memberId),
      };
    },
  });

  defineRoute(scope, ctx, 'inboxUnread', {
    handler: ({ merchant, session, now }) => {
      deliverBroadcasts(ctx, merchant, session.member, now);
      return { count: ctx.inbox.unread(merchant.code, session.member.id) };
    },
  });

  defineRoute(scope, ctx, 'inboxRead', {
    handler: ({ merchant, session, body, now }) => {
      ctx.inbox.markRead(merchant.code, session.member.id, body.ids, now);
      return { unread: ctx.inbox.unread(merchant.code, session.member.id) };
    },
  });

  defineRoute(scope, ctx, 'inboxDelete', {
    handler: ({ merchant, session, body, now }) => {
      ctx.inbox.remove(merchant.code, session.member.id, body.ids, now);
      return { unread: ctx.inbox.unread(merchant.code, session.member.id) };
    },
  });
}
