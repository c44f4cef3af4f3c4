/**
 * Where the caller is, for the region restriction: its IP (Fastify's, which believes
 * X-Forwarded-For only from a trusted proxy) and its country from the CDN's CF-IPCountry header,
 * believed only when the request came through a trusted proxy (anyone else could write any
 * country and walk around a country block).
 */
import type { FastifyRequest } from 'fastify';
import type { MerchantData } from '../../merchants/merchant-catalog';
import { fromTrustedProxy } from '../../security/trusted-proxies';
import type { WpsContext } from '../wps-context';
import { isRestricted } from './ip-rules';

export function callerCountry(ctx: WpsContext, request: FastifyRequest): string | undefined {
  if (!fromTrustedProxy(ctx.options.trustedProxies ?? [], request.socket?.remoteAddress)) return undefined;
  const value = request.headers['cf-ipcountry'];
  return (Array.isArray(value) ? value[0] : value) ?? undefined;
}

export function callerRestricted(ctx: WpsContext, merchant: MerchantData, request: FastifyRequest, ip: string): boolean {
  return isRestricted(ip, callerCountry(ctx, request), merchant.merchant.status.regionRestriction);
}
