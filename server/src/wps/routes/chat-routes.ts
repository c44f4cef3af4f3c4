/**
 * Customer-service chat: the URL of the member's chat (SPEC 6 label filtering) with the
 * caller's title, back URL and language, built by the provider's adapter (../chat/chat-adapters.ts)
 * or, in test mode, the local stand-in provider's page; and the unread count: member messages
 * (announcements of type MSG) and operator chat messages since the member last opened the chat.
 */
import type { FastifyInstance } from 'fastify';
import { publicOrigin } from '../http/public-origin';
import { defineRoute } from '../http/define-route';
import { WpsError } from '../http/wps-error';
import type { WpsContext } from '../wps-context';
import { ChatStore } from '../../db/chat-store';
import { chatAdapter, standInLaunchUrl } from '../chat/chat-adapters';
import { standInActive } from '../chat/stand-in-mode';
import { customerServiceFor } from './content-routes';

/** A stand-in chat page stays usable for a working day after it was opened. */
export const CHAT_TICKET_TTL_MS = 12 * 60 * 60 * 1000;

export function registerChatRoutes(scope: FastifyInstance, ctx: WpsContext): void {
  const chat = new ChatStore(ctx.db);

  defineRoute(scope, ctx, 'launchChat', {
    handler: ({ merchant, session, query, language, request, now }) => {
      const member = session.member;
      const entries = customerServiceFor(merchant, member, language);
      // Label-specific entries first: a VIP gets the VIP desk.
      const entry =
        (query.csType ? entries.find((candidate) => candidate.csType === query.csType) : undefined) ??
        entries.find((candidate) => candidate.labelIds.length > 0) ??
        entries[0];
      if (!entry) throw new WpsError(404, 'not_found', { reason: 'no customer service configured' });
      const launch = {
        member: member.display_name,
        language: query.language ?? language,
        ...(query.title ? { title: query.title } : {}),
        ...(query.backUrl ? { backUrl: query.backUrl } : {}),
        ...(query.b2c ? { b2c: query.b2c } : {}),
      };
      const origin = publicOrigin(merchant, request);
      const url = standInActive(ctx, merchant)
        ? standInLaunchUrl(origin, merchant.code, chat.issueTicket(merchant.code, member.id, CHAT_TICKET_TTL_MS, now), entry.csType, launch)
        : chatAdapter(entry.csType).launchUrl(entry, launch, origin);
      ctx.activity.chatLaunched(merchant.code, member.id, now);
      return { url, csType: entry.csType };
    },
  });

  defineRoute(scope, ctx, 'unreadCount', {
    handler: ({ merchant, session }) => {
      const member = session.member;
      const since = ctx.activity.lastChatLaunch(merchant.code, member.id) ?? 0;
      // The operator's chat messages only: the merchant's MSG announcements are the inbox's
      // (inbox-routes.ts), counted there, so the badge on "Me" never counts one twice.
      return { count: chat.unreadFromOperator(merchant.code, member.id, since) };
    },
  });
}
