/**
 * The member's cashier events for the tracker (POST /wps/member/trackingEvents/claim), and, in
 * test mode, the stand-in for the operator's cashier reporting a deposit or withdrawal
 * (POST /__emulators/cashier/report). Production cashiers report through the operator's own
 * back office into the same table (docs/tracking.md, "Cashier events").
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../http/define-route';
import { parseInput } from '../http/validation';
import type { WpsContext } from '../wps-context';
import { depositDetail, depositPoints } from '../rewards/reward-points';

const cashierReport = z.object({
  merchant: z.string().min(1).max(64),
  username: z.string().min(1).max(64),
  kind: z.enum(['deposit', 'withdraw']),
  status: z.enum(['submitted', 'credited']),
  amount: z.number().finite().positive().max(1e12),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional(),
  reference: z.string().min(1).max(64),
});

export function registerTrackingRoutes(scope: FastifyInstance, ctx: WpsContext): void {
  defineRoute(scope, ctx, 'trackingEvents', {
    handler: ({ merchant, session, now }) => ({ events: ctx.moneyEvents.claim(merchant.code, session.member.id, now) }),
  });

  if (!ctx.options.emulators) return;
  scope.post('/__emulators/cashier/report', async (request, reply) => {
    const report = parseInput(cashierReport, request.body, 'body');
    const lookup = ctx.catalog.get(report.merchant);
    const member = ctx.members.byUsername(report.merchant, report.username.toLowerCase());
    if (!member)
      return reply
        .code(404)
        .send({ success: false, errorCode: 'not.exists.user', message: `no member ${report.username} at ${report.merchant}` });
    const currency = report.currency ?? (lookup.ok ? lookup.data.country.currency : 'USD');
    const stored = ctx.moneyEvents.report({
      merchant: report.merchant,
      memberId: member.id,
      kind: report.kind,
      status: report.status,
      amount: report.amount,
      currency,
      reference: report.reference,
      now: ctx.clock(),
    });
    // A credited deposit earns reward points (REWCEN3), once per cashier reference.
    const points = report.kind === 'deposit' && report.status === 'credited' && lookup.ok ? depositPoints(lookup.data, report.amount) : 0;
    if (points > 0 && lookup.ok)
      ctx.rewards.credit({
        merchant: report.merchant,
        memberId: member.id,
        kind: 'deposit',
        points,
        detail: JSON.stringify(depositDetail(lookup.data, report.amount)),
        reference: report.reference,
        now: ctx.clock(),
      });
    return { success: true, value: { stored, rewardPoints: points } };
  });
}
