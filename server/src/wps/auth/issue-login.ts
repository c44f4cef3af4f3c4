/**
 * The end of every successful sign-in (password, SMS, Firebase, LINE, Maya, two-factor,
 * registration): a new session token and the login value the front end needs for its next
 * step (SPEC 4: /m/changePsw when the password is the default, or expired with forced change),
 * typed by the contract (`LoginAnswer`, the same type the front end reads).
 */
import type { LoginAnswer } from '@m/shared/contract';
import type { MemberRow } from '../../db/member-store';
import type { Call } from '../http/define-route';
import { sessionTtlMs } from '../http/session-guard';
import { passwordExpired } from './password-rules';
import { deviceName } from '../members/device-name';
import { signInMethod } from './sign-in-method';
import { rememberDevice } from './returning-device';
import { shownName } from '../members/shown-name';

function deviceOf(call: Call<unknown, unknown>, bodyDevice?: string | null): string | null {
  const header = call.request.headers.device;
  const value = bodyDevice ?? (Array.isArray(header) ? header[0] : header) ?? null;
  return value ? value.slice(0, 32) : null;
}

export function issueLogin(call: Call<unknown, unknown>, member: MemberRow, options: { device?: string | null } = {}): LoginAnswer {
  const { ctx, merchant, now } = call;
  const device = deviceOf(call, options.device);
  const value = ctx.db.transaction(() => {
    const firstTimeLogin = ctx.members.recordLogin(member.id, now);
    const token = ctx.sessions.create({
      merchant: merchant.code,
      memberId: member.id,
      ip: call.ip,
      device,
      ttlMs: sessionTtlMs(merchant),
      now,
    });
    // The security page's last logins (issue 26).
    ctx.loginHistory.record({
      merchant: merchant.code,
      memberId: member.id,
      method: signInMethod(call.request.url, call.body),
      ip: call.ip,
      device: deviceName(call.request.headers['user-agent'], device),
      now,
    });
    return { token, firstTimeLogin };
  })();
  // This device signed in: a merchant-wide alarm or the account's failures never ask it for a captcha.
  rememberDevice(call, member.id);
  return {
    token: value.token,
    firstTimeLogin: value.firstTimeLogin,
    passwordExpired: passwordExpired(merchant, member.password_changed_at, now),
    defaultPassword: member.password_is_default === 1,
    id: member.id,
    userName: member.display_name,
    displayName: shownName(member),
    customerType: member.customer_type,
    merchantCode: merchant.code,
  };
}
