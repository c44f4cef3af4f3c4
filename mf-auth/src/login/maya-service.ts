/**
 * The arrival from the Maya wallet (SPEC 7 POST /wps/session/login/maya), handed over by the
 * shell, which took it out of the address at start-up; a player already signed in is asked before their session is replaced (a
 * link must not silently swap accounts); then the server checks the session with Maya and
 * answers like every login (the member is created on the first arrival). A signed-out visitor
 * whose link did not come from the merchant itself (@m/shared handOverTrusted: its native app) is then told the
 * account's name and confirms before the session is kept; on "not my account" it is logged out
 * at the server (login CSRF: a link must not silently sign a visitor into someone's account). Errors — unknown or
 * expired session, Maya unreachable, Maya off for this merchant — are shown as the server's
 * message.
 */
import { api, i18n, pageHandOverTrusted, sessionStore, showConfirm, showNotice } from '@m/shared';
import { loginContext, registrationContext, statusReady } from '../common/auth-environment';
import { errorText } from '../common/error-text';
import { loginHeaders } from '../common/login-request';
import { checkMayaArrival, type MayaArrivalQuery } from '../platform/maya/maya-arrival';
import { completeLogin, failed, type LoginOutcome } from './login-service';

let handled = false;

/** Signs a Maya arrival in, once per page; null when there is none (or the player kept their session). */
export async function handleMayaArrival(query: MayaArrivalQuery | null | undefined): Promise<LoginOutcome | null> {
  if (!query || handled) return null;
  handled = true;
  const arrival = checkMayaArrival(query);
  const t = i18n.getFixedT(null, 'auth');
  if ('malformed' in arrival) {
    const message = t('maya_link_invalid');
    void showNotice({ message });
    return { status: 'failed', message, errorCode: 'maya_link_invalid' };
  }
  const signedIn = sessionStore.token !== null;
  if (signedIn) {
    const switchAccount = await showConfirm({
      message: t('maya_switch_message'),
      confirmText: t('maya_switch_confirm'),
      cancelText: t('maya_switch_cancel'),
    });
    if (!switchAccount) return null;
  }
  try {
    await statusReady();
    const context = loginContext();
    const registration = registrationContext();
    const value = await api.call('loginMaya', {
      body: {
        sessionId: arrival.sessionId,
        ...(arrival.env ? { env: arrival.env } : {}),
        registerUrl: registration.registerUrl.slice(0, 2048),
        ...(registration.affiliateCode ? { affiliateCode: registration.affiliateCode.slice(0, 64) } : {}),
        domain: registration.domain.slice(0, 253),
        loginDeviceId: context.loginDeviceId,
        ...(context.device ? { device: context.device } : {}),
      },
      headers: loginHeaders(context.device),
      notify: false,
    });
    if (!signedIn && !(await pageHandOverTrusted(value.token, null)) && !(await confirmAccount(value.userName))) {
      await api.call('logout', { headers: { Authorization: value.token }, notify: false }).catch(() => undefined);
      return null;
    }
    return await completeLogin({ kind: 'maya' }, value);
  } catch (error) {
    const outcome = failed(error);
    void showNotice({ message: outcome.status === 'failed' && outcome.message ? outcome.message : errorText(error) });
    return outcome;
  }
}

function confirmAccount(userName: string): Promise<boolean> {
  return showConfirm({
    title: i18n.t('session_arrival_title', { ns: 'common' }),
    message: i18n.t('session_arrival_message', { ns: 'common', userName }),
    confirmText: i18n.t('session_arrival_confirm', { ns: 'common', userName }),
    cancelText: i18n.t('session_arrival_cancel', { ns: 'common' }),
  });
}
