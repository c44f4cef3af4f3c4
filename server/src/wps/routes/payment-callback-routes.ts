/**
 * POST /wps/cashier/callback/:provider: the payment provider tells the backend an order is paid
 * (or failed). Not an `api.call` endpoint of the catalogue: the provider's server calls it, not
 * the site. The raw body is checked against the merchant's callback secret (timing-safe; cashier/callback-secrets.ts) before
 * anything is read from it; a forged call is 401, a replayed notification or an order already
 * final credits nothing (docs/member-centre.md, "Cashier contract").
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CALLBACK_MAX_AGE_MS, SIGNATURE_HEADER, signatureValid } from '../cashier/callback-signature';
import { major } from '../cashier/cashier-settings';
import { LEDGER_TEXTS } from '../cashier/ledger-texts';
import { depositDetail, depositPoints } from '../rewards/reward-points';
import type { WpsContext } from '../wps-context';
import { storedText } from '../localize';

export const CALLBACK_PATH = '/wps/cashier/callback';

const notification = z.object({
  notificationId: z.string().min(8).max(64),
  merchant: z.string().min(1).max(64),
  orderId: z.string().min(1).max(64),
  status: z.enum(['PAID', 'FAILED']),
  /** Minor units the provider collected: must be the order's. */
  amountMinor: z.number().int().nonnegative(),
  timestamp: z.number().int(),
});

export function registerPaymentCallbackRoutes(scope: FastifyInstance, ctx: WpsContext): void {
  void scope.register(async (sub) => {
    // The signature is over the bytes sent: keep them as they came.
    sub.removeContentTypeParser('application/json');
    sub.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => done(null, body));

    sub.post(`${CALLBACK_PATH}/:provider`, async (request, reply) => {
      const { provider } = request.params as { provider: string };
      const raw = typeof request.body === 'string' ? request.body : '';
      reply.header('Cache-Control', 'no-store');
      const refuse = (status: number, reason: string) => reply.code(status).send({ success: false, reason });
      let parsed: z.infer<typeof notification>;
      try {
        parsed = notification.parse(JSON.parse(raw));
      } catch {
        return refuse(400, 'malformed');
      }
      const lookup = ctx.catalog.get(parsed.merchant);
      const payment = lookup.ok ? lookup.data.integrations.payment : undefined;
      const secret = lookup.ok ? ctx.callbackSecrets.secretFor(lookup.data) : null;
      const signature = request.headers[SIGNATURE_HEADER];
      if (
        !lookup.ok ||
        !payment ||
        !secret ||
        payment.provider !== provider ||
        !signatureValid(raw, secret, typeof signature === 'string' ? signature : undefined)
      )
        return refuse(401, 'signature');
      const merchant = lookup.data;
      const now = ctx.clock();
      if (Math.abs(now - parsed.timestamp) > CALLBACK_MAX_AGE_MS) return refuse(401, 'stale');
      const order = ctx.cashier.depositOrder(merchant.code, parsed.orderId);
      if (!order) return refuse(404, 'order_not_found');
      if (parsed.amountMinor !== order.amount) return refuse(400, 'amount_mismatch');
      if (parsed.status === 'FAILED') {
        ctx.cashier.failDeposit(merchant.code, order.id, parsed.notificationId, now);
        return { success: true, status: 'failed' };
      }
      // Texts kept in every language: the history answers in the reader's (localize.ts storedText).
      const method = merchant.cashier.deposit.methods.find((candidate) => candidate.code === order.channel);
      const channel = method ? storedText(method.name) : order.channel;
      const result = ctx.cashier.creditDeposit({
        merchant: merchant.code,
        orderId: order.id,
        notificationId: parsed.notificationId,
        detail: channel,
        bonusDetail: (promotionId) =>
          storedText(
            merchant.announcements.announcements.find((item) => String(item.id) === promotionId)?.title ?? LEDGER_TEXTS.depositBonus,
          ),
        firstDepositOnly: (promotionId) =>
          merchant.announcements.announcements.find((item) => String(item.id) === promotionId)?.depositBonus?.appliesTo !== 'every-deposit',
        now,
      });
      if (!result.ok) return refuse(409, result.reason);
      if (!result.credited) return refuse(409, 'order_final');
      const amount = major(merchant, order.amount);
      ctx.moneyEvents.report({
        merchant: merchant.code,
        memberId: order.member_id,
        kind: 'deposit',
        status: 'credited',
        amount,
        currency: merchant.country.currency,
        reference: order.id,
        now,
      });
      // A credited deposit earns reward points (REWCEN3), as one the operator's cashier reports.
      const points = depositPoints(merchant, amount);
      if (points > 0)
        ctx.rewards.credit({
          merchant: merchant.code,
          memberId: order.member_id,
          kind: 'deposit',
          points,
          detail: JSON.stringify(depositDetail(merchant, amount)),
          reference: order.id,
          now,
        });
      return { success: true, status: 'completed' };
    });
  });
}
