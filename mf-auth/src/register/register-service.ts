/**
 * A registration (SPEC 4, 5):
 * - the captcha runs first when the merchant enables it and no answer is at hand;
 * - POST /wps/member/register (username) or /register/mobile;
 * - success: token saved, first-time login flagged, the remembered login stored when auto-login
 *   is on, then the registration success alert; on confirm the session is renewed from member
 *   info and the player goes to /m/home unless the visit's redirect target takes over;
 * - failure: the server's message (else unknown_error); the captcha is cleared and reloaded;
 *   terms changed meanwhile (terms_outdated): the next consent is to the version in force.
 */
import {
  api,
  bus,
  DEFAULT_MOBILE_PASSWORD,
  showNotice,
  i18n,
  type SystemStatus,
  captchaNeeded,
  geetest,
  type CaptchaFields,
} from '@m/shared';
import { flagOn, merchantCode, noteTermsVersion, redirectTarget, registrationContext, statusReady } from '../common/auth-environment';
import { errorCodeOf, errorText } from '../common/error-text';
import { renewSession, startSession, type SessionAnswer } from '../common/start-session';
import { closeDialogs } from '../common/dialog-store';
import { saveRememberedLogin, storedAutoLogin } from '../common/remember/remembered-login';
import { buildRegistrationBody, registrationPassword, type LinkedIdentity, type RegistrationInput } from '../common/registration-request';

export type RegisterOutcome =
  { status: 'registered'; destination: string } | { status: 'failed'; message: string; errorCode?: string; field?: string };

function fieldOf(error: unknown): string | undefined {
  const value = (error as { value?: { field?: unknown } } | null)?.value;
  return typeof value?.field === 'string' ? value.field : undefined;
}

/** The terms version in force that a terms_outdated refusal names (issue 27). */
function termsVersionOf(error: unknown): string | undefined {
  const value = (error as { value?: { termsVersion?: unknown } } | null)?.value;
  return typeof value?.termsVersion === 'string' ? value.termsVersion : undefined;
}

/**
 * Who the welcome greets: the chosen user name, or for a mobile account the number the player
 * typed (its generated account name, e.g. m66834233935, means nothing to them).
 */
export function greetingName(input: RegistrationInput, userName: string): string {
  if (input.mode === 'username') return userName;
  return `+${input.countryDialingCode} ${input.mobileNum.replace(/\D/g, '')}`;
}

export async function register(input: RegistrationInput, linked: LinkedIdentity | null = null): Promise<RegisterOutcome> {
  const t = i18n.getFixedT(null, 'auth');
  let status: SystemStatus;
  let captcha: CaptchaFields | null = null;
  try {
    status = await statusReady();
    if (captchaNeeded('register', status)) captcha = await geetest.verify(status);
  } catch (error) {
    return { status: 'failed', message: errorText(error) };
  }
  const context = registrationContext();
  const body = buildRegistrationBody(input, context, captcha, linked ?? {});
  // SPEC 9 tracked events: the attempt, then (below) the account; the shell delivers them.
  bus.publish('track.event', { event: 'registerSubmit', payload: { content: { method: input.mode } } });
  let value: SessionAnswer;
  try {
    value = await api.call(input.mode === 'username' ? 'register' : 'registerMobile', { body });
  } catch (error) {
    // SPEC 4: the captcha answer is spent; the next attempt gets a new challenge.
    geetest.reset();
    const errorCode = errorCodeOf(error);
    const field = fieldOf(error);
    // The terms changed since the page read the status: the form asks for the consent again
    // (the box unticked), and that consent is to the version in force.
    const inForce = termsVersionOf(error);
    if (errorCode === 'terms_outdated' && inForce) noteTermsVersion(inForce);
    return { status: 'failed', message: errorText(error), ...(errorCode ? { errorCode } : {}), ...(field ? { field } : {}) };
  }
  geetest.reset();

  // A mobile account's generated name (m66834233935) is not the player's: the header shows the number.
  const session = startSession(
    value,
    input.mode === 'username' ? input.username.trim() : input.mobileNum,
    true,
    input.mode === 'username' ? undefined : greetingName(input, ''),
  );
  bus.publish('track.event', {
    event: 'register',
    payload: { customerId: session.id, customerName: session.userName, content: { method: input.mode } },
  });
  if (flagOn('MOBILEAUTOLOGIN3') && storedAutoLogin() !== '0') {
    await saveRememberedLogin({
      type: 'username',
      username: session.userName,
      password: registrationPassword(input, context.requirePassword),
      merchant: merchantCode(),
    });
  }
  closeDialogs();
  // No password chosen (SPEC 5's placeholder): the number is proven, so the player chooses one
  // now, in the same flow, before anything the server refuses on the placeholder (issue 27).
  const placeholder = registrationPassword(input, context.requirePassword) === DEFAULT_MOBILE_PASSWORD;
  // The login flag was on (the answer carries a token): confirm, then renew and go on.
  await showNotice({
    title: t('register_success_title'),
    message: t(placeholder ? 'register_success_set_password' : 'register_success_message', { name: greetingName(input, session.userName) }),
    button: t(placeholder ? 'register_success_set_password_button' : 'register_success_button'),
  });
  await renewSession();
  // /changePsw keeps the redirect target (tracking) and goes there once the password is set.
  const destination = placeholder ? '/changePsw' : (redirectTarget() ?? '/home');
  bus.publish('nav.navigate', { to: destination, replace: true });
  return { status: 'registered', destination };
}
