/**
 * Sign-in: the RSA key of the encrypted-payload protocol, login by password / SMS / Firebase /
 * LINE (POST /wps/session/login), the two-factor step, LINE and Maya logins, logout.
 */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ParsedBodyOf } from '@m/shared/contract';
import { defineRoute, type Call } from '../http/define-route';
import { WpsError } from '../http/wps-error';
import { loginNeedsCaptcha, verifyCaptcha } from '../captcha/captcha-guard';
import { verifyPassword, hashPassword } from '../auth/password-hasher';
import { issueLogin } from '../auth/issue-login';
import { findMemberByLogin } from '../auth/find-member';
import { firebaseIdentity, lineIdentity, type SocialIdentity } from '../auth/social-identity';
import { verifyTotp } from '../auth/totp';
import { hashCode } from '../../db/verification-store';
import { mobileKey, type MemberRow } from '../../db/member-store';
import { lookupMayaSession, MayaSessionError } from '../maya/maya-session-client';
import { smsText } from '../sms/sms-texts';
import { resolveUrl, type WpsContext } from '../wps-context';
import { generateUsername } from '../members/generate-username';

const TWO_FACTOR_TTL_MS = 5 * 60_000;

type LoginCall = Call<ParsedBodyOf<'login'>, undefined>;

function limitLogin(call: Call<unknown, unknown>, account: string): void {
  const limits = call.merchant.merchant.security.rateLimits.login;
  call.ctx.limiter.hit(`${call.merchant.code}:login:ip:${call.ip}`, limits.perIp, call.now);
  call.ctx.limiter.hit(`${call.merchant.code}:login:account:${account.toLowerCase()}`, limits.perAccount, call.now);
}

/** Links the social identity a "log in to link it" request carries (SPEC 4 bind dialogs). */
function linkIdentity(ctx: WpsContext, merchant: string, identity: SocialIdentity | null, member: MemberRow, now: number): void {
  if (identity) ctx.members.link(merchant, identity.provider, identity.subject, member.id, now);
}

/** Member with two-factor on: a challenge, codes sent, and login_verify_required with the methods. */
async function startTwoFactor(call: Call<unknown, unknown>, member: MemberRow, deviceName: string | null): Promise<never> {
  const { ctx, merchant, now } = call;
  const methods = {
    email: member.two_factor_email === 1 && member.email !== null && ctx.sender.canSend('email', merchant),
    ga: member.totp_secret !== null,
    sms: member.two_factor_sms === 1 && member.mobile !== null && ctx.sender.canSend('sms', merchant),
  };
  if (!methods.email && !methods.ga && !methods.sms) throw new WpsError(503, 'sms_unavailable');
  const code = methods.email || methods.sms ? String(crypto.randomInt(0, 1_000_000)).padStart(6, '0') : null;
  ctx.verification.createLoginChallenge({ merchant: merchant.code, memberId: member.id, code, device: deviceName, ttlMs: TWO_FACTOR_TTL_MS, now });
  if (code) {
    const text = smsText(call.language, 'VERIFY', { site: merchant.merchant.name, code, minutes: TWO_FACTOR_TTL_MS / 60_000 });
    try {
      if (methods.sms) await ctx.sender.send({ merchant: merchant.code, channel: 'sms', recipient: member.mobile as string, text, code }, merchant);
      if (methods.email) await ctx.sender.send({ merchant: merchant.code, channel: 'email', recipient: member.email as string, text, code }, merchant);
    } catch (error) {
      ctx.log.warn(`two-factor code for member ${member.id} not delivered: ${(error as Error).message}`);
      throw new WpsError(503, 'sms_unavailable');
    }
  }
  throw new WpsError(403, 'login_verify_required', methods);
}

async function passwordLogin(call: LoginCall) {
  const { ctx, merchant, body, now } = call;
  const username = body.username as string;
  limitLogin(call, username);
  if (loginNeedsCaptcha(merchant)) await verifyCaptcha(ctx.verification, merchant, body, now);
  // Verify the identity to link first: a bad token must not cost the player a login attempt.
  const identity = body.firebaseIdToken
    ? await firebaseIdentity(ctx, merchant, body.firebaseIdToken)
    : body.lineSessionToken
      ? lineIdentity(ctx, merchant, body.lineSessionToken, now)
      : null;
  const member = findMemberByLogin(ctx, merchant, username);
  if (!member) throw new WpsError(404, 'not.exists.user');
  if (!(await verifyPassword(body.password as string, member.password_hash))) throw new WpsError(400, 'login.cred.err');
  linkIdentity(ctx, merchant.code, identity, member, now);
  if (member.two_factor_sms === 1 || member.two_factor_email === 1 || member.totp_secret !== null) await startTwoFactor(call, member, body.device ?? null);
  return issueLogin(call, member, { device: body.device ?? null });
}

async function smsLogin(call: LoginCall) {
  const { ctx, merchant, body, now } = call;
  if (body.firebaseIdToken) {
    const identity = await firebaseIdentity(ctx, merchant, body.firebaseIdToken);
    if (!identity.phoneDigits) throw new WpsError(400, 'id_token_invalid', { reason: 'the token carries no phone_number' });
    limitLogin(call, identity.phoneDigits);
    const member = ctx.members.byMobileKey(merchant.code, identity.phoneDigits);
    if (!member) throw new WpsError(404, 'not.exists.user');
    return issueLogin(call, member, { device: body.device ?? null });
  }
  const mobile = mobileKey(body.countryDialingCode as string, body.mobileNum as string);
  limitLogin(call, mobile);
  const result = ctx.verification.consumeSmsCode({ merchant: merchant.code, mobile, purposes: ['LOGIN', 'VERIFY'], code: body.smsCode as string, now });
  if (result === 'invalid') throw new WpsError(400, 'sms_code_invalid');
  if (result === 'expired') throw new WpsError(400, 'sms_code_expired');
  const member = ctx.members.byMobileKey(merchant.code, mobile);
  if (!member) throw new WpsError(404, 'not.exists.user');
  return issueLogin(call, member, { device: body.device ?? null });
}

