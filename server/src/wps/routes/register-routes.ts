/**
 * Registration: by username (ModuleId REG3), by mobile number (MOBILENUMREG3; without a
 * password when the merchant requires none: DEFAULT_MOBILE_PASSWORD, which forces a change),
 * by a social identity (automatic registration after bind_customer_required), and the
 * username suggestion. A registration that carries a Firebase or LINE token links it.
 * Both forms carry the player's consent to the merchant's terms and minimum age (issue 27),
 * recorded with the member; the social registration records none (docs/auth.md says why).
 */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_MOBILE_PASSWORD, type RegistrationFields } from '@m/shared/contract';
import { defineRoute, type Call } from '../http/define-route';
import { WpsError } from '../http/wps-error';
import { registerNeedsCaptcha, verifyCaptcha } from '../captcha/captcha-guard';
import { hashPassword } from '../auth/password-hasher';
import { checkPassword, checkUsername, isDefaultPassword } from '../auth/password-rules';
import { issueLogin } from '../auth/issue-login';
import { completeSignIn } from '../auth/complete-sign-in';
import { firebaseIdentity, lineIdentity, type SocialIdentity } from '../auth/social-identity';
import { mobileKey, type MemberRow, type NewMember } from '../../db/member-store';
import { generateUsername, mobileHint } from '../members/generate-username';
import { requireConsent } from '../legal/terms';
import { checkPixelTrack } from '../members/pixel-track';
import type { WpsContext } from '../wps-context';

type CommonFields = RegistrationFields;

function limitRegistration(call: Call<unknown, unknown>): void {
  call.ctx.limiter.hit(`${call.merchant.code}:register:ip:${call.ip}`, call.merchant.merchant.security.rateLimits.register.perIp, call.now);
}

function requireFlag(call: Call<unknown, unknown>, flag: 'REG3' | 'MOBILENUMREG3'): void {
  if (call.merchant.merchant.whitelabel[flag] !== true) throw new WpsError(403, 'registration_disabled', { flag });
}

/** Both tokens a registration may carry, verified before anything is stored. */
async function identitiesOf(call: Call<unknown, unknown>, body: CommonFields): Promise<SocialIdentity[]> {
  const found: SocialIdentity[] = [];
  if (body.firebaseIdToken2) found.push(await firebaseIdentity(call.ctx, call.merchant, body.firebaseIdToken2));
  if (body.lineSessionToken) found.push(lineIdentity(call.ctx, call.merchant, body.lineSessionToken, call.now));
  return found;
}

function profileOf(
  call: Call<unknown, unknown>,
  body: CommonFields,
): Omit<NewMember, 'merchant' | 'username' | 'passwordHash' | 'passwordIsDefault' | 'now'> {
  const language = body.language?.toUpperCase();
  return {
    clubLabelId: call.merchant.vip.defaultLabelId,
    language: language && call.merchant.merchant.languages.includes(language) ? language : call.language,
    registerMethod: body.registerMethod,
    registerIp: call.ip,
    registerUrl: body.registerUrl ?? null,
    domain: body.domain ?? null,
    referralCode: body.referralCode ?? null,
    affiliateCode: body.affiliateCode ?? null,
    pixelTrack: checkPixelTrack(body.pixelTrack),
    deviceId: body.loginDeviceId ?? null,
  };
}

/** What a form registration's consent records: the terms version and age it accepted, and the form. */
interface Consent {
  termsVersion: string;
  minimumAge: number;
  method: 'username' | 'mobile';
}

/**
 * Inserts (with the consent, in one transaction: no member without the record of what they
 * accepted), links the identities and signs the new member in, in that order.
 */
function createAndLogin(call: Call<unknown, unknown>, member: NewMember, identities: SocialIdentity[], consent: Consent | null = null) {
  const { ctx, merchant, now } = call;
  const result = ctx.db.transaction(() => {
    const inserted = ctx.members.insert(member);
    if (inserted.ok && consent) ctx.consents.record({ merchant: merchant.code, memberId: inserted.id, ...consent, ip: call.ip, now });
    return inserted;
  })();
  if (!result.ok)
    throw new WpsError(409, result.conflict === 'username' ? 'username_exists' : 'mobile_exists', {
      field: result.conflict === 'username' ? 'username' : 'mobileNum',
    });
  for (const identity of identities) ctx.members.link(merchant.code, identity.provider, identity.subject, result.id, now);
  const row = ctx.members.byId(result.id) as MemberRow;
  const login = issueLogin(call, row);
  // Both spellings SPEC 3 names for the registration response.
  return { ...login, customerId: row.id, customerName: row.display_name, firstTimeLogin: true };
}

