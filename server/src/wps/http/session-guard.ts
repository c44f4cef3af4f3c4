/**
 * The session of a request: `Authorization: <token>` (a `Bearer ` prefix is tolerated).
 * No token, an unknown, revoked or expired one, or one of another merchant is
 * CUSTOMER_NOT_LOGIN (401); a token used from another IP than it was issued to, when the
 * merchant binds tokens to IPs, is token_ip_different (403).
 */
import type { FastifyRequest } from 'fastify';
import type { MemberRow } from '../../db/member-store';
import type { SessionRow } from '../../db/session-store';
import type { MerchantData } from '../../merchants/merchant-catalog';
import type { WpsContext } from '../wps-context';
import { WpsError, notLoggedIn } from './wps-error';

export interface ActiveSession {
  token: string;
  row: SessionRow;
  member: MemberRow;
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!value) return null;
  const token = value.startsWith('Bearer ') ? value.slice(7).trim() : value;
  return token.length > 0 && token.length <= 512 ? token : null;
}

export function sessionTtlMs(merchant: MerchantData): number {
  return merchant.merchant.security.sessionTtlMinutes * 60_000;
}

export function findSession(ctx: WpsContext, merchant: MerchantData, request: FastifyRequest, ip: string): ActiveSession {
  const token = bearerToken(request);
  if (!token) throw notLoggedIn();
  const row = ctx.sessions.find(token);
  const now = ctx.clock();
  if (!row || row.revoked_at !== null || row.expires_at <= now || row.merchant !== merchant.code) throw notLoggedIn();
  if (merchant.merchant.security.bindTokenToIp && row.ip !== ip) throw new WpsError(403, 'token_ip_different');
  const member = ctx.members.byId(row.member_id);
  if (!member) throw notLoggedIn();
  ctx.sessions.touch(row, sessionTtlMs(merchant), now);
  return { token, row, member };
}