async function firebaseLogin(call: LoginCall) {
  const { ctx, merchant, body } = call;
  const identity = await firebaseIdentity(ctx, merchant, body.firebaseIdToken as string);
  limitLogin(call, `firebase:${identity.subject}`);
  const member = ctx.members.byIdentity(merchant.code, 'firebase', identity.subject) ?? (identity.phoneDigits ? ctx.members.byMobileKey(merchant.code, identity.phoneDigits) : undefined);
  if (!member) {
    throw new WpsError(404, 'bind_customer_required', { provider: 'firebase', firebaseChannel: body.firebaseChannel ?? identity.claims.firebase?.sign_in_provider ?? null, name: identity.name, email: identity.email, picture: identity.picture });
  }
  return issueLogin(call, member, { device: body.device ?? null });
}

function lineLogin(call: Call<unknown, unknown>, lineSessionToken: string, deviceName: string | null) {
  const { ctx, merchant, now } = call;
  const identity = lineIdentity(ctx, merchant, lineSessionToken, now);
  limitLogin(call, `line:${identity.subject}`);
  const member = ctx.members.byIdentity(merchant.code, 'line', identity.subject);
  if (!member) throw new WpsError(404, 'exists_line_err', { name: identity.name, picture: identity.picture });
  return issueLogin(call, member, { device: deviceName });
}

export function registerSessionRoutes(scope: FastifyInstance, ctx: WpsContext): void {
  defineRoute(scope, ctx, 'rsaKey', {
    // One key pair for the whole server: the key is the same whatever the merchant.
    serverWide: true,
    handler: () => ctx.keys.current(),
  });

  defineRoute(scope, ctx, 'login', {
    handler: (call) => {
      switch (call.body.type) {
        case 'sms':
          return smsLogin(call);
        case 'firebase':
          return firebaseLogin(call);
        case 'line':
          return lineLogin(call, call.body.lineSessionToken as string, call.body.device ?? null);
        default:
          return passwordLogin(call);
      }
    },
  });

  defineRoute(scope, ctx, 'loginVerification', {
    handler: (call) => {
      const { merchant, body, now } = call;
      limitLogin(call, body.username);
      const member = findMemberByLogin(ctx, merchant, body.username);
      if (!member) throw new WpsError(404, 'not.exists.user');
      const challenge = ctx.verification.liveLoginChallenge(member.id, now);
      if (!challenge) throw new WpsError(400, 'login_verify_expired');
      const good = body.method === 'ga'
        ? member.totp_secret !== null && verifyTotp(member.totp_secret, body.code, now)
        : challenge.code_hash !== null && challenge.code_hash === hashCode(challenge.id, body.code);
      if (!good) {
        ctx.verification.failLoginChallenge(challenge.id);
        throw new WpsError(400, 'verify_code_err');
      }
      if (!ctx.verification.completeLoginChallenge(challenge.id, now)) throw new WpsError(400, 'login_verify_expired');
      return issueLogin(call, member, { device: challenge.device });
    },
  });

  defineRoute(scope, ctx, 'loginLine', {
    handler: (call) => lineLogin(call, call.body.lineSessionToken, call.body.device ?? null),
  });

  defineRoute(scope, ctx, 'loginMaya', {
    handler: async (call) => {
      const { merchant, body, now } = call;
      const maya = merchant.integrations.maya;
      if (!maya) throw new WpsError(400, 'maya_not_enabled');
      limitLogin(call, `maya:${body.sessionId}`);
      let user: { userId: string; name: string | null };
      try {
        user = await lookupMayaSession({ sessionUrl: resolveUrl(ctx, maya.sessionUrl), apiKey: maya.apiKey }, body.sessionId);
      } catch (error) {
        if (error instanceof MayaSessionError) throw new WpsError(400, 'maya_session_invalid', { reason: error.message });
        throw error;
      }
      let member = ctx.members.byIdentity(merchant.code, 'maya', user.userId);
      if (!member) {
        // A Maya wallet is a verified account: its first sign-in creates the member.
        const username = generateUsername(ctx, merchant.code, user.name ?? 'maya');
        const created = ctx.members.insert({
          merchant: merchant.code,
          username,
          passwordHash: await hashPassword(crypto.randomBytes(24).toString('base64')),
          passwordIsDefault: false,
          clubLabelId: merchant.vip.defaultLabelId,
          registerMethod: 'MAYA',
          registerIp: call.ip,
          registerUrl: body.registerUrl ?? null,
          domain: body.domain ?? null,
          affiliateCode: body.affiliateCode ?? null,
          deviceId: body.loginDeviceId ?? null,
          now,
        });
        if (!created.ok) throw new WpsError(409, 'username_exists');
        ctx.members.link(merchant.code, 'maya', user.userId, created.id, now);
        member = ctx.members.byId(created.id) as MemberRow;
      }
      return issueLogin(call, member, { device: body.device ?? null });
    },
  });

  defineRoute(scope, ctx, 'logout', {
    // Logging out with an expired token is not an error: the player wanted to be out.
    session: 'optional',
    handler: ({ session, now }) => ({ loggedOut: session ? ctx.sessions.revoke(session.token, now) : false }),
  });
}
