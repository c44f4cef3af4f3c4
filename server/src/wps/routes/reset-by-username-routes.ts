/**
 * A forgotten password by user name (issue 26): the player types the user name, the code goes to
 * the account's bound mobile, then the new password as a reset by mobile number. Neither answer
 * tells whether the name exists or has a mobile (no account enumeration): an unknown name or an
 * account without a mobile gets the same "sent" with a mask of made-up digits, stable for that
 * name, and its code is refused as any wrong code. The SMS budgets and captcha are those of any
 * code without a session (sms-request-guard.ts); the reset counts as a login attempt.
 */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../http/define-route';
import { WpsError } from '../http/wps-error';
import { hashPassword } from '../auth/password-hasher';
import { checkPassword } from '../auth/password-rules';
import { smsText } from '../sms/sms-texts';
import { guardSmsRequest } from '../sms/sms-request-guard';
import type { MemberRow } from '../../db/member-store';
import type { WpsContext } from '../wps-context';

const SMS_RESEND_AFTER_S = 60;
/** Made-up digits for a name without a mobile come from this key: the same name shows the same mask while the server runs. */
const DECOY_KEY = crypto.randomBytes(32);

/** The mask the player sees: the last four digits only. */
export function maskedDigits(digits: string): string {
  return `•••• ${digits.slice(-4)}`;
}

function decoyDigits(merchant: string, userName: string): string {
  const mac = crypto.createHmac('sha256', DECOY_KEY).update(`${merchant}:${userName.toLowerCase()}`).digest();
  return String(mac.readUInt32BE(0) % 10_000).padStart(4, '0');
}

/** The account a code may go to: a member with a bound mobile, or none. */
function boundMember(ctx: WpsContext, merchant: string, userName: string): (MemberRow & { mobile: string }) | null {
  const member = ctx.members.byUsername(merchant, userName.trim());
  return member?.mobile ? (member as MemberRow & { mobile: string }) : null;
}

/** A proven reset: the new password, every session ended, social links dropped (whoever knew the old one made them). */
export async function resetPassword(ctx: WpsContext, member: MemberRow, newPassword: string, now: number) {
  const hash = await hashPassword(newPassword);
  ctx.db.transaction(() => {
    ctx.members.setPassword(member.id, hash, false, now);
    ctx.sessions.revokeOthers(member.id, null, now);
    ctx.members.unlinkSocial(member.id);
  })();
  return { reset: true, userName: member.display_name };
}

export function registerResetByUserNameRoutes(scope: FastifyInstance, ctx: WpsContext): void {
  defineRoute(scope, ctx, 'smsResetByUserName', {
    handler: async (call) => {
      const { merchant, body, now, ip } = call;
      const member = boundMember(ctx, merchant.code, body.userName);
      // A stranger's name spends the budget under its own key, as a number would.
      await guardSmsRequest(ctx, merchant, { ip, mobile: member?.mobile ?? `name:${body.userName.trim().toLowerCase()}`, now, body });
      if (!ctx.sender.canSend('sms', merchant)) throw new WpsError(503, 'sms_unavailable');
      const ttlSeconds = merchant.integrations.sms.codeTtlSeconds;
      const digits = member ? (member.mobile_num ?? member.mobile) : decoyDigits(merchant.code, body.userName.trim());
      const answer = { sent: true, mobileNum: maskedDigits(digits), expiresInSeconds: ttlSeconds, resendAfterSeconds: SMS_RESEND_AFTER_S };
      if (!member) return answer;
      const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
      const text = smsText(call.language, 'RESET_PASSWORD', { site: merchant.merchant.name, code, minutes: Math.round(ttlSeconds / 60) });
      try {
        await ctx.sender.send({ merchant: merchant.code, channel: 'sms', recipient: member.mobile, text, code }, merchant);
      } catch (error) {
        ctx.log.warn(`SMS to member ${member.id} not delivered: ${(error as Error).message}`);
        throw new WpsError(503, 'sms_unavailable');
      }
      ctx.verification.saveSmsCode({
        merchant: merchant.code,
        mobile: member.mobile,
        purpose: 'RESET_PASSWORD',
        code,
        ttlMs: ttlSeconds * 1000,
        now,
      });
      return answer;
    },
  });

  defineRoute(scope, ctx, 'resetPasswordByUserName', {
    handler: async ({ merchant, body, now, ip }) => {
      const limits = merchant.merchant.security.rateLimits.login;
      ctx.limiter.hit(`${merchant.code}:login:ip:${ip}`, limits.perIp, now);
      ctx.limiter.hit(`${merchant.code}:login:account:${body.userName.trim().toLowerCase()}`, limits.perAccount, now);
      checkPassword(merchant, body.newPassword, 'newPassword');
      const member = boundMember(ctx, merchant.code, body.userName);
      // No account (or no mobile): the same refusal as a wrong code.
      if (!member) throw new WpsError(400, 'sms_code_invalid');
      const result = ctx.verification.consumeSmsCode({
        merchant: merchant.code,
        mobile: member.mobile,
        purposes: ['RESET_PASSWORD'],
        code: body.smsCode,
        now,
      });
      if (result === 'invalid') throw new WpsError(400, 'sms_code_invalid');
      if (result === 'expired') throw new WpsError(400, 'sms_code_expired');
      return resetPassword(ctx, member, body.newPassword, now);
    },
  });
}
