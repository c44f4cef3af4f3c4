/**
 * What is wrong with a chosen password and its confirmation, as catalogue keys with their values:
 * one rule for every form that sets a password (registration, forgotten password, the forced or
 * first change, an agent's downline), so a player meets the same words everywhere.
 */
import { passwordProblem, type FormSettings } from './use-settings';

export interface NewPasswordErrors {
  password?: string;
  confirm?: string;
}

/** react-i18next's `t` (values always given: its typing has no optional second argument). */
type Translate = (key: string, values: Record<string, unknown>) => string;

/** The merchant's rule as the words shown under the field before anything is typed (issue 27). */
export function passwordRuleText(settings: FormSettings, t: Translate): string {
  return t('password_rule', { min: settings.passwordRule?.minLength ?? 6, max: settings.passwordRule?.maxLength ?? 20 });
}

/**
 * `current`: the password being replaced, when the form knows it (a change must differ from it).
 */
export function checkNewPassword(
  settings: FormSettings,
  password: string,
  confirm: string,
  t: Translate,
  current?: string,
): NewPasswordErrors {
  const problem = passwordProblem(settings, password);
  if (problem === 'password_rule') return { password: passwordRuleText(settings, t) };
  if (problem) return { password: t(problem, {}) };
  if (current !== undefined && password === current) return { password: t('password_same', {}) };
  if (confirm !== password) return { confirm: t('password_mismatch', {}) };
  return {};
}
