/**
 * The forced password change (SPEC 2 /m/changePsw): PUT the old and the new password; the
 * remembered login of this account keeps working with the new one, and the session is read again.
 */
import { api, sessionStore } from '@m/shared';
import { merchantCode } from '../common/auth-environment';
import { errorCodeOf, errorText } from '../common/error-text';
import { readRememberedLogin, saveRememberedLogin } from '../common/remember/remembered-login';
import { renewSession } from '../common/start-session';

export type ChangeOutcome = { status: 'changed' } | { status: 'failed'; message: string; field?: string };

export async function changePassword(oldPassword: string, newPassword: string, confirmPassword: string): Promise<ChangeOutcome> {
  try {
    await api.call('changePassword', { body: { oldPassword, newPassword, confirmPassword } });
  } catch (error) {
    const field = (error as { value?: { field?: unknown } }).value?.field;
    return {
      status: 'failed',
      message: errorText(error),
      ...(typeof field === 'string' ? { field } : errorCodeOf(error) === 'old_password_err' ? { field: 'oldPassword' } : {}),
    };
  }
  const record = readRememberedLogin();
  const userName = sessionStore.current?.userName;
  if (record?.type === 'username' && record.password && userName && record.username.toLowerCase() === userName.toLowerCase()) {
    await saveRememberedLogin({ type: 'username', username: record.username, password: newPassword, merchant: merchantCode() });
  }
  // The server refused the member's reads (balance, member info) while the placeholder or expired
  // password stood: the session is read again now, and its renewal makes the header ask for the
  // balance, so a newcomer sees their balance and name the moment the password is chosen (issue 37).
  await renewSession();
  return { status: 'changed' };
}
