/**
 * Sign-in: the RSA key of the encrypted-payload protocol, login by password / SMS / Firebase /
 * LINE (POST /wps/session/login), the two-factor step, LINE and Maya logins, logout.
 */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ParsedBodyOf } from '@m/shared/contract';
import { defineRoute, type Call } from '../http/define-route';
import type { ActiveSession } from '../http/session-guard';
import { WpsError } from '../http/wps-error';
import { loginNeedsCaptcha, verifyCaptcha } from '../captcha/captcha-guard';
import { verifyPassword, hashPassword } from '../auth/password-hasher';
import { completeSignIn, linkAndIssue, challengeSecretOf, clearChallengeCookie } from '../auth/complete-sign-in';
import { normalizeLoginText } from '../auth/login-key';
import { countAccountFailure, requireCaptchaAfterFailures } from '../auth/account-failures';
import { findMemberByLogin } from '../auth/find-member';
import { placeholderOfMobileAccount } from '../auth/password-rules';
import { firebaseIdentity, lineIdentity } from '../auth/social-identity';
import { totpStep } from '../auth/totp';
import { hashCode } from '../../db/verification-store';
import { hashToken } from '../../db/session-store';
import { HAND_OVER_TTL_MS, issueHandOver, spendHandOver, type HandOverHolder } from '../auth/hand-over';
import { mobileKey, type MemberRow } from '../../db/member-store';
import type { PendingIdentity } from '../../db/verification-store';
import { lookupMayaSession, MayaSessionError } from '../maya/maya-session-client';
import { resolveUrl, type WpsContext } from '../wps-context';
import { generateUsername } from '../members/generate-username';

type LoginBody = ParsedBodyOf<'login'>;
/** A login call narrowed to one `type` of the contract's body: each sign-in reads only its own fields. */
type LoginCall<T extends LoginBody['type']> = Call<Extract<LoginBody, { type: T }>, undefined>;

/**
 * Login limits: per IP, per normalised login text (one number written several ways is one key)
 * and, once known, per member; a key that failed too often waits a growing delay. The account
 * keys are per account AND address: failures from a stranger's address delay the stranger, not
 * the owner signing in from their own (a targeted lockout needed only the account's name).
 */
/** The per-address login key (every login type and the LINE/Maya logins share it). */
const loginIpKey = (merchant: string, ip: string) => `${merchant}:login:ip:${ip}`;

function limitLogin(call: Call<unknown, unknown>, account: string): string[] {
  const limits = call.merchant.merchant.security.rateLimits.login;
  const text = normalizeLoginText(account, call.merchant.country.countryDialingCode);
  const keys = [`${call.merchant.code}:login:account:${text}:from:${call.ip}`];
  call.ctx.delays.check(keys, call.now);
  call.ctx.limiter.hit(loginIpKey(call.merchant.code, call.ip), limits.perIp, call.now);
  call.ctx.limiter.hit(keys[0] as string, limits.perAccount, call.now);
  return keys;
}

/** The resolved member's own limit and delay, whatever text named it. */
function limitMember(call: Call<unknown, unknown>, member: MemberRow, keys: string[]): string[] {
  const key = `${call.merchant.code}:login:member:${member.id}:from:${call.ip}`;
  call.ctx.delays.check([key], call.now);
  call.ctx.limiter.hit(key, call.merchant.merchant.security.rateLimits.login.perAccount, call.now);
  return [...keys, key];
}

// Verifying against this hash when no member matches makes "no such user" cost as much as
// "wrong password": the answer time does not tell which names exist.
let decoyHash: Promise<string> | null = null;
const decoy = () => (decoyHash ??= hashPassword(crypto.randomBytes(16).toString('hex')));

