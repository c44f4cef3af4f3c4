/**
 * LINE Login from the button to the session (SPEC 4): leave for LINE's authorize page; on the
 * way back (wherever the player lands) check the state, exchange the code for a LINE session
 * token (POST WPS3RD_verifyLineCode {code, redirectUri, codeVerifier}), then log in with it
 * (POST /wps/session/login/line) — or, when the player started from registration, register
 * with it. A forged or stale state is refused with a message and nothing is sent.
 */
import { api, bus, i18n, showNotice } from '@m/shared';
import { statusReady } from '../common/auth-environment';
import { errorText } from '../common/error-text';
import { login, registerWithIdentity, type LoginOutcome } from './login-service';
import { prepareLineLogin, type LinePurpose } from '../platform/line/line-authorize';
import { checkLineReturn, readLineReturn, takePending, withoutLineParams } from '../platform/line/line-return';

export async function startLineLogin(purpose: LinePurpose): Promise<void> {
  const status = await statusReady();
  const url = await prepareLineLogin({
    clientId: status.gw.LINE_CLIENT_ID,
    authorizeEndpoint: status.gw.LINE_AUTHORIZE_URL,
    purpose,
    origin: window.location.origin,
    storage: sessionStorage,
    now: Date.now(),
  });
  window.location.assign(url);
}

let handled = false;

/** True when the address is a return from LINE (code or error, with state). */
export function isLineReturn(): boolean {
  return readLineReturn(window.location.search) !== null;
}

/** Handles a return from LINE once per page; null when the address is not one. */
export async function handleLineReturn(): Promise<LoginOutcome | null> {
  const params = readLineReturn(window.location.search);
  if (!params || handled) return null;
  handled = true;
  const t = i18n.getFixedT(null, 'auth');
  // The code and state leave the address bar at once: a reload must not replay them.
  const clean = withoutLineParams(window.location.pathname, window.location.search, window.location.hash);
  window.history.replaceState(window.history.state, '', clean);
  bus.publish('nav.navigate', { to: clean, replace: true });

  const check = checkLineReturn(params, takePending(sessionStorage, Date.now()));
  if (!check.ok) {
    const message = check.reason === 'denied' ? t('line_cancelled') : t('line_state_mismatch');
    void showNotice({ message });
    return { status: 'failed', message, errorCode: check.reason };
  }
  let lineSessionToken: string;
  try {
    await statusReady();
    const value = await api.call('verifyLineCode', {
      body: { code: check.code, redirectUri: check.pending.redirectUri, codeVerifier: check.pending.codeVerifier },
    });
    lineSessionToken = value.lineSessionToken;
  } catch (error) {
    const message = errorText(error) || t('line_login_failed');
    void showNotice({ message });
    return { status: 'failed', message };
  }
  const outcome =
    check.pending.purpose === 'register'
      ? await registerWithIdentity({ lineSessionToken })
      : await login({ kind: 'line', lineSessionToken });
  if (outcome.status === 'failed') void showNotice({ message: outcome.message || t('line_login_failed') });
  return outcome;
}
