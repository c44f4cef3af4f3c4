/**
 * "Confirm with": the current factor every change on the security page needs (the password, or
 * a code of a second factor that is on; shared availableProofs decides which, as the server
 * does). A code for the bound mobile or e-mail is sent from here.
 */
import { useState } from 'react';
import { availableProofs, useResendWait, useTranslation, type ProofType } from '@m/shared';
import { sendSecurityCode, type SecuritySettings } from './security-api';
import { refusalText, typedProof } from './security-rules';

export interface ProofState {
  types: ProofType[];
  type: ProofType;
  text: string;
  setType: (type: ProofType) => void;
  setText: (text: string) => void;
}

export function useProof(settings: SecuritySettings): ProofState {
  const types = availableProofs(settings);
  const [chosen, setChosen] = useState<ProofType | null>(null);
  const [text, setText] = useState('');
  const type = chosen !== null && types.includes(chosen) ? chosen : (types[0] ?? 'password');
  return {
    types,
    type,
    text,
    setType: (next) => {
      setChosen(next);
      setText('');
    },
    setText,
  };
}

export const proofOf = (state: ProofState) => typedProof(state.type, state.text);

export function ProofField({ state, id, error }: { state: ProofState; id: string; error: string | null }) {
  const { t } = useTranslation('member');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  // The wait the server answers before another code (resendAfterSeconds), as on every code form.
  const { wait, start: startWait } = useResendWait();
  const labels: Record<ProofType, string> = {
    password: t('security_proof_password'),
    sms: t('security_proof_sms'),
    email: t('security_proof_email'),
    ga: t('security_proof_ga'),
  };
  const send = async () => {
    setSendError(null);
    try {
      const answer = await sendSecurityCode({ to: state.type === 'sms' ? 'mobile' : 'email' });
      setSentTo(answer.destination);
      startWait(answer);
    } catch (caught) {
      setSendError(refusalText(caught, t('unknown_error')));
    }
  };
  const message = error ?? sendError;
  return (
    <fieldset className="mc-field sec-proof" data-testid={`${id}-proof`}>
      <legend>{t('security_confirm_with')}</legend>
      {state.types.length > 1 && (
        <select
          aria-label={t('security_confirm_with')}
          value={state.type}
          onChange={(event) => state.setType(event.target.value as ProofType)}
          data-testid={`${id}-proof-type`}
        >
          {state.types.map((type) => (
            <option key={type} value={type}>
              {labels[type]}
            </option>
          ))}
        </select>
      )}
      <label htmlFor={`${id}-proof-input`}>{labels[state.type]}</label>
      <div className="mc-row">
        <input
          id={`${id}-proof-input`}
          className="mc-grow"
          type={state.type === 'password' ? 'password' : 'text'}
          inputMode={state.type === 'password' ? undefined : 'numeric'}
          autoComplete={state.type === 'password' ? 'current-password' : 'one-time-code'}
          maxLength={128}
          value={state.text}
          aria-invalid={message !== null}
          aria-describedby={message ? `${id}-proof-error` : undefined}
          onChange={(event) => state.setText(event.target.value)}
        />
        {(state.type === 'sms' || state.type === 'email') && (
          <button type="button" className="btn btn--small" onClick={() => void send()} disabled={wait > 0} data-testid={`${id}-proof-send`}>
            {wait > 0 ? t('code_resend_in', { seconds: wait }) : t('security_send_code')}
          </button>
        )}
      </div>
      {sentTo && <p className="mc-muted">{t('security_code_sent', { to: sentTo })}</p>}
      {message && (
        <p id={`${id}-proof-error`} className="mc-error" role="alert">
          {message}
        </p>
      )}
    </fieldset>
  );
}