async function passwordLogin(call: LoginCall<'username'>) {
  const { ctx, merchant, body, now } = call;
  const username = body.username;
  let keys = limitLogin(call, username);
  const captchaAsked = loginNeedsCaptcha(merchant);
  if (captchaAsked) await verifyCaptcha(ctx, merchant, body, now);
  const loginText = normalizeLoginText(username, merchant.country.countryDialingCode);
  // Verify the identity to link first: a bad token must not cost the player a login attempt.
  const identity: PendingIdentity | null = body.firebaseIdToken
    ? await firebaseIdentity(ctx, merchant, body.firebaseIdToken)
    : body.lineSessionToken
      ? lineIdentity(ctx, merchant, body.lineSessionToken, now)
      : null;
  const member = findMemberByLogin(ctx, merchant, username);
  if (member) keys = limitMember(call, member, keys);
  await requireCaptchaAfterFailures(call, loginText, member?.id ?? null, body, captchaAsked);
  const good = await verifyPassword(body.password, member ? member.password_hash : await decoy());
  // One answer for an unknown name and a wrong password: the answer does not tell which names exist.
  // A mobile account still on the placeholder (registered without a password) is no password
  // at all: anyone knowing the number knows it. Its owner signs in by SMS (or resets the
  // password by SMS), proving the phone, and only then sets a password (issue 24).
  if (!member || !good || placeholderOfMobileAccount(member)) {
    ctx.delays.fail(keys, now);
    countAccountFailure(call, loginText, member?.id ?? null);
    throw new WpsError(400, 'login.cred.err');
  }
  ctx.delays.succeed(keys);
  // The identity is linked only after every factor (the second one included) has passed.
  const pending = identity ? { provider: identity.provider, subject: identity.subject } : null;
  return completeSignIn(call, member, { device: body.device ?? null, identity: pending });
}

async function smsLogin(call: LoginCall<'sms'>) {
  const { ctx, merchant, body, now } = call;
  if ('firebaseIdToken' in body) {
    const identity = await firebaseIdentity(ctx, merchant, body.firebaseIdToken);
    if (!identity.phoneDigits) throw new WpsError(400, 'id_token_invalid', { reason: 'the token carries no phone_number' });
    limitLogin(call, identity.phoneDigits);
    const member = ctx.members.byMobileKey(merchant.code, identity.phoneDigits);
    if (!member) throw new WpsError(404, 'not.exists.user');
    return completeSignIn(call, member, { device: body.device ?? null });
  }
  const mobile = mobileKey(body.countryDialingCode, body.mobileNum);
  limitLogin(call, mobile);
  const result = ctx.verification.consumeSmsCode({
    merchant: merchant.code,
    mobile,
    purposes: ['LOGIN', 'VERIFY'],
    code: body.smsCode,
    now,
  });
  if (result === 'invalid') throw new WpsError(400, 'sms_code_invalid');
  if (result === 'expired') throw new WpsError(400, 'sms_code_expired');
  const member = ctx.members.byMobileKey(merchant.code, mobile);
  if (!member) throw new WpsError(404, 'not.exists.user');
  return completeSignIn(call, member, { device: body.device ?? null });
}

async function firebaseLogin(call: LoginCall<'firebase'>) {
  const { ctx, merchant, body } = call;
  const identity = await firebaseIdentity(ctx, merchant, body.firebaseIdToken);
  limitLogin(call, `firebase:${identity.subject}`);
  const member =
    ctx.members.byIdentity(merchant.code, 'firebase', identity.subject) ??
    (identity.phoneDigits ? ctx.members.byMobileKey(merchant.code, identity.phoneDigits) : undefined);
  if (!member) {
    throw new WpsError(404, 'bind_customer_required', {
      provider: 'firebase',
      firebaseChannel: body.firebaseChannel ?? identity.claims.firebase?.sign_in_provider ?? null,
      name: identity.name,
      email: identity.email,
      picture: identity.picture,
    });
  }
  return completeSignIn(call, member, { device: body.device ?? null });
}

function lineLogin(call: Call<unknown, unknown>, lineSessionToken: string, deviceName: string | null) {
  const { ctx, merchant, now } = call;
  const identity = lineIdentity(ctx, merchant, lineSessionToken, now);
  limitLogin(call, `line:${identity.subject}`);
  const member = ctx.members.byIdentity(merchant.code, 'line', identity.subject);
  if (!member) throw new WpsError(404, 'exists_line_err', { name: identity.name, picture: identity.picture });
  return completeSignIn(call, member, { device: deviceName });
}

