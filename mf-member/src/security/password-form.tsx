/**
 * Changing the password from the security page: the current one and the new one twice. The
 * server checks the merchant's rule and signs every other device out (the same call as the
 * forced change at /m/changePsw).
 */
import { useState } from 'react';
import { showToast, useTranslation } from '@m/shared';
import { changePassword } from './security-api';
import { refusalText, refusedField } from './security-rules';

type Field = 'oldPassword' | 'newPassword' | 'confirmPassword';

export function PasswordForm() {
  const { t } = useTranslation('member');
  const [values, setValues] = useState<Record<Field, string>>({ oldPassword: '', newPassword: '', confirmPassword: '' });
  const [error, setError] = useState<{ field: Field; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const labels: Record<Field, string> = {
    oldPassword: t('security_password_current'),
    newPassword: t('security_password_new'),
    confirmPassword: t('security_password_confirm'),
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (values.oldPassword === '') return setError({ field: 'oldPassword', text: t('security_required') });
    if (values.newPassword === '') return setError({ field: 'newPassword', text: t('security_required') });
    if (values.confirmPassword !== values.newPassword) return setError({ field: 'confirmPassword', text: t('security_password_mismatch') });
    setBusy(true);
    setError(null);
    try {
      await changePassword(values);
      setValues({ oldPassword: '', newPassword: '', confirmPassword: '' });
      showToast(t('security_password_changed'), 2500);
    } catch (caught) {
      const field = refusedField(caught);
      setError({
        field: field === 'oldPassword' || field === 'confirmPassword' ? field : 'newPassword',
        text: refusalText(caught, t('unknown_error')),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="mc-card"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="sec-password-title"
      data-testid="security-password"
    >
      <h2 id="sec-password-title">{t('security_password_title')}</h2>
      {(Object.keys(labels) as Field[]).map((field) => (
        <div className="mc-field" key={field}>
          <label htmlFor={`sec-${field}`}>{labels[field]}</label>
          <input
            id={`sec-${field}`}
            type="password"
            autoComplete={field === 'oldPassword' ? 'current-password' : 'new-password'}
            maxLength={128}
            value={values[field]}
            aria-invalid={error?.field === field}
            aria-describedby={error?.field === field ? `sec-${field}-error` : undefined}
            onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
          />
          {error?.field === field && (
            <p id={`sec-${field}-error`} className="mc-error" role="alert">
              {error.text}
            </p>
          )}
        </div>
      ))}
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {t('security_password_submit')}
      </button>
    </form>
  );
}
