/** The signed-in member: info, language, password change, password reset by SMS, feedback. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../http/define-route';
import { WpsError } from '../http/wps-error';
import { hashPassword, verifyPassword } from '../auth/password-hasher';
import { checkPassword } from '../auth/password-rules';
import { mobileKey } from '../../db/member-store';
import { memberInfo } from '../members/member-view';
import type { WpsContext } from '../wps-context';

export function registerMemberRoutes(scope: FastifyInstance, ctx: WpsContext): void {
  defineRoute(scope, ctx, 'memberInfo', {
    handler: ({ merchant, session, language, now }) => memberInfo(merchant, session!.member, language, now),
  });

  defineRoute(scope, ctx, 'memberLanguage', {
    // SPEC 7: "language (merchantCode also in one variant)".
    body: z.object({ language: z.string().trim().toUpperCase().pipe(z.string().regex(/^[A-Z]{2}(?:-[A-Z]{2})?$/, 'a language code such as EN or PT-BR')), merchantCode: z.string().max(64).optional() }),
    handler: ({ merchant, body, session }) => {
      if (body.merchantCode && body.merchantCode.toLowerCase() !== merchant.code) throw new WpsError(400, 'merchant_mismatch');
      if (!merchant.merchant.languages.includes(body.language)) throw new WpsError(400, 'language_not_supported', { languages: merchant.merchant.languages });
      ctx.members.setLanguage(session!.member.id, body.language);
      return { language: body.language };
    },
  });

  defineRoute(scope, ctx, 'changePassword', {
    handler: async ({ merchant, body, session, now, ip }) => {
      const member = session!.member;
      const limits = merchant.merchant.security.rateLimits.login;
      // The old password is a secret to guess: same limits as a login.
      ctx.limiter.hit(`${merchant.code}:login:ip:${ip}`, limits.perIp, now);
      ctx.limiter.hit(`${merchant.code}:login:account:${member.username}`, limits.perAccount, now);
      if (!(await verifyPassword(body.oldPassword, member.password_hash))) throw new WpsError(400, 'old_password_err', { field: 'oldPassword' });
      if (body.newPassword === body.oldPassword) throw new WpsError(400, 'password_unchanged', { field: 'newPassword' });
      checkPassword(merchant, body.newPassword, 'newPassword');
      const hash = await hashPassword(body.newPassword);
      ctx.db.transaction(() => {
        ctx.members.setPassword(member.id, hash, false, now);
        // Anyone else holding a session of this member is signed out; this device stays in.
        ctx.sessions.revokeOthers(member.id, session!.token, now);
        // A Firebase/LINE link made by whoever knew the old password must not outlive it.
        ctx.members.unlinkSocial(member.id);
      })();
      return { passwordChanged: true, defaultPassword: false, passwordExpired: false };
    },
  });

  defineRoute(scope, ctx, 'resetPasswordSms', {
    handler: async ({ merchant, body, now, ip }) => {
      const mobile = mobileKey(body.countryDialingCode, body.mobileNum);
      const limits = merchant.merchant.security.rateLimits.login;
      ctx.limiter.hit(`${merchant.code}:login:ip:${ip}`, limits.perIp, now);
      ctx.limiter.hit(`${merchant.code}:login:account:${mobile}`, limits.perAccount, now);
      checkPassword(merchant, body.newPassword, 'newPassword');
      const result = ctx.verification.consumeSmsCode({ merchant: merchant.code, mobile, purposes: ['RESET_PASSWORD'], code: body.smsCode, now });
      if (result === 'invalid') throw new WpsError(400, 'sms_code_invalid');
      if (result === 'expired') throw new WpsError(400, 'sms_code_expired');
      const member = ctx.members.byMobileKey(merchant.code, mobile);
      if (!member) throw new WpsError(404, 'not.exists.user');
      const hash = await hashPassword(body.newPassword);
      ctx.db.transaction(() => {
        ctx.members.setPassword(member.id, hash, false, now);
        ctx.sessions.revokeOthers(member.id, null, now);
        ctx.members.unlinkSocial(member.id);
      })();
      return { reset: true, userName: member.display_name };
    },
  });

  defineRoute(scope, ctx, 'feedback', {
    body: z.object({
      content: z.string().trim().min(1, 'required').max(2000),
      category: z.string().trim().max(64).optional(),
      contact: z.string().trim().max(254).optional(),
    }),
    handler: ({ merchant, body, session, now }) => ({
      id: ctx.activity.feedback({ merchant: merchant.code, memberId: session!.member.id, category: body.category ?? null, content: body.content, contact: body.contact ?? null, now }),
    }),
  });
}
