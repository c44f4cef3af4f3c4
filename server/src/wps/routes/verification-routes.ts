/**
 * Verification: the Geetest challenge, SMS codes without a session (login, registration,
 * password reset), and the LINE code exchange.
 */
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../http/define-route';
import { WpsError } from '../http/wps-error';
import { registerV3 } from '../captcha/geetest-api';
import { issueSignedChallenge } from '../captcha/signed-challenge';
import { CAPTCHA_TTL_MS } from '../captcha/captcha-guard';
import { mobileKey } from '../../db/member-store';
import { admitCode, codeTimes, deliverCode } from '../sms/code-sender';
import { exchangeLineCode, LineLoginError } from '../line/line-login-client';
import { newToken } from '../../db/session-store';
import { resolveUrl, type WpsContext } from '../wps-context';

/** A LINE session token is good for this long: enough to finish a registration form. */
const LINE_SESSION_TTL_MS = 30 * 60_000;

export function registerVerificationRoutes(scope: FastifyInstance, ctx: WpsContext): void {
  defineRoute(scope, ctx, 'geetest', {
    handler: async ({ merchant, ip, now }) => {
      // A challenge proves itself (its signature), so a call stores nothing: an address has a
      // cap; the merchant's count is an alarm for the operator, never a refusal of its players.
      ctx.limiter.hit(`captcha:ip:${ip}`, ctx.writeLimits.captcha.perIp, now);
      ctx.alarms.use(merchant.code, 'captcha', ctx.writeLimits.captcha.perMerchant, now);
      const captcha = merchant.integrations.captcha;
      let challenge: string;
      let success: 0 | 1 = 1;
      if (captcha.testKey === null && captcha.version === '3') {
        ({ challenge, success } = await registerV3(captcha));
      } else {
        // Test mode, and v4 (whose widget gets its lot_number from Geetest): a challenge signed here.
        challenge = issueSignedChallenge(ctx.serverSecret, merchant.code, now, CAPTCHA_TTL_MS);
      }
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
      const { merchant, body } = call;
      const mobile = mobileKey(body.countryDialingCode, body.mobileNum);
      await admitCode(call, { key: mobile, dialingCode: body.countryDialingCode, body });
      const member = ctx.members.byMobileKey(merchant.code, mobile);
      if (body.smsTemplate === 'REGISTER' && member) throw new WpsError(409, 'mobile_exists');
      if (!ctx.sender.canSend('sms', merchant)) throw new WpsError(503, 'sms_unavailable');
      // A login or reset code goes only to a number with an account (no SMS bombing of
      // strangers), and the answer is the same either way (no list of members' numbers).
      if (body.smsTemplate !== 'REGISTER' && !member) return { sent: true, ...codeTimes(call) };
      const times = await deliverCode(call, {
        channel: 'sms',
        recipient: mobile,
        key: mobile,
        purpose: body.smsTemplate,
        text: body.smsTemplate,
      });
      return { sent: true, ...times };
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
