/**
 * Verification: the Geetest challenge, SMS codes without a session (login, registration,
 * password reset), and the LINE code exchange.
 */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../http/define-route';
import { WpsError } from '../http/wps-error';
import { registerV3 } from '../captcha/geetest-api';
import { mobileKey } from '../../db/member-store';
import { smsText } from '../sms/sms-texts';
import { guardSmsRequest } from '../sms/sms-request-guard';
import { exchangeLineCode, LineLoginError } from '../line/line-login-client';
import { newToken } from '../../db/session-store';
import { resolveUrl, type WpsContext } from '../wps-context';

/** A LINE session token is good for this long: enough to finish a registration form. */
const LINE_SESSION_TTL_MS = 30 * 60_000;
const SMS_RESEND_AFTER_S = 60;

export function registerVerificationRoutes(scope: FastifyInstance, ctx: WpsContext): void {
  defineRoute(scope, ctx, 'geetest', {
    handler: async ({ merchant, ip, now }) => {
      // Each call stores a challenge: each address and merchant has a cap (security/write-limits.ts).
      ctx.limiter.hit(`captcha:ip:${ip}`, ctx.writeLimits.captcha.perIp, now);
      ctx.limiter.hit(`${merchant.code}:captcha`, ctx.writeLimits.captcha.perMerchant, now);
      const captcha = merchant.integrations.captcha;
      let challenge: string;
      let success: 0 | 1 = 1;
      if (captcha.testKey === null && captcha.version === '3') {
        ({ challenge, success } = await registerV3(captcha));
      } else {
        // Test mode, and v4 (whose widget gets its lot_number from Geetest): a server-issued challenge.
        challenge = crypto.randomBytes(16).toString('hex');
      }
      ctx.verification.issueCaptcha(merchant.code, challenge, now);
      return {
        gt: captcha.geetestId,
        challenge,
        newCaptcha: true,
        success,
        version: captcha.version,
        // Only in test mode: the key the test widget needs to compute a passing answer.
        ...(captcha.testKey !== null ? { testKey: captcha.testKey } : {}),
      };
    },
  });

  defineRoute(scope, ctx, 'smsNoLogin', {
    handler: async (call) => {
      const { merchant, body, now, ip } = call;
      // Only the merchant's own countries: codes to premium-rate ranges (+882, +881, +247 ...)
      // were SMS-pumping fraud billed to the merchant.
      const dialingCodes = merchant.country.countries.map((country) => country.dialingCode);
      if (!dialingCodes.includes(body.countryDialingCode)) {
        throw new WpsError(
          400,
          'invalid_request',
          { field: 'countryDialingCode', reason: `one of ${dialingCodes.join(', ')}` },
          { field: 'countryDialingCode', reason: `one of ${dialingCodes.join(', ')}` },
        );
      }
      const mobile = mobileKey(body.countryDialingCode, body.mobileNum);
      await guardSmsRequest(ctx, merchant, { ip, mobile, now, body });
      const member = ctx.members.byMobileKey(merchant.code, mobile);
      if (body.smsTemplate === 'REGISTER' && member) throw new WpsError(409, 'mobile_exists');
      if (!ctx.sender.canSend('sms', merchant)) throw new WpsError(503, 'sms_unavailable');

      const ttlSeconds = merchant.integrations.sms.codeTtlSeconds;
      const answer = { sent: true, expiresInSeconds: ttlSeconds, resendAfterSeconds: SMS_RESEND_AFTER_S };
      // A login or reset code goes only to a number with an account (no SMS bombing of
      // strangers), and the answer is the same either way (no list of members' numbers).
      if (body.smsTemplate !== 'REGISTER' && !member) return answer;
      const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
      const text = smsText(call.language, body.smsTemplate, { site: merchant.merchant.name, code, minutes: Math.round(ttlSeconds / 60) });
      try {
        await ctx.sender.send({ merchant: merchant.code, channel: 'sms', recipient: mobile, text, code }, merchant);
      } catch (error) {
        ctx.log.warn(`SMS to ${mobile} not delivered: ${(error as Error).message}`);
        throw new WpsError(503, 'sms_unavailable');
      }
      // Saved only once the message is out: a failed send leaves no code behind.
      ctx.verification.saveSmsCode({ merchant: merchant.code, mobile, purpose: body.smsTemplate, code, ttlMs: ttlSeconds * 1000, now });
      return answer;
    },
  });

  defineRoute(scope, ctx, 'verifyLineCode', {
    handler: async ({ merchant, body, now }) => {
      const line = merchant.integrations.line;
      if (!line) throw new WpsError(400, 'line_not_enabled');
      let profile;
      try {
        profile = await exchangeLineCode(
          {
            clientId: line.clientId,
            clientSecret: line.clientSecret,
            tokenUrl: resolveUrl(ctx, line.tokenUrl),
            profileUrl: resolveUrl(ctx, line.profileUrl),
          },
          body,
        );
      } catch (error) {
        if (error instanceof LineLoginError) throw new WpsError(400, 'line_verify_failed', { reason: error.message });
        throw error;
      }
      const lineSessionToken = newToken();
      ctx.verification.saveLineSession({
        merchant: merchant.code,
        token: lineSessionToken,
        lineUserId: profile.userId,
        name: profile.displayName,
        picture: profile.pictureUrl,
        ttlMs: LINE_SESSION_TTL_MS,
        now,
      });
      return { lineSessionToken, name: profile.displayName, picture: profile.pictureUrl };
    },
  });
}
