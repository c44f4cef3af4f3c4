/**
 * Test mode only (EMULATORS=1): what the server "sent". GET /__emulators/sms/outbox
 * ?mobile=<countryDialingCode+mobileNum> (or ?email=) → the latest messages, newest first,
 * with their codes, so end-to-end tests can complete SMS flows offline.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../http/validation';
import type { WpsContext } from '../wps-context';

const query = z
  .object({
    mobile: z.string().max(32).optional(),
    email: z.string().max(254).optional(),
    limit: z.coerce.number().int().min(1).max(50).default(10),
  })
  .refine((value) => value.mobile !== undefined || value.email !== undefined, { message: 'mobile or email is required', path: ['mobile'] });

/** The same number written with a national leading 0 after the dialing code finds the same messages. */
function recipientsFor(mobile: string): string[] {
  const digits = mobile.replace(/\D/g, '');
  const candidates = new Set([digits]);
  for (let cut = 1; cut <= 4; cut += 1) candidates.add(`${digits.slice(0, cut)}${digits.slice(cut).replace(/^0+/, '')}`);
  return [...candidates];
}

export function registerSmsOutboxRoutes(scope: FastifyInstance, ctx: WpsContext): void {
  scope.get('/__emulators/sms/outbox', async (request, reply) => {
    const { mobile, email, limit } = parseInput(query, request.query, 'query');
    const recipients = mobile !== undefined ? recipientsFor(mobile) : [email as string];
    const messages = recipients
      .flatMap((recipient) => ctx.verification.outbox(recipient, limit))
      .sort((a, b) => b.id - a.id)
      .slice(0, limit)
      .map((message) => ({
        to: message.recipient,
        channel: message.channel,
        text: message.text,
        code: message.code,
        merchant: message.merchant,
        sentAt: new Date(message.created_at).toISOString(),
      }));
    reply.header('Cache-Control', 'no-store');
    return { success: true, value: messages };
  });
}
