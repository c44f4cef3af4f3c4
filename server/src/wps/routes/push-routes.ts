/**
 * Push messages: bind a device's FCM registration token (to the member when signed in),
 * subscribe it to a topic ('ALL'), unsubscribe one topic or everything. Signed in or not:
 * the front end unsubscribes right after the session is cleared (SPEC 4).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../http/define-route';
import { WpsError } from '../http/wps-error';
import type { WpsContext } from '../wps-context';

const registrationToken = z.string().trim().min(10).max(4096);
const topic = z.string().trim().regex(/^[A-Za-z0-9_.~%-]{1,64}$/, 'a topic name of letters, digits and -_.~%');

export function registerPushRoutes(scope: FastifyInstance, ctx: WpsContext): void {
  defineRoute(scope, ctx, 'fcmBind', {
    session: 'optional',
    body: z.object({ registrationToken }),
    handler: ({ merchant, body, session, now }) => {
      ctx.activity.bindPush(merchant.code, body.registrationToken, session?.member.id ?? null, now);
      return { bound: true, memberId: session?.member.id ?? null };
    },
  });

  defineRoute(scope, ctx, 'fcmSubscribe', {
    session: 'optional',
    body: z.object({ registrationToken, topic: topic.default('ALL') }),
    handler: ({ merchant, body, session, now }) => {
      // Subscribing an unknown token binds it too: the order of the two calls does not matter.
      if (!ctx.activity.pushBinding(merchant.code, body.registrationToken)) ctx.activity.bindPush(merchant.code, body.registrationToken, session?.member.id ?? null, now);
      ctx.activity.subscribe(merchant.code, body.registrationToken, body.topic, now);
      return { topics: ctx.activity.topics(merchant.code, body.registrationToken) };
    },
  });

  defineRoute(scope, ctx, 'fcmUnsubscribe', {
    session: 'optional',
    // DELETE: the fields may come as a JSON body or as query parameters.
    body: z.preprocess(
      (value) => value ?? {},
      z.object({ registrationToken: registrationToken.optional(), topic: topic.optional(), unsubscribeAll: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).optional() }),
    ),
    query: z.object({ registrationToken: registrationToken.optional(), topic: topic.optional(), unsubscribeAll: z.enum(['true', 'false']).transform((v) => v === 'true').optional() }),
    handler: ({ merchant, body, query }) => {
      const token = body.registrationToken ?? query.registrationToken;
      if (!token) throw new WpsError(400, 'invalid_request', { field: 'registrationToken' }, { field: 'registrationToken', reason: 'required' });
      const all = body.unsubscribeAll ?? query.unsubscribeAll ?? false;
      const removed = ctx.activity.unsubscribe(merchant.code, token, body.topic ?? query.topic ?? 'ALL', all);
      return { removed, topics: ctx.activity.topics(merchant.code, token) };
    },
  });
}
