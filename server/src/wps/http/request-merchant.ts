/**
 * Which merchant a /wps request belongs to: the one the server resolved for the request from its
 * host (request.merchant: X-Forwarded-Host from a trusted proxy, per config/tenants.json; see
 * server/src/tenancy). A host no merchant owns answers domain_not_available; a `Merchant` header
 * naming another merchant than the host's answers merchant_mismatch; a merchant whose data files
 * (or tenants.json) are broken answers merchant_config_invalid.
 */
import type { FastifyRequest } from 'fastify';
import type { MerchantData } from '../../merchants/merchant-catalog';
import type { WpsContext } from '../wps-context';
import { WpsError } from './wps-error';

export function resolveRequestMerchant(ctx: WpsContext, request: FastifyRequest, claimed?: string | null): MerchantData {
  const { code, known, host } = request.merchant;
  // tenants.json unreadable (reported once by the TenantDirectory).
  if (code === null) throw new WpsError(503, 'merchant_config_invalid');
  if (!known) throw new WpsError(404, 'domain_not_available', { host });
  const header = request.headers.merchant;
  const named = claimed ?? (Array.isArray(header) ? header[0] : header);
  if (named !== undefined && named !== null && named !== '' && named.toLowerCase() !== code.toLowerCase()) {
    throw new WpsError(400, 'merchant_mismatch', { host, merchant: named });
  }
  const lookup = ctx.catalog.get(code);
  if (!lookup.ok) throw new WpsError(503, 'merchant_config_invalid', { merchant: code });
  return lookup.data;
}
