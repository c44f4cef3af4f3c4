/**
 * A forgotten password by user name (issue 26): the player types the user name, the code goes to
 * the account's bound mobile, then the new password as a reset by mobile number. Neither answer
 * tells whether the name exists or has a mobile (no account enumeration): an unknown name or an
 * account without a mobile gets the same "sent" with a mask of made-up digits, stable for that
 * name, and its code is refused as any wrong code. The SMS budgets and captcha are those of any
 * code without a session (sms/code-sender.ts); the reset counts as a login attempt.
 */
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../http/define-route';
import { WpsError } from '../http/wps-error';
import { hashPassword } from '../auth/password-hasher';
import { checkPassword } from '../auth/password-rules';
import { admitCode, codeTimes, deliverCode } from '../sms/code-sender';
import { keyedHash } from '../../security/server-secret';
import type { MemberRow } from '../../db/member-store';
import type { WpsContext } from '../wps-context';

/** The mask the player sees: the last four digits only. */
export function maskedDigits(digits: string): string {
  return `•••• ${digits.slice(-4)}`;
}

/**
 * Made-up digits for a name without a mobile: a keyed hash of the name with the server's key, so
 * every instance on the data folder shows the same mask for a name (digits drawn per instance
 * told, behind a load balancer, which names have a mobile).
 */
export function decoyDigits(key: Buffer, merchant: string, userName: string): string {
  return String(parseInt(keyedHash(key, 'reset-decoy', merchant, userName.toLowerCase()).slice(0, 8), 16) % 10_000).padStart(4, '0');
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
      const { merchant, body } = call;
      const member = boundMember(ctx, merchant.code, body.userName);
      // A stranger's name spends the budget under its own key, as a number would.
      await admitCode(call, { key: member?.mobile ?? `name:${body.userName.trim().toLowerCase()}`, body });
      if (!ctx.sender.canSend('sms', merchant)) throw new WpsError(503, 'sms_unavailable');
      const digits = member ? (member.mobile_num ?? member.mobile) : decoyDigits(ctx.serverSecret, merchant.code, body.userName.trim());
      const answer = { sent: true, mobileNum: maskedDigits(digits), ...codeTimes(call) };
      if (!member) return answer;
      await deliverCode(call, {
        channel: 'sms',
        recipient: member.mobile,
        key: member.mobile,
        purpose: 'RESET_PASSWORD',
        text: 'RESET_PASSWORD',
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
