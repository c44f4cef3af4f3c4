/**
 * The last step of every sign-in (password, SMS, Firebase, LINE, Maya): the member's two-factor
 * policy applies whatever the first factor was, and a social identity the request carries is
 * linked only once every factor has passed (a link made before the second factor let anyone
 * with the password plant their own Firebase/LINE identity and skip two-factor for good).
 */
import type { MemberRow } from '../../db/member-store';
import type { PendingIdentity } from '../../db/verification-store';
import type { Call } from '../http/define-route';
import { WpsError } from '../http/wps-error';
import { smsText } from '../sms/sms-texts';
import { randomCode } from '../sms/code-sender';
import { SIX_DIGIT_CODE_LENGTH, type LoginAnswer as LoginValue } from '@m/shared/contract';
import { issueLogin } from './issue-login';

export const TWO_FACTOR_TTL_MS = 5 * 60_000;
/** HttpOnly cookie carrying the challenge's client secret; scoped to the login paths. */
export const CHALLENGE_COOKIE = 'm_2fa';
/** Header alternative to the cookie, for clients without a cookie jar. */
export const CHALLENGE_HEADER = 'login-challenge';

export function hasTwoFactor(member: MemberRow): boolean {
  return member.two_factor_sms === 1 || member.two_factor_email === 1 || member.totp_secret !== null;
}

function challengeCookie(call: Call<unknown, unknown>, secret: string, maxAgeSeconds: number): string {
  const secure = call.request.protocol === 'https' ? '; Secure' : '';
  return `${CHALLENGE_COOKIE}=${secret}; Path=/wps/session/login; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure}`;
}

/** The client secret of a pending two-factor challenge: the header, else the cookie. */
export function challengeSecretOf(call: Call<unknown, unknown>): string | null {
  const header = call.request.headers[CHALLENGE_HEADER];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  if (fromHeader && fromHeader.length <= 128) return fromHeader;
  const cookies = call.request.headers.cookie ?? '';
  for (const part of cookies.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === CHALLENGE_COOKIE) {
      const value = rest.join('=');
      return value.length > 0 && value.length <= 128 ? value : null;
    }
  }
  return null;
}

export function clearChallengeCookie(call: Call<unknown, unknown>): void {
  call.reply.header('Set-Cookie', challengeCookie(call, '', 0));
}

/** Member with two-factor on: a challenge bound to this client, codes sent, login_verify_required. */
async function startTwoFactor(
  call: Call<unknown, unknown>,
  member: MemberRow,
  deviceName: string | null,
  identity: PendingIdentity | null,
): Promise<never> {
  const { ctx, merchant, now } = call;
  const methods = {
    email: member.two_factor_email === 1 && member.email !== null && ctx.sender.canSend('email', merchant),
    ga: member.totp_secret !== null,
    sms: member.two_factor_sms === 1 && member.mobile !== null && ctx.sender.canSend('sms', merchant),
  };
  if (!methods.email && !methods.ga && !methods.sms) throw new WpsError(503, 'sms_unavailable');
  const code = methods.email || methods.sms ? randomCode(SIX_DIGIT_CODE_LENGTH) : null;
  const challenge = ctx.verification.createLoginChallenge({
    merchant: merchant.code,
    memberId: member.id,
    code,
    device: deviceName,
    ttlMs: TWO_FACTOR_TTL_MS,
    now,
    pendingIdentity: identity,
  });
  if (code) {
    const text = smsText(call.language, 'VERIFY', { site: merchant.merchant.name, code, minutes: TWO_FACTOR_TTL_MS / 60_000 });
    try {
      if (methods.sms)
        await ctx.sender.send({ merchant: merchant.code, channel: 'sms', recipient: member.mobile as string, text, code }, merchant);
      if (methods.email)
        await ctx.sender.send({ merchant: merchant.code, channel: 'email', recipient: member.email as string, text, code }, merchant);
    } catch (error) {
      ctx.log.warn(`two-factor code for member ${member.id} not delivered: ${(error as Error).message}`);
      throw new WpsError(503, 'sms_unavailable');
    }
  }
  // The secret goes in an HttpOnly cookie (browsers) and in the answer (clients without cookies).
  throw new WpsError(
    403,
    'login_verify_required',
    { ...methods, challengeToken: challenge.clientSecret },
    {},
    { 'Set-Cookie': challengeCookie(call, challenge.clientSecret, TWO_FACTOR_TTL_MS / 1000) },
  );
}

export async function completeSignIn(
  call: Call<unknown, unknown>,
  member: MemberRow,
  options: { device: string | null; identity?: PendingIdentity | null },
): Promise<LoginValue> {
  if (hasTwoFactor(member)) await startTwoFactor(call, member, options.device, options.identity ?? null);
  return linkAndIssue(call, member, options.device, options.identity ?? null);
}

/** Every factor passed: link the identity the player asked to link, then the session. */
export function linkAndIssue(
  call: Call<unknown, unknown>,
  member: MemberRow,
  device: string | null,
  identity: PendingIdentity | null,
): LoginValue {
  if (identity) call.ctx.members.link(call.merchant.code, identity.provider, identity.subject, member.id, call.now);
  return issueLogin(call, member, { device });
}
