/**
 * Takes the session a login or registration answer carries (SPEC 3 "Session info"), and renews
 * it from member info after a registration (SPEC 4).
 */
import { api, sessionStore, type SessionInfo } from '@m/shared';
import { merchantCode } from './auth-environment';

export interface SessionAnswer {
  token: string;
  id?: number | string;
  customerId?: number | string;
  userName?: string;
  customerName?: string;
  customerType?: number;
  firstTimeLogin?: boolean;
  merchantCode?: string;
}

export function startSession(answer: SessionAnswer, fallbackName: string, firstTimeLogin = answer.firstTimeLogin === true): SessionInfo {
  const session: SessionInfo = {
    id: String(answer.customerId ?? answer.id ?? ''),
    token: answer.token,
    merchantCode: answer.merchantCode ?? merchantCode(),
    userName: answer.customerName ?? answer.userName ?? fallbackName,
    type: typeof answer.customerType === 'number' ? answer.customerType : 0,
    firstTimeLogin,
  };
  sessionStore.set(session);
  return session;
}

interface MemberInfo {
  id: number | string;
  account?: string;
  userName?: string;
  type?: number;
}

/** Re-reads the member (id, account, type); a failure keeps the session as it is. */
export async function renewSession(): Promise<void> {
  try {
    const info = await api.call<MemberInfo>('memberInfo', { cache: false });
    sessionStore.patch({ id: String(info.id), userName: info.account ?? info.userName ?? sessionStore.current?.userName ?? '', ...(typeof info.type === 'number' ? { type: info.type } : {}) });
  } catch {
    // the session itself is valid; member info is read again by whoever needs it
  }
}
