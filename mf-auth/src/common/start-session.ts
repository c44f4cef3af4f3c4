/**
 * Takes the session a login or registration answer carries (SPEC 3 "Session info"), and renews
 * it from member info after a registration (SPEC 4).
 */
import { api, sessionStore, type LoginAnswer, type RegistrationAnswer, type SessionInfo } from '@m/shared';

/** A login answer, or a registration's (which adds customerId and customerName). */
export type SessionAnswer = LoginAnswer | RegistrationAnswer;

export function startSession(
  answer: SessionAnswer,
  fallbackName: string,
  firstTimeLogin = answer.firstTimeLogin === true,
  displayName?: string,
): SessionInfo {
  const userName = ('customerName' in answer ? answer.customerName : answer.userName) || fallbackName;
  // The server's name for the member first (a mobile player's masked number, on every later SMS
  // login too); the caller's only from a backend that sends none.
  const shown = answer.displayName || displayName;
  const session: SessionInfo = {
    id: String('customerId' in answer ? answer.customerId : answer.id),
    token: answer.token,
    merchantCode: answer.merchantCode,
    userName,
    type: answer.customerType,
    firstTimeLogin,
    ...(shown && shown !== userName ? { displayName: shown } : {}),
  };
  sessionStore.set(session);
  return session;
}

/** Re-reads the member (id, account, type); a failure keeps the session as it is. */
export async function renewSession(): Promise<void> {
  try {
    const info = await api.call('memberInfo', { cache: false });
    sessionStore.patch({
      id: String(info.id),
      userName: info.account ?? info.userName ?? sessionStore.current?.userName ?? '',
      ...(info.displayName ? { displayName: info.displayName } : {}),
      ...(typeof info.type === 'number' ? { type: info.type } : {}),
    });
  } catch {
    // the session itself is valid; member info is read again by whoever needs it
  }
}
