/**
 * An agent registers a member under them (SPEC 2 /m/agentRegister): a username registration
 * whose referral code is the agent's account. The agent's own session is kept: the new
 * member's token in the answer is not taken.
 */
import { api, i18n, sessionStore, type BodyOf, captchaNeeded, geetest } from '@m/shared';
import { registrationContext, statusReady } from '../common/auth-environment';
import { errorText } from '../common/error-text';
import { buildRegistrationBody } from '../common/registration-request';

export type AgentRegisterOutcome = { status: 'registered'; userName: string } | { status: 'failed'; message: string; field?: string };

/** `ageConfirmed`: the agent confirmed the new member's age and acceptance of the terms (issue 27). */
export async function registerDownline(username: string, password: string, ageConfirmed = false): Promise<AgentRegisterOutcome> {
  const agent = sessionStore.current?.userName;
  if (!agent) return { status: 'failed', message: i18n.t('unknown_error', { ns: 'auth' }) };
  try {
    const status = await statusReady();
    const captcha = captchaNeeded('register', status) ? await geetest.verify(status) : null;
    const body = buildRegistrationBody(
      { mode: 'username', username, password, ageConfirmed },
      { ...registrationContext(), referralCode: agent },
      captcha,
    );
    // A username registration (mode 'username' above) that keeps the agent signed in.
    const value = await api.call('register', { body: { ...(body as BodyOf<'register'>), login: false } });
    return { status: 'registered', userName: value.customerName ?? value.userName ?? username.trim() };
  } catch (error) {
    const field = (error as { value?: { field?: unknown } }).value?.field;
    return { status: 'failed', message: errorText(error), ...(typeof field === 'string' ? { field } : {}) };
  } finally {
    geetest.reset();
  }
}
