/** The signed-in member: info, language, password change, password reset by SMS, feedback. */
import type { FastifyInstance } from 'fastify';
import { FEEDBACK_SCREENSHOT_MAX_BYTES } from '@m/shared/contract';
import { defineRoute } from '../http/define-route';
import { WpsError } from '../http/wps-error';
import { hashPassword, verifyPassword } from '../auth/password-hasher';
import { checkPassword } from '../auth/password-rules';
import { mobileKey } from '../../db/member-store';
import { memberInfo } from '../members/member-view';
import { firebaseIdentity } from '../auth/social-identity';
import { major } from '../cashier/cashier-settings';
import type { WpsContext } from '../wps-context';
import { resetPassword } from './reset-by-username-routes';

const DAY_MS = 24 * 60 * 60_000;

/** One member's feedback in any 24 hours: at most so many messages and bytes (write-limits.ts). */
function checkFeedbackAllowance(ctx: WpsContext, merchant: string, memberId: number, bytes: number, now: number): void {
  const { perMemberPerDay, bytesPerMemberPerDay } = ctx.writeLimits.feedback;
  const sent = ctx.activity.feedbackSince(merchant, memberId, now - DAY_MS);
  if (sent.count < perMemberPerDay && sent.bytes + bytes <= bytesPerMemberPerDay) return;
  const retryAfter = Math.max(1, Math.ceil(((sent.oldest ?? now) + DAY_MS - now) / 1000));
  throw new WpsError(429, 'TOO_MANY_REQUEST', { retryAfterSeconds: retryAfter }, {}, { 'Retry-After': String(retryAfter) });
}

export function registerMemberRoutes(scope: FastifyInstance, ctx: WpsContext): void {
  defineRoute(scope, ctx, 'memberInfo', {
    handler: ({ merchant, session, language, now }) =>
      memberInfo(merchant, session.member, language, now, major(merchant, ctx.wallet.account(merchant.code, session.member.id).balance)),
  });

  defineRoute(scope, ctx, 'memberLanguage', {
    handler: ({ merchant, body, session }) => {
      if (body.merchantCode && body.merchantCode.toLowerCase() !== merchant.code) throw new WpsError(400, 'merchant_mismatch');
      if (!merchant.merchant.languages.includes(body.language))
        throw new WpsError(400, 'language_not_supported', { languages: merchant.merchant.languages });
      ctx.members.setLanguage(session.member.id, body.language);
      return { language: body.language };
    },
  });

  defineRoute(scope, ctx, 'memberProfileIcon', {
    handler: ({ merchant, body, session }) => {
      // The merchant's own count (status gw.PROFILE_ICON_COUNT), not the contract's upper bound.
      const count = merchant.integrations.gw.PROFILE_ICON_COUNT;
      if (body.icon > count) throw new WpsError(400, 'invalid_request', { field: 'icon', reason: `1 to ${count}` });
      ctx.members.setProfileIcon(session.member.id, body.icon);
      return { profileIcon: body.icon };
    },
  });

  defineRoute(scope, ctx, 'referralInfo', {
    handler: ({ merchant, session }) => {
      // A member's referral code is their account, as an agent's is (mf-auth agent registration).
      const referralCode = session.member.display_name;
      return { referralCode, count: ctx.members.referralCount(merchant.code, referralCode) };
    },
  });

  defineRoute(scope, ctx, 'changePassword', {
    handler: async ({ merchant, body, session, now, ip }) => {
      const member = session.member;
      const limits = merchant.merchant.security.rateLimits.login;
      // The old password is a secret to guess: same limits as a login.
      ctx.limiter.hit(`${merchant.code}:login:ip:${ip}`, limits.perIp, now);
      ctx.limiter.hit(`${merchant.code}:login:account:${member.username}`, limits.perAccount, now);
      if (!(await verifyPassword(body.oldPassword, member.password_hash)))
        throw new WpsError(400, 'old_password_err', { field: 'oldPassword' });
      if (body.newPassword === body.oldPassword) throw new WpsError(400, 'password_unchanged', { field: 'newPassword' });
      checkPassword(merchant, body.newPassword, 'newPassword');
      const hash = await hashPassword(body.newPassword);
      ctx.db.transaction(() => {
        ctx.members.setPassword(member.id, hash, false, now);
        // Anyone else holding a session of this member is signed out; this device stays in.
        ctx.sessions.revokeOthers(member.id, session.token, now);
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
      if (body.firebaseIdToken !== undefined) {
        // Firebase sent the code and proved the number: its token must be for this very number.
        const identity = await firebaseIdentity(ctx, merchant, body.firebaseIdToken);
        if (identity.phoneDigits !== mobile) throw new WpsError(400, 'sms_code_invalid');
      } else {
        const result = ctx.verification.consumeSmsCode({
          merchant: merchant.code,
          mobile,
          purposes: ['RESET_PASSWORD'],
          code: body.smsCode ?? '',
          now,
        });
        if (result === 'invalid') throw new WpsError(400, 'sms_code_invalid');
        if (result === 'expired') throw new WpsError(400, 'sms_code_expired');
      }
      const member = ctx.members.byMobileKey(merchant.code, mobile);
      if (!member) throw new WpsError(404, 'not.exists.user');
      return resetPassword(ctx, member, body.newPassword, now);
    },
  });

  defineRoute(scope, ctx, 'feedback', {
    handler: ({ merchant, body, session, ip, now }) => {
      ctx.limiter.hit(`feedback:ip:${ip}`, ctx.writeLimits.feedback.perIp, now);
      const screenshot = body.screenshot ? screenshotBytes(body.screenshot.mimeType, body.screenshot.data) : null;
      checkFeedbackAllowance(ctx, merchant.code, session.member.id, Buffer.byteLength(body.content) + (screenshot?.data.length ?? 0), now);
      return {
        id: ctx.activity.feedback({
          merchant: merchant.code,
          memberId: session.member.id,
          category: body.category,
          content: body.content,
          contact: body.contact ?? null,
          screenshot,
          now,
        }),
      };
    },
  });

  defineRoute(scope, ctx, 'feedbackList', {
    handler: ({ merchant, session }) =>
      ctx.activity.feedbackOf(session.member.id, merchant.code).map((row) => ({
        id: row.id,
        category: row.category,
        content: row.content,
        createdAt: new Date(row.created_at).toISOString(),
        screenshot: row.screenshot === 1,
      })),
  });
}

/** The picture's bytes, checked against its declared type by their signature and against the size limit. */
export function screenshotBytes(mimeType: string, base64: string): { mimeType: string; data: Buffer } {
  const data = Buffer.from(base64, 'base64');
  if (data.length === 0 || data.length > FEEDBACK_SCREENSHOT_MAX_BYTES)
    throw new WpsError(400, 'invalid_request', { field: 'screenshot', reason: 'screenshot_too_large' });
  const isPng = data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const isJpeg = data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff;
  const isWebp = data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP';
  const matches = (mimeType === 'image/png' && isPng) || (mimeType === 'image/jpeg' && isJpeg) || (mimeType === 'image/webp' && isWebp);
  if (!matches) throw new WpsError(400, 'invalid_request', { field: 'screenshot', reason: 'screenshot_type' });
  return { mimeType, data };
}