export function registerRegisterRoutes(scope: FastifyInstance, ctx: WpsContext): void {
  defineRoute(scope, ctx, 'register', {
    handler: async (call) => {
      const { merchant, body, now } = call;
      requireFlag(call, 'REG3');
      limitRegistration(call);
      const consent = requireConsent(merchant, body);
      if (registerNeedsCaptcha(merchant)) await verifyCaptcha(ctx, merchant, body, now);
      checkUsername(body.username);
      checkPassword(merchant, body.password);
      const identities = await identitiesOf(call, body);
      const mobile =
        body.countryDialingCode && body.mobileNum ? { countryDialingCode: body.countryDialingCode, mobileNum: body.mobileNum } : null;
      if (mobile && ctx.members.byMobile(merchant.code, mobile.countryDialingCode, mobile.mobileNum))
        throw new WpsError(409, 'mobile_exists', { field: 'mobileNum' });
      if (ctx.members.usernameTaken(merchant.code, body.username)) throw new WpsError(409, 'username_exists', { field: 'username' });
      const passwordHash = await hashPassword(body.password);
      return createAndLogin(
        call,
        {
          ...profileOf(call, body),
          merchant: merchant.code,
          username: body.username,
          mobile,
          email: body.email ?? null,
          passwordHash,
          passwordIsDefault: isDefaultPassword(body.password),
          now,
        },
        identities,
        consent && { ...consent, method: 'username' },
      );
    },
  });

  defineRoute(scope, ctx, 'registerMobile', {
    handler: async (call) => {
      const { merchant, body, now } = call;
      requireFlag(call, 'MOBILENUMREG3');
      limitRegistration(call);
      const consent = requireConsent(merchant, body);
      if (registerNeedsCaptcha(merchant)) await verifyCaptcha(ctx, merchant, body, now);
      const key = mobileKey(body.countryDialingCode, body.mobileNum);
      if (ctx.members.byMobileKey(merchant.code, key)) throw new WpsError(409, 'mobile_exists', { field: 'mobileNum' });
      if (body.username !== undefined) {
        checkUsername(body.username);
        if (ctx.members.usernameTaken(merchant.code, body.username)) throw new WpsError(409, 'username_exists', { field: 'username' });
      }
      let chosen = body.password;
      if (chosen === undefined) {
        if (merchant.merchant.register.requirePassword)
          throw new WpsError(400, 'invalid_request', { field: 'password' }, { field: 'password', reason: 'required' });
        chosen = DEFAULT_MOBILE_PASSWORD;
      } else if (!isDefaultPassword(chosen)) {
        checkPassword(merchant, chosen);
      }
      if (merchant.merchant.register.mobileSmsVerification) {
        if (!body.smsCode) throw new WpsError(400, 'invalid_request', { field: 'smsCode' }, { field: 'smsCode', reason: 'required' });
        const result = ctx.verification.consumeSmsCode({
          merchant: merchant.code,
          mobile: key,
          purposes: ['REGISTER'],
          code: body.smsCode,
          now,
        });
        if (result !== 'ok') throw new WpsError(400, result === 'expired' ? 'sms_code_expired' : 'sms_code_invalid');
      }
      const identities = await identitiesOf(call, body);
      const username = body.username ?? generateUsername(ctx, merchant.code, mobileHint(key));
      const passwordHash = await hashPassword(chosen);
      return createAndLogin(
        call,
        {
          ...profileOf(call, body),
          merchant: merchant.code,
          username,
          mobile: { countryDialingCode: body.countryDialingCode, mobileNum: body.mobileNum },
          passwordHash,
          passwordIsDefault: isDefaultPassword(chosen),
          now,
        },
        identities,
        consent && { ...consent, method: 'mobile' },
      );
    },
  });

  defineRoute(scope, ctx, 'registerSocial', {
    handler: async (call) => {
      const { merchant, body, now } = call;
      const flags = merchant.merchant.whitelabel;
      limitRegistration(call);
      const identity =
        'firebaseIdToken' in body
          ? await firebaseIdentity(ctx, merchant, body.firebaseIdToken)
          : lineIdentity(ctx, merchant, body.lineSessionToken, now);
      if (identity.provider === 'firebase' && flags.FIREBASECREATEACC3 !== true) throw new WpsError(403, 'social_register_disabled');
      if (identity.provider === 'line' && flags.LINELOGIN3 !== true) throw new WpsError(403, 'social_register_disabled');
      // Already linked: the automatic registration already happened (a second tap): sign in.
      const linked = ctx.members.byIdentity(merchant.code, identity.provider, identity.subject);
      // The member's two-factor policy holds here as for every sign-in.
      if (linked)
        return { ...(await completeSignIn(call, linked, { device: null })), customerId: linked.id, customerName: linked.display_name };
      if (body.username !== undefined) {
        checkUsername(body.username);
        if (ctx.members.usernameTaken(merchant.code, body.username)) throw new WpsError(409, 'username_exists', { field: 'username' });
      }
      if (body.password !== undefined) checkPassword(merchant, body.password);
      const username = body.username ?? generateUsername(ctx, merchant.code, identity.name ?? identity.email ?? identity.provider);
      // No password chosen: a random one nobody knows; the player signs in with the provider.
      const passwordHash = await hashPassword(body.password ?? crypto.randomBytes(24).toString('base64'));
      return createAndLogin(
        call,
        { ...profileOf(call, body), merchant: merchant.code, username, email: identity.email, passwordHash, passwordIsDefault: false, now },
        [identity],
      );
    },
  });

  defineRoute(scope, ctx, 'registerAutoUsername', {
    handler: ({ merchant, body, ip, now }) => {
      // Its answer tells whether a name is free: unthrottled, it listed the members' names.
      ctx.limiter.hit(`username:ip:${ip}`, ctx.writeLimits.usernameCheck.perIp, now);
      return { username: generateUsername(ctx, merchant.code, body?.prefix ?? 'player', { suffixed: true }) };
    },
  });
}
