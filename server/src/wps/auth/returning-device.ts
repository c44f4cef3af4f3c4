/**
 * The returning device (issue 35): a device where a member signed in gets an HttpOnly cookie
 * `m_device`, `<member>.<issued>.<signature>` signed with the server's key (nothing stored).
 * A merchant-wide alarm (a flood of codes from many addresses) or an account's failures asking
 * strangers for a captcha never ask it of this device: it proved itself before.
 */
import type { Call } from '../http/define-route';
import { keyedHash, sameText } from '../../security/server-secret';

export const DEVICE_COOKIE = 'm_device';
const DEVICE_TTL_S = 180 * 24 * 3_600;

const sign = (key: Buffer, merchant: string, member: string, issued: string) =>
  Buffer.from(keyedHash(key, 'device', merchant, member, issued).slice(0, 32), 'hex').toString('base64url');

export function cookieValue(cookieHeader: string | undefined, name: string): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=') || null;
  }
  return null;
}

/** Sets the cookie after a successful sign-in. */
export function rememberDevice(call: Call<unknown, unknown>, memberId: number): void {
  const member = memberId.toString(36);
  const issued = Math.floor(call.now / 1000).toString(36);
  const value = `${member}.${issued}.${sign(call.ctx.serverSecret, call.merchant.code, member, issued)}`;
  const secure = call.request.protocol === 'https' ? '; Secure' : '';
  call.reply.header('Set-Cookie', `${DEVICE_COOKIE}=${value}; Path=/wps; Max-Age=${DEVICE_TTL_S}; HttpOnly; SameSite=Strict${secure}`);
}

/** The member who signed in on this device within 180 days (for this merchant), else null. */
export function returningMember(call: Pick<Call<unknown, unknown>, 'ctx' | 'merchant' | 'request' | 'now'>): number | null {
  const value = cookieValue(call.request.headers.cookie, DEVICE_COOKIE);
  if (!value || value.length > 80) return null;
  const [member = '', issued = '', signature = '', ...rest] = value.split('.');
  if (rest.length > 0 || !/^[0-9a-z]{1,10}$/.test(member) || !/^[0-9a-z]{1,10}$/.test(issued)) return null;
  if (!sameText(signature, sign(call.ctx.serverSecret, call.merchant.code, member, issued))) return null;
  const age = call.now / 1000 - parseInt(issued, 36);
  return age >= 0 && age <= DEVICE_TTL_S ? parseInt(member, 36) : null;
}
