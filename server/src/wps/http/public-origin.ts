/**
 * The origin players reach a merchant at, for links the server builds (game pages, chat): the
 * merchant's `publicOrigin` from merchant.json when set (production), else the host and scheme
 * of this request, which Fastify takes from forwarded headers only behind a trusted proxy.
 */
import type { FastifyRequest } from 'fastify';
import type { MerchantData } from '../../merchants/merchant-catalog';

export function publicOrigin(merchant: MerchantData, request: FastifyRequest): string {
  return merchant.merchant.publicOrigin ?? `${request.protocol}://${request.host}`;
}
