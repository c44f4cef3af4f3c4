/**
 * Where a successful login goes (SPEC 4): /m/changePsw when the password is the default (the
 * server says so, or the entered one is DEFAULT_MOBILE_PASSWORD) or expired with forced change
 * (PWDEXPFORCECHANGE3) on, never for sms or firebase logins; otherwise the visit's redirect
 * target when there is one, else /m/home.
 */
import { DEFAULT_MOBILE_PASSWORD, type LoginAnswer } from '@m/shared';
import type { LoginInput } from '../common/login-request';

/** The part of the login answer (the contract's `LoginAnswer`) that decides the destination. */
type PasswordState = Pick<LoginAnswer, 'defaultPassword' | 'passwordExpired'>;
/** Every way in: the login form's kinds and the Maya wallet's arrival. */
type SignInKind = { kind: LoginInput['kind'] | 'maya'; password?: string };

export function mustChangePassword(input: SignInKind, value: PasswordState, forceChangeOnExpiry: boolean): boolean {
  if (input.kind !== 'username') return false;
  if (value.defaultPassword === true || input.password === DEFAULT_MOBILE_PASSWORD) return true;
  return value.passwordExpired === true && forceChangeOnExpiry;
}

/** App paths (without /m): the redirect target is already validated by the tracking store. */
export function destinationAfterLogin(
  input: SignInKind,
  value: PasswordState,
  forceChangeOnExpiry: boolean,
  redirect: string | null,
): string {
  if (mustChangePassword(input, value, forceChangeOnExpiry)) return '/changePsw';
  return redirect ?? '/home';
}
