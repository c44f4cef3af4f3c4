/**
 * The merchant's form settings (GET /wps/system/settings, cached by the API client): username
 * and password rules, whether mobile registration needs an SMS code. Forms work without them
 * (the server checks everything again); they only sharpen the messages shown before sending.
 */
import { useEffect, useState } from 'react';
import { api } from '@m/shared';

export interface FormSettings {
  usernameRule?: { pattern: string; minLength: number; maxLength: number };
  passwordRule?: { pattern: string; minLength: number; maxLength: number };
  register?: { username: boolean; mobile: boolean; requirePassword: boolean; captcha: boolean; mobileSmsVerification: boolean };
}

let cached: Promise<FormSettings> | null = null;

export function loadSettings(): Promise<FormSettings> {
  cached ??= api.call('systemSettings', { notify: false }).catch(() => {
    cached = null;
    return {};
  });
  return cached;
}

export function useSettings(): FormSettings {
  const [settings, setSettings] = useState<FormSettings>({});
  useEffect(() => {
    let live = true;
    void loadSettings().then((value) => live && setSettings(value));
    return () => {
      live = false;
    };
  }, []);
  return settings;
}

function matches(pattern: string | undefined, value: string): boolean {
  if (!pattern) return true;
  try {
    return new RegExp(pattern).test(value);
  } catch {
    return true;
  }
}

/** The catalogue key of what is wrong with a password, or null. */
export function passwordProblem(settings: FormSettings, value: string): string | null {
  if (value === '') return 'password_required';
  const rule = settings.passwordRule;
  if (rule && (value.length < rule.minLength || value.length > rule.maxLength || !matches(rule.pattern, value))) return 'password_rule';
  return null;
}

export function usernameProblem(settings: FormSettings, value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return 'username_required';
  const rule = settings.usernameRule;
  if (rule && (trimmed.length < rule.minLength || trimmed.length > rule.maxLength || !matches(rule.pattern, trimmed)))
    return 'username_rule';
  return null;
}
