/**
 * The second factors the login asks for: SMS, e-mail and an authenticator app (TOTP). Each is
 * turned on or off with a current factor; the authenticator is set up from a QR code (or its
 * secret typed by hand) and on only once its first code proves the app has it.
 */
import { lazy, Suspense, useState } from 'react';
import { looksLikeSixDigitCode, SIX_DIGIT_CODE_LENGTH, useTranslation, type SecondFactor } from '@m/shared';
import { setTwoFactor, setUpTotp, type SecuritySettings } from './security-api';
import { CodeField } from './code-field';
import { ProofField, proofOf, useProof } from './proof-field';
import { refusalText, refusedField } from './security-rules';

// Its own chunk: the qrcode library loads only when a player sets an authenticator up.
const QrCode = lazy(() => import(/* webpackChunkName: "qr-code" */ '../ui/qr-code').then((module) => ({ default: module.QrCode })));

const FACTORS: SecondFactor[] = ['sms', 'email', 'ga'];

export function TwoFactorCard({ settings, onChanged }: { settings: SecuritySettings; onChanged: (next: SecuritySettings) => void }) {
  const { t } = useTranslation('member');
  const [editing, setEditing] = useState<SecondFactor | null>(null);
  const names: Record<SecondFactor, string> = {
    sms: t('security_factor_sms'),
    email: t('security_factor_email'),
    ga: t('security_factor_ga'),
  };
  // A factor nobody can receive would lock the player out at the next login.
  const missing: Record<SecondFactor, string | null> = {
    sms: settings.mobileNum === null ? t('security_needs_mobile') : settings.channels.sms ? null : t('security_channel_off'),
    email: settings.email === null ? t('security_needs_email') : settings.channels.email ? null : t('security_channel_off'),
    ga: null,
  };
  return (
    <section className="mc-card" aria-labelledby="sec-2fa-title" data-testid="security-two-factor">
      <h2 id="sec-2fa-title">{t('security_two_factor_title')}</h2>
      <p className="mc-muted">{t('security_two_factor_desc')}</p>
      <ul className="mc-list sec-factors">
        {FACTORS.map((factor) => {
          const on = settings.twoFactor[factor];
          const blocked = !on && missing[factor] !== null;
          return (
            <li key={factor} className="sec-factor" data-testid={`security-factor-${factor}`} data-on={on}>
              <div className="mc-row">
                <span className="mc-grow">
                  {names[factor]}{' '}
                  <span className={on ? 'mc-label' : 'mc-muted'} data-testid={`security-factor-${factor}-state`}>
                    {on ? t('security_on') : t('security_off')}
                  </span>
                </span>
                {editing !== factor && (
                  <button
                    type="button"
                    className="btn btn--small"
                    disabled={blocked}
                    aria-describedby={blocked ? `sec-2fa-${factor}-missing` : undefined}
                    onClick={() => setEditing(factor)}
                    data-testid={`security-factor-${factor}-toggle`}
                  >
                    {on ? t('security_turn_off') : t('security_turn_on')}
                  </button>
                )}
              </div>
              {blocked && (
                <p id={`sec-2fa-${factor}-missing`} className="mc-muted">
                  {missing[factor]}
                </p>
              )}
              {editing === factor && (
                <FactorChange
                  factor={factor}
                  turnOn={!on}
                  settings={settings}
                  onDone={(next) => {
                    setEditing(null);
                    if (next) onChanged(next);
                  }}
                />
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function FactorChange({
  factor,
  turnOn,
  settings,
  onDone,
}: {
  factor: SecondFactor;
  turnOn: boolean;
  settings: SecuritySettings;
  onDone: (next: SecuritySettings | null) => void;
}) {
  const { t } = useTranslation('member');
  const proof = useProof(settings);
  const [setup, setSetup] = useState<{ secret: string; uri: string } | null>(null);
  const [totpCode, setTotpCode] = useState('');
  const [error, setError] = useState<{ field: string; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const id = `sec-2fa-${factor}`;
  const needsSetup = factor === 'ga' && turnOn;

  const startSetup = async () => {
    setError(null);
    try {
      setSetup(await setUpTotp());
    } catch (caught) {
      setError({ field: 'totpCode', text: refusalText(caught, t('unknown_error')) });
    }
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (needsSetup && !looksLikeSixDigitCode(totpCode)) return setError({ field: 'totpCode', text: t('security_code_required') });
    const typed = proofOf(proof);
    if (!typed) return setError({ field: 'proof', text: t('security_required') });
    setBusy(true);
    setError(null);
    try {
      onDone(await setTwoFactor({ method: factor, enabled: turnOn, proof: typed, ...(needsSetup ? { totpCode: totpCode.trim() } : {}) }));
    } catch (caught) {
      setError({ field: refusedField(caught) === 'totpCode' ? 'totpCode' : 'proof', text: refusalText(caught, t('unknown_error')) });
    } finally {
      setBusy(false);
    }
  };

  if (needsSetup && !setup)
    return (
      <div className="sec-change">
        <p className="mc-muted">{t('security_ga_intro')}</p>
        <div className="mc-actions">
          <button type="button" className="btn" onClick={() => onDone(null)}>
            {t('cashier_cancel')}
          </button>
          <button type="button" className="btn btn--primary" onClick={() => void startSetup()} data-testid="security-ga-setup">
            {t('security_ga_setup')}
          </button>
        </div>
        {error && (
          <p className="mc-error" role="alert">
            {error.text}
          </p>
        )}
      </div>
    );
  return (
    <form className="sec-change" onSubmit={(event) => void submit(event)} noValidate data-testid={`${id}-form`} aria-busy={busy}>
      {setup && (
        <>
          <p className="mc-muted">{t('security_ga_scan')}</p>
          <Suspense fallback={<p className="mc-muted">…</p>}>
            <QrCode text={setup.uri} label={t('security_ga_qr_label')} testId="security-ga-qr" />
          </Suspense>
          <p className="mc-muted">{t('security_ga_manual')}</p>
          <p className="mc-link" data-testid="security-ga-secret">
            {setup.secret}
          </p>
          <CodeField
            id={`${id}-totp`}
            label={t('security_ga_code')}
            value={totpCode}
            maxLength={SIX_DIGIT_CODE_LENGTH}
            error={error?.field === 'totpCode' ? error.text : null}
            onChange={setTotpCode}
          />
        </>
      )}
      <ProofField state={proof} id={id} error={error?.field === 'proof' ? error.text : null} />
      <div className="mc-actions">
        <button type="button" className="btn" onClick={() => onDone(null)}>
          {t('cashier_cancel')}
        </button>
        <button type="submit" className="btn btn--primary" disabled={busy} data-testid={`${id}-confirm`}>
          {turnOn ? t('security_turn_on') : t('security_turn_off')}
        </button>
      </div>
    </form>
  );
}
