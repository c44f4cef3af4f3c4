/**
 * The two-factor step (SPEC 2, 4 login_verify_required): the methods the server allows (email,
 * ga = authenticator app, sms), a 6-digit code, then the usual post-login steps.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { lockScroll, looksLikeSixDigitCode, showNotice, SIX_DIGIT_CODE_LENGTH, useTranslation } from '@m/shared';
import { SubmitLock } from '../common/submit-lock';
import type { TwoFactorStep } from '../common/dialog-store';
import { TextField } from '../ui/text-field';
import { verifyTwoFactor } from './login-service';

type Method = 'email' | 'ga' | 'sms';

export function TwoFactorModal({ step, onCancel }: { step: TwoFactorStep; onCancel: () => void }) {
  const { t } = useTranslation('auth');
  const methods = useMemo(() => (['sms', 'email', 'ga'] as Method[]).filter((m) => step.methods[m]), [step]);
  const [method, setMethod] = useState<Method>(methods[0] ?? 'sms');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const lock = useRef(new SubmitLock()).current;
  useEffect(() => lockScroll(), []);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!looksLikeSixDigitCode(code)) {
      setError(t('two_factor_code_invalid'));
      return;
    }
    setError(null);
    await lock.run(async () => {
      const outcome = await verifyTwoFactor(step, method, code);
      if (outcome.status === 'failed') await showNotice({ message: outcome.message });
    });
  };

  return (
    <div className="auth-modal-backdrop">
      <form
        className="auth-modal auth-form"
        role="dialog"
        aria-modal="true"
        aria-labelledby="two-factor-title"
        onSubmit={submit}
        data-testid="two-factor"
      >
        <h2 id="two-factor-title">{t('two_factor_title')}</h2>
        <p className="auth-note">{t(`two_factor_hint_${method}`)}</p>
        {methods.length > 1 && (
          <div className="auth-tabs" role="tablist">
            {methods.map((m) => (
              <button key={m} type="button" role="tab" aria-selected={m === method} onClick={() => setMethod(m)}>
                {t(`two_factor_method_${m}`)}
              </button>
            ))}
          </div>
        )}
        <TextField
          label={t('two_factor_code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={SIX_DIGIT_CODE_LENGTH}
          value={code}
          error={error}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
        />
        <button type="submit" className="btn btn--primary auth-submit">
          {t('two_factor_submit')}
        </button>
        <button type="button" className="btn" onClick={onCancel}>
          {t('cancel')}
        </button>
      </form>
    </div>
  );
}
