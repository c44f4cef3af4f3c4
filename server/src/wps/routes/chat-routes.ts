/**
 * Customer-service chat: the URL of the member's chat (SPEC 6 label filtering) with the
 * caller's title, back URL and language, and the count of member messages (announcements of
 * type MSG) published since the member last opened the chat.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { publicOrigin } from '../http/public-origin';
import { defineRoute } from '../http/define-route';
import { WpsError } from '../http/wps-error';
import type { WpsContext } from '../wps-context';
import { activeAnnouncements, customerServiceFor } from './content-routes';

export function registerChatRoutes(scope: FastifyInstance, ctx: WpsContext): void {
  defineRoute(scope, ctx, 'launchChat', {
    query: z.object({ b2c: z.string().max(16).optional(), title: z.string().max(128).optional(), backUrl: z.string().max(2048).optional(), language: z.string().max(8).optional() }),
    handler: ({ merchant, session, query, language, request, now }) => {
      const member = session!.member;
      const entries = customerServiceFor(merchant, member, language);
      // Label-specific entries first: a VIP gets the VIP desk.
      const entry = entries.find((candidate) => candidate.labelIds.length > 0) ?? entries[0];
      if (!entry) throw new WpsError(404, 'not_found', { reason: 'no customer service configured' });
      const base = entry.path.startsWith('/') ? `${publicOrigin(merchant, request)}${entry.path}` : entry.path;
      const url = new URL(base);
      url.searchParams.set('user', member.display_name);
      url.searchParams.set('language', query.language ?? language);
      if (query.title) url.searchParams.set('title', query.title);
      if (query.backUrl) url.searchParams.set('backUrl', query.backUrl);
      if (query.b2c) url.searchParams.set('b2c', query.b2c);
      ctx.activity.chatLaunched(merchant.code, member.id, now);
      return { url: url.toString(), csType: entry.csType };
    },
  });

  defineRoute(scope, ctx, 'unreadCount', {
    handler: ({ merchant, session, now }) => {
      const since = ctx.activity.lastChatLaunch(merchant.code, session!.member.id) ?? 0;
      const count = activeAnnouncements(merchant, now).filter((item) => item.type === 'MSG' && Math.max(Date.parse(item.startTime), session!.member.created_at) > since).length;
      return { count };
    },
  });
}
