/**
 * How a sign-in was made, for the member's last-logins list (issue 26): read from the call that
 * ended in a session, so every sign-in path is named without each one passing it along.
 */
import { ENDPOINTS, SIGN_IN_METHOD_NAMES } from '@m/shared/contract';

export type SignInMethod = (typeof SIGN_IN_METHOD_NAMES)[number];

const LOGIN_TYPES: Record<string, SignInMethod> = { username: 'password', sms: 'sms', firebase: 'firebase', line: 'line' };

export function signInMethod(url: string, body: unknown): SignInMethod {
  const path = url.split('?')[0] ?? '';
  if (path === ENDPOINTS.loginVerification.path) return 'two_factor';
  if (path === ENDPOINTS.loginLine.path) return 'line';
  if (path === ENDPOINTS.loginMaya.path) return 'maya';
  if (path.startsWith(ENDPOINTS.register.path)) return 'register';
  const type = (body as { type?: unknown } | null)?.type;
  return (typeof type === 'string' ? LOGIN_TYPES[type] : undefined) ?? 'password';
}
