import { checkNewPassword, passwordRuleText } from './new-password-check';

const t = (key: string, values: Record<string, unknown>) => (Object.keys(values).length > 0 ? `${key}:${JSON.stringify(values)}` : key);
const settings = { passwordRule: { pattern: '^[A-Za-z0-9!@#$%^&*._-]+$', minLength: 8, maxLength: 12 } };

describe('a chosen password', () => {
  it('is told the merchant rule with its own lengths', () => {
    expect(passwordRuleText(settings, t)).toBe('password_rule:{"min":8,"max":12}');
    expect(checkNewPassword(settings, 'short1', 'short1', t)).toEqual({ password: 'password_rule:{"min":8,"max":12}' });
    expect(checkNewPassword(settings, 'has space 1', 'has space 1', t).password).toMatch(/^password_rule/);
  });

  it('must be typed, differ from the one it replaces, and be confirmed', () => {
    expect(checkNewPassword(settings, '', '', t)).toEqual({ password: 'password_required' });
    expect(checkNewPassword(settings, 'Secret-123', 'Secret-123', t, 'Secret-123')).toEqual({ password: 'password_same' });
    expect(checkNewPassword(settings, 'Secret-123', 'Secret-124', t)).toEqual({ confirm: 'password_mismatch' });
    expect(checkNewPassword(settings, 'Secret-123', 'Secret-123', t, 'Old-12345')).toEqual({});
  });

  it('falls back to 6-20 characters when the settings could not be read', () => {
    expect(passwordRuleText({}, t)).toBe('password_rule:{"min":6,"max":20}');
    expect(checkNewPassword({}, 'anything', 'anything', t)).toEqual({});
  });
});
