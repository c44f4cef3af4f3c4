/**
 * Which merchant a /wps request belongs to: its host (X-Forwarded-Host from a trusted proxy), per
 * config/tenants.json (server/src/tenancy). A host no merchant owns answers
 * domain_not_available; a `Merchant` header naming another merchant than the host's answers
 * merchant_mismatch; a merchant whose data files are broken answers merchant_config_invalid.
 */
import type { FastifyRequest } from 'fastify';
import { readTenantConfig, resolveTenant } from '../../tenancy/tenants';
import type { MerchantData } from '../../merchants/merchant-catalog';
import type { WpsContext } from '../wps-context';
import { WpsError } from './wps-error';

/**
 * The host the client asked for. Fastify takes X-Forwarded-Host into account only from a
 * trusted proxy (TRUSTED_PROXIES); from anyone else it is the Host header.
 */
export function requestHost(request: FastifyRequest): string {
  return request.host ?? '';
}

export function resolveRequestMerchant(ctx: WpsContext, request: FastifyRequest, claimed?: string | null): MerchantData {
  let tenant;
  try {
    tenant = resolveTenant(readTenantConfig(ctx.options.configDir), requestHost(request));
  } catch (error) {
    ctx.log.error(`tenants.json unreadable: ${(error as Error).message}`);
    throw new WpsError(503, 'merchant_config_invalid');
  }
  if (!tenant.known) throw new WpsError(404, 'domain_not_available', { host: tenant.host });
  const header = request.headers.merchant;
  const named = claimed ?? (Array.isArray(header) ? header[0] : header);
  if (named !== undefined && named !== null && named !== '' && named.toLowerCase() !== tenant.merchant.toLowerCase()) {
    throw new WpsError(400, 'merchant_mismatch', { host: tenant.host, merchant: named });
  }
  const lookup = ctx.catalog.get(tenant.merchant);
  if (!lookup.ok) throw new WpsError(503, 'merchant_config_invalid', { merchant: tenant.merchant });
  return lookup.data;
}
