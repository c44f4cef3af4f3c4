/**
 * Test mode only (EMULATORS=1): the local stand-in chat provider. The real providers (LiveChat,
 * Comm100, AICAN, MIDUOKE...) cannot be reached from here; this one keeps its messages in
 * SQLite so unread counts are real.
 * - GET  /__emulators/chat/:merchant?ticket=  the member's chat page (opening it reads the chat)
 * - POST /__emulators/chat/:merchant/messages the member writes (form: ticket, text)
 * - POST /__emulators/chat/operator           the operator writes {merchant, username, text}
 * - GET  /__emulators/chat/widget.js          the provider's widget script
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ChatStore } from '../../db/chat-store';
import { acceptFormBodies } from '../../emulators/form-body';
import { STAND_IN_CHAT_PATH } from '../chat/chat-adapters';
import { renderStandInChat, safeBackPath } from '../chat/stand-in-page';
import { parseInput } from '../http/validation';
import type { WpsContext } from '../wps-context';

const pageQuery = z.object({
  ticket: z.string().min(8).max(128),
  desk: z.string().max(32).optional(),
  title: z.string().max(128).optional(),
  language: z.string().max(8).optional(),
  backUrl: z.string().max(2048).optional(),
});
const messageBody = z.object({ ticket: z.string().min(8).max(128), text: z.string().trim().min(1).max(1000) });
const operatorBody = z.object({
  merchant: z.string().min(1).max(64),
  username: z.string().min(1).max(64),
  text: z.string().trim().min(1).max(1000),
});

const WIDGET = `/* Local stand-in chat widget: marks that the provider's script was loaded. */
window.__standInChatWidget = { loadedAt: Date.now() };
document.documentElement.setAttribute('data-chat-widget', 'stand-in');
`;

export function registerChatStandInRoutes(scope: FastifyInstance, ctx: WpsContext): void {
  const chat = new ChatStore(ctx.db);

  void scope.register(async (sub) => {
    acceptFormBodies(sub);

    sub.get(`${STAND_IN_CHAT_PATH}/widget.js`, async (_request, reply) =>
      reply.header('Cache-Control', 'no-store').type('text/javascript; charset=utf-8').send(WIDGET),
    );

    sub.post(`${STAND_IN_CHAT_PATH}/operator`, async (request, reply) => {
      const body = parseInput(operatorBody, request.body, 'body');
      const member = ctx.members.byUsername(body.merchant, body.username);
      reply.header('Cache-Control', 'no-store');
      if (!member) return reply.code(404).send({ success: false, errorCode: 'not.exists.user', message: 'no such member' });
      const id = chat.post(body.merchant, member.id, 'operator', body.text, ctx.clock());
      return { success: true, value: { id } };
    });

    sub.get(`${STAND_IN_CHAT_PATH}/:merchant`, async (request, reply) => {
      const { merchant } = request.params as { merchant: string };
      const query = parseInput(pageQuery, request.query, 'query');
      const now = ctx.clock();
      const memberId = chat.ticketMember(merchant, query.ticket, now);
      const lookup = ctx.catalog.get(merchant);
      reply
        .header('Cache-Control', 'no-store')
        .header(
          'Content-Security-Policy',
          "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'self'",
        );
      if (memberId === null || !lookup.ok)
        return reply
          .code(401)
          .type('text/html; charset=utf-8')
          .send(
            '<!doctype html><html lang="en"><title>Chat</title><p>This chat link has expired. Open the chat again from the site.</p></html>',
          );
      ctx.activity.chatLaunched(merchant, memberId, now);
      return reply.type('text/html; charset=utf-8').send(
        renderStandInChat({
          merchantName: lookup.data.merchant.name,
          desk: query.desk ?? 'chat',
          title: query.title ?? 'Customer service',
          ticket: query.ticket,
          language: query.language ?? 'EN',
          backUrl: safeBackPath(query.backUrl),
          messages: chat.messages(merchant, memberId),
          postPath: `${STAND_IN_CHAT_PATH}/${encodeURIComponent(merchant)}/messages`,
        }),
      );
    });

    sub.post(`${STAND_IN_CHAT_PATH}/:merchant/messages`, async (request, reply) => {
      const { merchant } = request.params as { merchant: string };
      const body = parseInput(messageBody, request.body, 'body');
      const memberId = chat.ticketMember(merchant, body.ticket, ctx.clock());
      if (memberId === null) return reply.code(401).type('text/plain; charset=utf-8').send('This chat link has expired.');
      chat.post(merchant, memberId, 'member', body.text, ctx.clock());
      return reply.redirect(`${STAND_IN_CHAT_PATH}/${encodeURIComponent(merchant)}?ticket=${encodeURIComponent(body.ticket)}`, 303);
    });
  });
}
