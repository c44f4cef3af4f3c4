/**
 * Every login, whatever proves the player (SPEC 3, 4, 8):
 * 1. human verification first when the merchant asks for it (username logins only);
 * 2. POST /wps/session/login (LINE: /wps/session/login/line) with the Device header;
 * 3. success: the session, remembered credentials saved or cleared by the player's choice,
 *    dialogs closed, then /m/changePsw, the redirect target or /m/home;
 * 4. the error catalogue: login_verify_required → two-factor step; bind_customer_required and
 *    exists_line_err → link or register; login.cred.err and not.exists.user clear the
 *    remembered login; token_ip_different turns auto-login off.
 */
import { api, bus, isApiError, showConfirm, i18n, type LoginAnswer, captchaNeeded, geetest, type CaptchaFields } from '@m/shared';
import {
  currentStatus,
  flagOn,
  loginContext,
  merchantCode,
  redirectTarget,
  registrationContext,
  statusReady,
} from '../common/auth-environment';
import { errorCodeOf, errorText } from '../common/error-text';
import { startSession } from '../common/start-session';
import { closeDialogs, requestDialog, type TwoFactorStep } from '../common/dialog-store';
import { clearRememberedLogin, saveRememberedLogin, setAutoLogin } from '../common/remember/remembered-login';
import { buildLoginBody, loginHeaders, loginType, type Binding, type LoginInput } from '../common/login-request';
import { destinationAfterLogin } from './login-destination';

export type LoginOutcome =
  | { status: 'signed-in'; destination: string }
  | { status: 'failed'; message: string; errorCode?: string }
  | { status: 'two-factor'; step: TwoFactorStep }
  /** The player was asked to link or register (or was registered automatically). */
  | { status: 'handed-over' };

export interface LoginOptions {
  /** The "remember me" choice (username and sms logins). */
  remember?: boolean;
  /** For an sms-type remembered record after Firebase phone sign-in. */
  phone?: { countryDialingCode: string; mobileNum: string };
  /** Auto-login: keep the page the player opened, unless it is a login or register page. */
  stay?: boolean;
}

const AUTH_PAGES = /^\/m\/(login|register(\.html)?)\/?$/;

const CLEARS_REMEMBERED = new Set(['login.cred.err', 'not.exists.user']);

async function remember(input: LoginInput | { kind: 'maya' }, options: LoginOptions): Promise<void> {
  const merchant = merchantCode();
  if (input.kind === 'username') {
    if (options.remember) {
      await saveRememberedLogin({ type: 'username', username: input.username.trim(), password: input.password, merchant });
      setAutoLogin(true);
    } else {
      clearRememberedLogin();
    }
  } else if (input.kind === 'sms' || input.kind === 'firebase-phone') {
    const phone = input.kind === 'sms' ? { countryDialingCode: input.countryDialingCode, mobileNum: input.mobileNum } : options.phone;
    if (options.remember && phone) {
      await saveRememberedLogin({
        type: 'sms',
        countryDialingCode: phone.countryDialingCode,
        mobile: phone.mobileNum.replace(/\D/g, ''),
        merchant,
      });
    } else if (!options.remember) {
      clearRememberedLogin();
    }
  }
}

function displayName(input: LoginInput | { kind: 'maya' }): string {
  if (input.kind === 'username') return input.username.trim();
  if (input.kind === 'sms') return input.mobileNum;
  return '';
}

/** Steps after the server said yes: shared by every login and the two-factor step. */
export async function completeLogin(
  input: LoginInput | { kind: 'maya' },
  value: LoginAnswer,
  options: LoginOptions = {},
): Promise<LoginOutcome> {
  // Remembered first: once the session shows, the player may close the tab at any moment.
  await remember(input, options);
  const session = startSession(value, displayName(input));
  // SPEC 9 tracked event: the shell's tracker delivers it to the merchant's ad channels.
  bus.publish('track.event', {
    event: 'login',
    payload: { customerId: session.id, customerName: session.userName, content: { method: input.kind } },
  });
  closeDialogs();
  const destination = destinationAfterLogin(
    { kind: input.kind, ...(input.kind === 'username' ? { password: input.password } : {}) },
    value,
    flagOn('PWDEXPFORCECHANGE3'),
    redirectTarget(),
  );
  const stay = options.stay === true && destination !== '/changePsw' && !AUTH_PAGES.test(window.location.pathname);
  if (!stay) bus.publish('nav.navigate', { to: destination, replace: true });
  return { status: 'signed-in', destination };
}

export function failed(error: unknown): LoginOutcome {
  const errorCode = errorCodeOf(error);
  return { status: 'failed', message: errorText(error), ...(errorCode ? { errorCode } : {}) };
}

