/**
 * Push messages: bind a device's FCM registration token (to the member when signed in),
 * subscribe it to a topic ('ALL'), unsubscribe one topic or everything. Signed in or not:
 * the front end unsubscribes right after the session is cleared (SPEC 4).
 */
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../http/define-route';
import { WpsError } from '../http/wps-error';
import type { WpsContext } from '../wps-context';

/** Binding needs no session: each address and each merchant has a cap (security/write-limits.ts). */
function limitBinding(ctx: WpsContext, merchant: string, ip: string, now: number): void {
  ctx.limiter.hit(`push:ip:${ip}`, ctx.writeLimits.pushBind.perIp, now);
  ctx.limiter.hit(`${merchant}:push`, ctx.writeLimits.pushBind.perMerchant, now);
}

export function registerPushRoutes(scope: FastifyInstance, ctx: WpsContext): void {
  defineRoute(scope, ctx, 'fcmBind', {
    session: 'optional',
    handler: ({ merchant, body, session, ip, now }) => {
      limitBinding(ctx, merchant.code, ip, now);
      ctx.activity.bindPush(merchant.code, body.registrationToken, session?.member.id ?? null, now);
      return { bound: true, memberId: session?.member.id ?? null };
    },
  });

  defineRoute(scope, ctx, 'fcmSubscribe', {
    session: 'optional',
    handler: ({ merchant, body, session, ip, now }) => {
      limitBinding(ctx, merchant.code, ip, now);
      // Subscribing an unknown token binds it too: the order of the two calls does not matter.
      if (!ctx.activity.pushBinding(merchant.code, body.registrationToken))
        ctx.activity.bindPush(merchant.code, body.registrationToken, session?.member.id ?? null, now);
      ctx.activity.subscribe(merchant.code, body.registrationToken, body.topic, now);
      return { topics: ctx.activity.topics(merchant.code, body.registrationToken) };
    },
  });

  defineRoute(scope, ctx, 'fcmUnsubscribe', {
    session: 'optional',
    // DELETE: the fields may come as a JSON body or as query parameters (both in the contract).
    handler: ({ merchant, body, query }) => {
      const token = body.registrationToken ?? query.registrationToken;
      if (!token)
        throw new WpsError(400, 'invalid_request', { field: 'registrationToken' }, { field: 'registrationToken', reason: 'required' });
      const all = body.unsubscribeAll ?? query.unsubscribeAll ?? false;
      const removed = ctx.activity.unsubscribe(merchant.code, token, body.topic ?? query.topic ?? 'ALL', all);
      return { removed, topics: ctx.activity.topics(merchant.code, token) };
    },
  });
}
