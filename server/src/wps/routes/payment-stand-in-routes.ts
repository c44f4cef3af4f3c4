/**
 * Test mode only (EMULATORS=1): a stand-in payment provider, so deposit -> pay -> balance works
 * without a real PSP. No real money moves.
 * - GET  /__emulators/payment/pay/:merchant?order=   the provider's page: merchant, amount, channel
 * - POST /__emulators/payment/pay/:merchant/approve  the player pays: the provider sends its signed
 *   callback to POST /wps/cashier/callback/<provider> (through the whole HTTP stack), then
 *   sends the player back to /m/member/deposit?order=
 * - POST /__emulators/payment/pay/:merchant/cancel   the player gives up: the order is cancelled
 * The order id is the page's only key: long and random, as a real provider's payment link.
 */
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { acceptFormBodies } from '../../emulators/form-body';
import { escapeHtml } from '../chat/stand-in-page';
import { channels, money } from '../cashier/cashier-settings';
import { SIGNATURE_HEADER, sign } from '../cashier/callback-signature';
import { parseInput } from '../http/validation';
import type { WpsContext } from '../wps-context';
import { CALLBACK_PATH } from './payment-callback-routes';

export const STAND_IN_PAY_PATH = '/__emulators/payment/pay';

const orderField = z.object({ order: z.string().min(1).max(64) });

const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

// `cashier=return`: the site claims the tracked money events at once (shell/src/tracking/cashier-events.ts).
const backTo = (orderId: string) => `/m/member/deposit?order=${encodeURIComponent(orderId)}&cashier=return`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font:16px system-ui,sans-serif;margin:0;color:#1a1a1a;background:#f4f6f8}main{max-width:420px;margin:0 auto;padding:16px}
.banner{background:#fff3cd;border:1px solid #b58900;padding:8px;border-radius:6px}dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;background:#fff;padding:12px;border-radius:6px}
dt{color:#555}dd{margin:0;font-weight:600}form{display:inline-block;margin:12px 8px 0 0}button{font:inherit;padding:10px 18px;border-radius:6px;border:1px solid #333;cursor:pointer}
.approve{background:#0b6e2e;color:#fff;border-color:#0b6e2e}</style></head>
<body><main>${body}</main></body></html>`;
}

export function registerPaymentStandInRoutes(scope: FastifyInstance, ctx: WpsContext): void {
  void scope.register(async (sub) => {
    acceptFormBodies(sub);

    const lookupOrder = (merchantCode: string, orderId: string) => {
      const lookup = ctx.catalog.get(merchantCode);
      const order = lookup.ok ? ctx.cashier.depositOrder(merchantCode, orderId) : undefined;
      return lookup.ok && order ? { merchant: lookup.data, order } : null;
    };

    sub.get(`${STAND_IN_PAY_PATH}/:merchant`, async (request, reply) => {
      const { merchant: code } = request.params as { merchant: string };
      const { order: orderId } = parseInput(orderField, request.query, 'query');
      reply.header('Cache-Control', 'no-store').header('Content-Security-Policy', PAGE_CSP).type('text/html; charset=utf-8');
      const found = lookupOrder(code, orderId);
      if (!found) return reply.code(404).send(page('Payment', '<h1>Payment</h1><p>This payment link is not valid.</p>'));
      const { merchant, order } = found;
      const channel = channels(merchant, 'EN').find((candidate) => candidate.code === order.channel)?.name ?? order.channel;
      const action = `${STAND_IN_PAY_PATH}/${encodeURIComponent(merchant.code)}`;
      const hidden = `<input type="hidden" name="order" value="${escapeHtml(order.id)}">`;
      const buttons =
        order.status === 'pending'
          ? `<form method="post" action="${action}/approve">${hidden}<button class="approve" type="submit">Approve payment</button></form>` +
            `<form method="post" action="${action}/cancel">${hidden}<button type="submit">Cancel</button></form>`
          : `<p>This order is ${escapeHtml(order.status)}.</p><p><a href="${escapeHtml(backTo(order.id))}">Back to ${escapeHtml(merchant.merchant.name)}</a></p>`;
      return reply.send(
        page(
          'Demo payment provider',
          `<h1>Demo payment provider</h1>
<p class="banner" role="note"><strong>Demo only: no real money.</strong> This page stands in for the operator's payment provider in the local demo.</p>
<h2>Pay ${escapeHtml(merchant.merchant.name)}</h2>
<dl><dt>Merchant</dt><dd>${escapeHtml(merchant.merchant.name)}</dd><dt>Amount</dt><dd data-testid="pay-amount">${escapeHtml(money(merchant, order.amount))}</dd>
<dt>Channel</dt><dd>${escapeHtml(channel)}</dd><dt>Order</dt><dd>${escapeHtml(order.id)}</dd></dl>${buttons}`,
        ),
      );
    });

    sub.post(`${STAND_IN_PAY_PATH}/:merchant/approve`, async (request, reply) => {
      const { merchant: code } = request.params as { merchant: string };
      const { order: orderId } = parseInput(orderField, request.body, 'body');
      const found = lookupOrder(code, orderId);
      const payment = found?.merchant.integrations.payment;
      // The demo's own secret, made in its data folder: the provider and the site share it, nobody else.
      const secret = found ? ctx.callbackSecrets.secretFor(found.merchant) : null;
      if (!found || !payment || !secret) return reply.code(404).type('text/plain; charset=utf-8').send('This payment link is not valid.');
      await sendCallback(
        request,
        { provider: payment.provider, callbackSecret: secret },
        {
          notificationId: crypto.randomUUID(),
          merchant: found.merchant.code,
          orderId: found.order.id,
          status: 'PAID',
          amountMinor: found.order.amount,
          timestamp: ctx.clock(),
        },
      );
      return reply.redirect(backTo(found.order.id), 303);
    });

    sub.post(`${STAND_IN_PAY_PATH}/:merchant/cancel`, async (request, reply) => {
      const { merchant: code } = request.params as { merchant: string };
      const { order: orderId } = parseInput(orderField, request.body, 'body');
      const found = lookupOrder(code, orderId);
      if (!found) return reply.code(404).type('text/plain; charset=utf-8').send('This payment link is not valid.');
      ctx.cashier.cancelDeposit(found.merchant.code, found.order.id, ctx.clock());
      return reply.redirect(backTo(found.order.id), 303);
    });
  });
}

/**
 * The provider's server calling the operator's: a signed POST to the callback route, through
 * the server's whole request pipeline (inject), as the PSP's request would arrive.
 */
async function sendCallback(request: FastifyRequest, payment: { provider: string; callbackSecret: string }, body: object): Promise<void> {
  const raw = JSON.stringify(body);
  const answer = await request.server.inject({
    method: 'POST',
    url: `${CALLBACK_PATH}/${encodeURIComponent(payment.provider)}`,
    headers: {
      'content-type': 'application/json',
      host: request.host ?? 'localhost',
      [SIGNATURE_HEADER]: sign(raw, payment.callbackSecret),
    },
    payload: raw,
  });
  if (answer.statusCode !== 200) request.log.warn(`stand-in payment callback answered ${answer.statusCode}: ${answer.body}`);
}
