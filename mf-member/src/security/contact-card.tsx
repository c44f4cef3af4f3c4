/**
 * The bound mobile number or e-mail address: shown masked, bound or changed with a code sent to
 * the new one (it proves the player holds it) and a current factor (a stolen session alone
 * cannot move the account's codes to another phone or mailbox).
 */
import { useState } from 'react';
import {
  CaptchaError,
  captchaMessage,
  CODE_MAX_LENGTH,
  systemConfig,
  useResendWait,
  useTranslation,
  withCaptchaWhenAsked,
} from '@m/shared';
import { bindEmail, bindMobile, sendSecurityCode, type SecuritySettings } from './security-api';
import { CodeField } from './code-field';
import { ProofField, proofOf, useProof } from './proof-field';
import { looksLikeCode, refusalText, refusedField } from './security-rules';

type Kind = 'mobile' | 'email';

export function ContactCard({
  kind,
  settings,
  onChanged,
  startOpen = false,
}: {
  kind: Kind;
  settings: SecuritySettings;
  onChanged: (next: SecuritySettings) => void;
  /** Open the form at once: the player came here to add this. */
  startOpen?: boolean;
}) {
  const { t } = useTranslation('member');
  const current = kind === 'mobile' ? settings.mobileNum : settings.email;
  const [open, setOpen] = useState(startOpen);
  const title = kind === 'mobile' ? t('security_mobile_title') : t('security_email_title');
  return (
    <section className="mc-card" aria-labelledby={`sec-${kind}-title`} data-testid={`security-${kind}`}>
      <h2 id={`sec-${kind}-title`}>{title}</h2>
      <div className="mc-row">
        <p className="mc-grow" data-testid={`security-${kind}-value`}>
          {current ?? <span className="mc-muted">{t('security_not_bound')}</span>}
        </p>
        {!open && (
          <button type="button" className="btn btn--small" onClick={() => setOpen(true)} data-testid={`security-${kind}-edit`}>
            {current ? t('security_change') : t('security_bind')}
          </button>
        )}
      </div>
      {open && (
        <ContactForm
          kind={kind}
          settings={settings}
          onDone={(next) => {
            setOpen(false);
            if (next) onChanged(next);
          }}
        />
      )}
    </section>
  );
}

function ContactForm({
  kind,
  settings,
  onDone,
}: {
  kind: Kind;
  settings: SecuritySettings;
  onDone: (next: SecuritySettings | null) => void;
}) {
  const { t } = useTranslation('member');
  const dialing = systemConfig.value?.country?.countryDialingCode ?? '';
  const [target, setTarget] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<{ field: string; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [sending, setSending] = useState(false);
  // The wait the server answers before another code (resendAfterSeconds), as on every code form.
  const { wait, start: startWait } = useResendWait();
  const proof = useProof(settings);
  const id = `sec-${kind}`;
  const targetLabel = kind === 'mobile' ? t('security_mobile_new') : t('security_email_new');

  const fail = (caught: unknown, fallbackField: string) =>
    caught instanceof CaptchaError
      ? setError({ field: fallbackField, text: captchaMessage(caught) })
      : setError({ field: refusedField(caught) ?? fallbackField, text: refusalText(caught, t('unknown_error')) });

  const send = async () => {
    if (sending) return;
    setError(null);
    setSending(true);
    try {
      // A code to a number or address not yet the player's: after the first within the hour the
      // server asks for the merchant's captcha (sms_captcha_required, issue 35), run here as on
      // the login page, and the same request goes again with its answer.
      const answer = await withCaptchaWhenAsked(systemConfig.value?.status ?? null, (captcha) =>
        sendSecurityCode(
          kind === 'mobile'
            ? { to: 'newMobile', countryDialingCode: dialing, mobileNum: target.trim(), ...captcha }
            : { to: 'newEmail', email: target.trim(), ...captcha },
        ),
      );
      setSentTo(answer.destination);
      startWait(answer);
    } catch (caught) {
      fail(caught, 'target');
    } finally {
      setSending(false);
    }
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!looksLikeCode(code)) return setError({ field: 'code', text: t('security_code_required') });
    const typed = proofOf(proof);
    if (!typed) return setError({ field: 'proof', text: t('security_required') });
    setBusy(true);
    setError(null);
    try {
      const next =
        kind === 'mobile'
          ? await bindMobile({ countryDialingCode: dialing, mobileNum: target.trim(), code: code.trim(), proof: typed })
          : await bindEmail({ email: target.trim(), code: code.trim(), proof: typed });
      onDone(next);
    } catch (caught) {
      fail(caught, 'code');
    } finally {
      setBusy(false);
    }
  };

  const fieldError = (field: string) =>
    error && (error.field === field || (field === 'target' && (error.field === 'mobileNum' || error.field === 'email')))
      ? error.text
      : null;
  const targetError = fieldError('target');
  const codeError = fieldError('code');
  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid={`${id}-form`} aria-busy={busy}>
      <div className="mc-field">
        <label htmlFor={`${id}-target`}>{targetLabel}</label>
        <div className="mc-row">
          {kind === 'mobile' && dialing && <span aria-hidden="true">+{dialing}</span>}
          <input
            id={`${id}-target`}
            className="mc-grow"
            type={kind === 'mobile' ? 'tel' : 'email'}
            inputMode={kind === 'mobile' ? 'tel' : 'email'}
            autoComplete={kind === 'mobile' ? 'tel-national' : 'email'}
            maxLength={kind === 'mobile' ? 20 : 254}
            value={target}
            aria-invalid={targetError !== null}
            aria-describedby={targetError ? `${id}-target-error` : undefined}
            onChange={(event) => setTarget(event.target.value)}
          />
          <button
            type="button"
            className="btn btn--small"
            onClick={() => void send()}
            disabled={target.trim() === '' || sending || wait > 0}
            data-testid={`${id}-send`}
          >
            {wait > 0 ? t('code_resend_in', { seconds: wait }) : t('security_send_code')}
          </button>
        </div>
        {sentTo && <p className="mc-muted">{t('security_code_sent', { to: sentTo })}</p>}
        {targetError && (
          <p id={`${id}-target-error`} className="mc-error" role="alert">
            {targetError}
          </p>
        )}
      </div>
      <CodeField
        id={`${id}-code`}
        label={t('security_code')}
        value={code}
        maxLength={CODE_MAX_LENGTH}
        error={codeError}
        onChange={setCode}
      />
      <ProofField state={proof} id={id} error={fieldError('proof')} />
      <div className="mc-actions">
        <button type="button" className="btn" onClick={() => onDone(null)}>
          {t('cashier_cancel')}
        </button>
        <button type="submit" className="btn btn--primary" disabled={busy} data-testid={`${id}-save`}>
          {t('security_save')}
        </button>
      </div>
    </form>
  );
}