function handOverHolder(call: Call<unknown, unknown, ActiveSession>): HandOverHolder {
  const agent = call.request.headers['user-agent'];
  return { merchant: call.merchant.code, tokenHash: hashToken(call.session.token), ip: call.ip, userAgent: (agent ?? '').slice(0, 512) };
}

export function registerSessionRoutes(scope: FastifyInstance, ctx: WpsContext): void {
  defineRoute(scope, ctx, 'rsaKey', {
    // One key pair for the whole server: the key is the same whatever the merchant.
    serverWide: true,
    handler: () => ctx.keys.current(ctx.clock()),
  });

  defineRoute(scope, ctx, 'login', {
    // An address over its login limit is refused before its body is decrypted (RSA): a flood of
    // wrong-password logins costs no decryption (limitLogin counts the calls that get through).
    refuseEarly: ({ ctx: { limiter }, merchant, ip, now }) =>
      limiter.refuseIfFull(loginIpKey(merchant.code, ip), merchant.merchant.security.rateLimits.login.perIp, now),
    handler: (call) => {
      const { body } = call;
      switch (body.type) {
        case 'sms':
          return smsLogin({ ...call, body });
        case 'firebase':
          return firebaseLogin({ ...call, body });
        case 'line':
          return lineLogin(call, body.lineSessionToken, body.device ?? null);
        case 'username':
          return passwordLogin({ ...call, body });
      }
    },
  });

  defineRoute(scope, ctx, 'loginVerification', {
    handler: (call) => {
      const { merchant, body, now } = call;
      ctx.limiter.hit(loginIpKey(merchant.code, call.ip), merchant.merchant.security.rateLimits.login.perIp, now);
      const member = findMemberByLogin(ctx, merchant, body.username);
      // Only the client that passed the password step holds the challenge's secret: anyone else
      // (knowing just the name) neither sees nor burns the member's live challenge, nor spends
      // the member's attempts (only the per-IP limit above counts for them).
      const challenge = member ? ctx.verification.liveLoginChallenge(member.id, challengeSecretOf(call), now) : undefined;
      if (!member || !challenge) throw new WpsError(400, 'login_verify_expired');
      const keys = limitMember(call, member, []);
      // A TOTP code is good once: its step must be later than the last one this member used.
      const step = body.method === 'ga' && member.totp_secret !== null ? totpStep(member.totp_secret, body.code, now) : null;
      const good =
        body.method === 'ga'
          ? step !== null && ctx.members.useTotpStep(member.id, step)
          : challenge.code_hash !== null && challenge.code_hash === hashCode(challenge.id, body.code);
      if (!good) {
        ctx.verification.failLoginChallenge(challenge.id);
        ctx.delays.fail(keys, now);
        throw new WpsError(400, 'verify_code_err');
      }
      if (!ctx.verification.completeLoginChallenge(challenge.id, now)) throw new WpsError(400, 'login_verify_expired');
      clearChallengeCookie(call);
      const identity = challenge.pending_identity ? (JSON.parse(challenge.pending_identity) as PendingIdentity) : null;
      return linkAndIssue(call, member, challenge.device, identity);
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
        if (error instanceof MayaSessionError) {
          if (error.kind === 'invalid') throw new WpsError(400, 'maya_session_invalid');
          call.request.log.warn({ reason: error.message }, 'Maya session lookup failed');
          throw new WpsError(503, 'maya_unavailable');
        }
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
      return completeSignIn(call, member, { device: body.device ?? null });
    },
  });

  // The signed single-use hand-over (auth/hand-over.ts): made for the session that jumps, spent
  // by the page it lands on, asked with the link's token.
  defineRoute(scope, ctx, 'handOverIssue', {
    handler: (call) => ({ handOver: issueHandOver(ctx, handOverHolder(call), call.now), expiresInSeconds: HAND_OVER_TTL_MS / 1000 }),
  });

  defineRoute(scope, ctx, 'handOverCheck', {
    handler: (call) => ({ trusted: spendHandOver(ctx, handOverHolder(call), call.body.handOver, call.now) }),
  });

  defineRoute(scope, ctx, 'logout', {
    // Logging out with an expired token is not an error: the player wanted to be out.
    session: 'optional',
    handler: ({ session, now }) => ({ loggedOut: session ? ctx.sessions.revoke(session.token, now) : false }),
  });
}
