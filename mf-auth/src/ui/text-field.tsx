import { useId, useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from '@m/shared';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string | null;
  /** A plain-text note under the field (e.g. "suggested for you"), read with it. */
  hint?: string | null;
}

/**
 * A labelled input; its hint and error (plain text) are tied to it for screen readers. A password
 * field has a show/hide button (issue 27): on a phone keyboard a typo is easy and invisible.
 */
export function TextField({ label, error, hint, type, ...input }: TextFieldProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  const [shown, setShown] = useState(false);
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  const password = type === 'password';
  const field = (
    <input
      id={id}
      type={password && shown ? 'text' : type}
      aria-invalid={error ? true : undefined}
      aria-describedby={described || undefined}
      {...input}
    />
  );
  return (
    <div className="auth-field">
      <label htmlFor={id}>{label}</label>
      {password ? (
        <div className="auth-field__secret">
          {field}
          <button
            type="button"
            className="auth-field__reveal"
            aria-pressed={shown}
            aria-controls={id}
            onClick={() => setShown((value) => !value)}
            data-testid="password-reveal"
          >
            {shown ? t('password_hide') : t('password_show')}
          </button>
        </div>
      ) : (
        field
      )}
      {hint && (
        <span className="auth-field__hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      {error && (
        <span className="auth-field__error" id={`${id}-error`} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
