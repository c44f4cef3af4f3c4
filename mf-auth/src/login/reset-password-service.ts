/**
 * A forgotten password (issue 26): the number is proven by a code (the merchant's own SMS, or
 * Firebase's where Firebase sends the codes), the backend sets the new password and ends every
 * other session, and the player is signed in with it at once, as any login (captcha included).
 * By user name, the code went to the account's bound mobile (merchant's SMS only: Firebase would
 * need the number in the page).
 */
import { api } from '@m/shared';
import { errorText } from '../common/error-text';
import { login, type LoginOutcome } from './login-service';

export type ResetProof = { kind: 'sms'; smsCode: string } | { kind: 'firebase'; firebaseIdToken: string };

export type ResetOutcome = LoginOutcome | { status: 'reset-failed'; message: string };

export async function resetPassword(
  phone: { countryDialingCode: string; mobileNum: string },
  proof: ResetProof,
  newPassword: string,
): Promise<ResetOutcome> {
  let userName: string;
  try {
    const answer = await api.call('resetPasswordSms', {
      body: {
        countryDialingCode: phone.countryDialingCode,
        mobileNum: phone.mobileNum.replace(/\D/g, ''),
        ...(proof.kind === 'sms' ? { smsCode: proof.smsCode.trim() } : { firebaseIdToken: proof.firebaseIdToken }),
        newPassword,
        confirmPassword: newPassword,
      },
    });
    userName = answer.userName;
  } catch (error) {
    return { status: 'reset-failed', message: errorText(error) };
  }
  return login({ kind: 'username', username: userName, password: newPassword }, { remember: false });
}

export async function resetPasswordByUserName(userName: string, smsCode: string, newPassword: string): Promise<ResetOutcome> {
  let account: string;
  try {
    const answer = await api.call('resetPasswordByUserName', {
      body: { userName: userName.trim(), smsCode: smsCode.trim(), newPassword, confirmPassword: newPassword },
    });
    account = answer.userName;
  } catch (error) {
    return { status: 'reset-failed', message: errorText(error) };
  }
  return login({ kind: 'username', username: account, password: newPassword }, { remember: false });
}
