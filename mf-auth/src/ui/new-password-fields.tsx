/**
 * A new password and its confirmation, with the merchant's rule shown under the first before
 * anything is typed (issue 27: a player learns the rule up front, not from a refusal).
 */
import { useTranslation } from '@m/shared';
import { passwordRuleText } from '../common/new-password-check';
import type { FormSettings } from '../common/use-settings';
import { TextField } from './text-field';

export interface NewPasswordFieldsProps {
  settings: FormSettings;
  /** The first field's label key: `password` on a registration, `new_password` on a change. */
  labelKey: 'password' | 'new_password';
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  errors: { password?: string; confirm?: string };
}

export function NewPasswordFields({ settings, labelKey, password, confirm, onPassword, onConfirm, errors }: NewPasswordFieldsProps) {
  const { t } = useTranslation('auth');
  const rule = passwordRuleText(settings, t);
  return (
    <>
      <TextField
        label={t(labelKey)}
        name="new-password"
        type="password"
        autoComplete="new-password"
        maxLength={128}
        value={password}
        error={errors.password}
        // The rule is said once: as the error when broken, else as the hint.
        hint={errors.password === rule ? null : rule}
        onChange={(e) => onPassword(e.target.value)}
      />
      <TextField
        label={t('confirm_password')}
        name="confirm-password"
        type="password"
        autoComplete="new-password"
        maxLength={128}
        value={confirm}
        error={errors.confirm}
        onChange={(e) => onConfirm(e.target.value)}
      />
    </>
  );
}