export async function login(input: LoginInput, options: LoginOptions = {}): Promise<LoginOutcome> {
  let status;
  try {
    status = await statusReady();
  } catch (error) {
    return failed(error);
  }
  let captcha: CaptchaFields | null = null;
  try {
    if (captchaNeeded('login', status, loginType(input))) captcha = await geetest.verify(status);
  } catch (error) {
    return failed(error);
  }
  const context = loginContext();
  const send = () =>
    input.kind === 'line'
      ? api.call('loginLine', {
          body: {
            lineSessionToken: input.lineSessionToken,
            loginDeviceId: context.loginDeviceId,
            ...(context.device ? { device: context.device } : {}),
          },
          headers: loginHeaders(context.device),
        })
      : api.call('login', { body: buildLoginBody(input, context, captcha), headers: loginHeaders(context.device) });
  try {
    let value;
    try {
      value = await send();
    } catch (error) {
      // Many failed logins to this account (from any addresses, issue 35): the server asks for
      // the merchant's captcha, then the same login goes again with its answer.
      if (captcha || errorCodeOf(error) !== 'login_captcha_required') throw error;
      captcha = await geetest.verify(status);
      value = await send();
    }
    return await completeLogin(input, value, options);
  } catch (error) {
    return handleLoginError(input, error, options);
  } finally {
    // A captcha answer is good for one request.
    if (captcha) geetest.reset();
  }
}

async function handleLoginError(input: LoginInput, error: unknown, options: LoginOptions): Promise<LoginOutcome> {
  const code = errorCodeOf(error);
  if (code && CLEARS_REMEMBERED.has(code)) clearRememberedLogin();
  if (code === 'token_ip_different') setAutoLogin(false);
  if (code === 'login_verify_required' && input.kind === 'username' && isApiError(error)) {
    const methods = (error.value ?? {}) as Partial<TwoFactorStep['methods']>;
    return {
      status: 'two-factor',
      step: {
        username: input.username.trim(),
        password: input.password,
        remember: options.remember === true,
        methods: { email: methods.email === true, ga: methods.ga === true, sms: methods.sms === true },
      },
    };
  }
  if (code === 'bind_customer_required' && input.kind === 'firebase') {
    return bindOrRegister({ firebaseChannel: input.channel, firebaseIdToken: input.idToken }, error);
  }
  if (code === 'exists_line_err' && input.kind === 'line') {
    return bindOrRegister({ lineSessionToken: input.lineSessionToken }, error);
  }
  return failed(error);
}

/**
 * An identity no account is linked to (SPEC 4): automatic registration when auto-register and
 * firebase account creation are on and manual SSO registration is off (social only); otherwise
 * the player chooses "login existing account" or "register new".
 */
async function bindOrRegister(binding: Binding, error: unknown): Promise<LoginOutcome> {
  const t = i18n.getFixedT(null, 'auth');
  const social = 'firebaseIdToken' in binding;
  if (social && flagOn('AUTOREGISTER3') && flagOn('FIREBASECREATEACC3') && !flagOn('SSOMANUALREG3')) {
    return registerWithIdentity(binding);
  }
  const login = await showConfirm({
    title: t('bind_title'),
    message: isApiError(error) && error.message && !error.messageKey ? error.message : t('bind_message'),
    confirmText: t('bind_login_existing'),
    cancelText: t('bind_register_new'),
  });
  if (login) requestDialog('login', { binding });
  else
    requestDialog('register', {
      linked:
        'firebaseIdToken' in binding
          ? { firebaseChannel2: binding.firebaseChannel, firebaseIdToken2: binding.firebaseIdToken }
          : { lineSessionToken: binding.lineSessionToken },
    });
  return { status: 'handed-over' };
}

/** Registers a new account from a social or LINE identity and signs it in (POST registerSocial). */
export async function registerWithIdentity(binding: Binding): Promise<LoginOutcome> {
  const context = registrationContext();
  // No form here: no password rule, and no consent (docs/security.md, "Consent at registration").
  const { requirePassword: _requirePassword, termsVersion: _termsVersion, ...fields } = context;
  try {
    const value = await api.call('registerSocial', {
      body: {
        ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== null)),
        ...('firebaseIdToken' in binding
          ? { firebaseIdToken: binding.firebaseIdToken, firebaseChannel: binding.firebaseChannel }
          : { lineSessionToken: binding.lineSessionToken }),
      },
    });
    const session = startSession(value, '', true);
    bus.publish('track.event', {
      event: 'register',
      payload: {
        customerId: session.id,
        customerName: session.userName,
        content: { method: 'firebaseIdToken' in binding ? 'firebase' : 'line' },
      },
    });
    closeDialogs();
    const destination = redirectTarget() ?? '/home';
    bus.publish('nav.navigate', { to: destination, replace: true });
    return { status: 'signed-in', destination };
  } catch (error) {
    return failed(error);
  }
}

/** The second step (SPEC 4 login_verify_required): the code, then the usual post-login steps. */
export async function verifyTwoFactor(step: TwoFactorStep, method: 'email' | 'ga' | 'sms', code: string): Promise<LoginOutcome> {
  try {
    const value = await api.call('loginVerification', { body: { username: step.username, code: code.trim(), method } });
    return await completeLogin({ kind: 'username', username: step.username, password: step.password }, value, { remember: step.remember });
  } catch (error) {
    return failed(error);
  }
}

export { currentStatus };
