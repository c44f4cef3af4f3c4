/**
 * The member's security settings (issue 26, /m/member/security): contacts bound with a code,
 * second factors turned on and off, the authenticator's set-up, the last logins and "sign out
 * everywhere". Every change is confirmed by a current factor (auth/security-proof.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { SecuritySettings, SignInMethodName } from '@m/shared/contract';
import type { MemberRow } from '../../db/member-store';
import { mobileKey } from '../../db/member-store';
import type { MerchantData } from '../../merchants/merchant-catalog';
import { defineRoute } from '../http/define-route';
import { WpsError } from '../http/wps-error';
import { checkProof, emailCodeKey, PROOF_PURPOSE, proofFacts } from '../auth/security-proof';
import { newTotpSecret, totpStep } from '../auth/totp';
import { maskMobile } from '../members/member-view';
import { admitCode, deliverCode, requireMerchantDialingCode } from '../sms/code-sender';
import type { WpsContext } from '../wps-context';

/** Enough of the address to recognise it: "pl***@example.com". */
export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}***@${domain}`;
}

function settingsOf(ctx: WpsContext, merchant: MerchantData, memberId: number): SecuritySettings {
  const member = ctx.members.byId(memberId) as MemberRow;
  const facts = proofFacts(member);
  return {
    mobileNum: facts.mobileNum,
    email: member.email ? maskEmail(member.email) : null,
    twoFactor: facts.twoFactor,
    channels: { sms: ctx.sender.canSend('sms', merchant), email: ctx.sender.canSend('email', merchant) },
    passwordProof: facts.passwordProof,
  };
}

/** A code the player typed for a number or address to bind. */
function consumeBindingCode(ctx: WpsContext, merchant: string, key: string, purpose: string, code: string, now: number): void {
  const result = ctx.verification.consumeSmsCode({ merchant, mobile: key, purposes: [purpose], code, now });
  if (result === 'invalid') throw new WpsError(400, 'sms_code_invalid', { field: 'code' });
  if (result === 'expired') throw new WpsError(400, 'sms_code_expired', { field: 'code' });
}

export function registerSecurityRoutes(scope: FastifyInstance, ctx: WpsContext): void {
  defineRoute(scope, ctx, 'securitySettings', {
    handler: ({ merchant, session }) => settingsOf(ctx, merchant, session.member.id),
  });

  defineRoute(scope, ctx, 'securityLogins', {
    handler: ({ session }) => ({
      items: ctx.loginHistory.latest(session.member.id).map((row) => ({
        at: new Date(row.created_at).toISOString(),
        ip: row.ip,
        device: row.device,
        method: row.method as SignInMethodName,
      })),
    }),
  });

  defineRoute(scope, ctx, 'securityCode', {
    handler: async (call) => {
      const { merchant, session, body } = call;
      const member = session.member;
      // One code path for every sender (sms/code-sender.ts): a code to a number or address not
      // yet the member's follows the merchant's dialing codes and the captcha rule after the first.
      switch (body.to) {
        case 'mobile': {
          if (!member.mobile) throw new WpsError(400, 'mobile_required');
          await admitCode(call, { key: member.mobile, body: {}, ownContact: true });
          const sent = await deliverCode(call, {
            channel: 'sms',
            recipient: member.mobile,
            key: member.mobile,
            purpose: PROOF_PURPOSE,
            text: 'VERIFY',
          });
          return { sent: true, destination: maskMobile(member) ?? '', ...sent };
        }
        case 'email': {
          if (!member.email) throw new WpsError(400, 'email_required');
          const key = emailCodeKey(member.email);
          await admitCode(call, { key, body: {}, ownContact: true });
          const sent = await deliverCode(call, { channel: 'email', recipient: member.email, key, purpose: PROOF_PURPOSE, text: 'VERIFY' });
          return { sent: true, destination: maskEmail(member.email), ...sent };
        }
        case 'newMobile': {
          const key = mobileKey(body.countryDialingCode, body.mobileNum);
          requireMerchantDialingCode(call, body.countryDialingCode);
          const owner = ctx.members.byMobileKey(merchant.code, key);
          if (owner && owner.id !== member.id) throw new WpsError(400, 'mobile_exists', { field: 'mobileNum' });
          await admitCode(call, { key, dialingCode: body.countryDialingCode, body });
          const sent = await deliverCode(call, { channel: 'sms', recipient: key, key, purpose: 'BIND_MOBILE', text: 'VERIFY' });
          return { sent: true, destination: body.mobileNum, ...sent };
        }
        case 'newEmail': {
          const key = emailCodeKey(body.email);
          await admitCode(call, { key, body });
          const sent = await deliverCode(call, { channel: 'email', recipient: body.email, key, purpose: 'BIND_EMAIL', text: 'VERIFY' });
          return { sent: true, destination: body.email, ...sent };
        }
      }
    },
  });

  defineRoute(scope, ctx, 'securityMobile', {
    handler: async (call) => {
      const { merchant, session, body, now } = call;
      await checkProof(call, session.member, body.proof);
      consumeBindingCode(ctx, merchant.code, mobileKey(body.countryDialingCode, body.mobileNum), 'BIND_MOBILE', body.code, now);
      const changed = ctx.memberSecurity.setMobile(session.member.id, merchant.code, body.countryDialingCode, body.mobileNum);
      if (!changed.ok) throw new WpsError(400, 'mobile_exists', { field: 'mobileNum' });
      return settingsOf(ctx, merchant, session.member.id);
    },
  });

  defineRoute(scope, ctx, 'securityEmail', {
    handler: async (call) => {
      const { merchant, session, body, now } = call;
      await checkProof(call, session.member, body.proof);
      consumeBindingCode(ctx, merchant.code, emailCodeKey(body.email), 'BIND_EMAIL', body.code, now);
      const changed = ctx.memberSecurity.setEmail(session.member.id, merchant.code, body.email);
      if (!changed.ok) throw new WpsError(400, 'email_exists', { field: 'email' });
      return settingsOf(ctx, merchant, session.member.id);
    },
  });

  defineRoute(scope, ctx, 'securityTotpSetup', {
    handler: ({ merchant, session }) => {
      // Only a pending secret: the authenticator is on once its first code confirms it (securityTwoFactor).
      const secret = newTotpSecret();
      ctx.memberSecurity.setPendingTotp(session.member.id, secret);
      const issuer = encodeURIComponent(merchant.merchant.name);
      const account = encodeURIComponent(session.member.display_name);
      return { secret, uri: `otpauth://totp/${issuer}:${account}?secret=${secret}&issuer=${issuer}&algorithm=SHA1&digits=6&period=30` };
    },
  });

  defineRoute(scope, ctx, 'securityTwoFactor', {
    handler: async (call) => {
      const { merchant, session, body, now } = call;
      const member = session.member;
      await checkProof(call, member, body.proof);
      if (body.method === 'ga') {
        if (!body.enabled) ctx.memberSecurity.removeTotp(member.id);
        else {
          if (!member.totp_pending_secret) throw new WpsError(400, 'totp_setup_required', { field: 'totpCode' });
          const step = totpStep(member.totp_pending_secret, body.totpCode ?? '', now);
          if (step === null || !ctx.memberSecurity.activateTotp(member.id, step))
            throw new WpsError(400, 'verify_code_err', { field: 'totpCode' });
        }
        return settingsOf(ctx, merchant, member.id);
      }
      if (body.enabled) {
        // A factor nobody can receive would lock the member out at the next login.
        if (body.method === 'sms' && !member.mobile) throw new WpsError(400, 'mobile_required');
        if (body.method === 'email' && !member.email) throw new WpsError(400, 'email_required');
        if (!ctx.sender.canSend(body.method, merchant))
          throw new WpsError(503, body.method === 'sms' ? 'sms_unavailable' : 'email_unavailable');
      }
      ctx.memberSecurity.setCodeFactor(member.id, body.method, body.enabled);
      return settingsOf(ctx, merchant, member.id);
    },
  });

  defineRoute(scope, ctx, 'securitySignOutAll', {
    // This device too: "everywhere" is what the player asked for, and a session on a lost or
    // shared phone may be the very one in hand. The page then goes to the login.
    handler: ({ session, now }) => ({ signedOut: ctx.sessions.revokeOthers(session.member.id, null, now) }),
  });
}
