/**
 * The consent a registration form asks for when the merchant has terms (issue 27): one required
 * box for the minimum age and the terms, and a button that opens the terms over the form.
 */
import { useCallback, useId, useState } from 'react';
import { useTranslation } from '@m/shared';
import { TermsSheet } from './terms-sheet';

export function TermsConsent({
  label,
  checked,
  onChange,
  error,
}: {
  /** "I am 18 or older and accept the Terms and Conditions" (or the agent's wording for the new member). */
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('auth');
  const id = useId();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <div className="auth-consent">
      <div className="auth-consent__row">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.checked)}
          data-testid="register-consent"
        />
        <label htmlFor={id}>{label}</label>
      </div>
      <button type="button" className="auth-consent__terms" onClick={() => setOpen(true)} data-testid="terms-open">
        {t('terms_open')}
      </button>
      {error && (
        <span id={`${id}-error`} className="auth-consent__error" role="alert">
          {error}
        </span>
      )}
      {open && <TermsSheet onClose={close} />}
    </div>
  );
}
