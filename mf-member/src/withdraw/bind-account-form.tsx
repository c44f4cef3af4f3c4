/**
 * Binding a withdrawal account: where the money goes (e-wallet or bank, the holder's name, the
 * number), confirmed by a code sent to the member's own mobile, so that someone holding a
 * stolen session cannot send the balance to their own account.
 */
import { useState } from 'react';
import { ApiError, looksLikeCode, useResendWait, useTranslation } from '@m/shared';
import { securityPathReturningTo } from '../platform/return-path';
import { AppLink } from '../ui/app-link';
import { bindWithdrawAccount, sendBindingCode, type WithdrawAccount, type WithdrawProvider } from './withdraw-api';

export function BindAccountForm({
  providers,
  smsMobile,
  onBound,
  onCancel,
  navigate,
}: {
  providers: WithdrawProvider[];
  smsMobile: string | null;
  onBound: (account: WithdrawAccount) => void;
  onCancel?: () => void;
  navigate: (to: string) => void;
}) {
  const { t } = useTranslation('member');
  const [provider, setProvider] = useState(providers[0]?.code ?? '');
  const [holderName, setHolderName] = useState('');
  const [accountNo, setAccountNo] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  // The wait the server answers before another code (resendAfterSeconds), as on every code form.
  const { wait, start: startWait } = useResendWait();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const chosen = providers.find((item) => item.code === provider);

  const fail = (caught: unknown) => setError(caught instanceof ApiError && caught.message ? caught.message : t('unknown_error'));

  const sendCode = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await sendBindingCode();
      setSentTo(answer.mobileNum);
      startWait(answer);
    } catch (caught) {
      fail(caught);
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy || !chosen) return;
    if (holderName.trim().length < 2) return setError(t('cashier_holder_required'));
    if (!/^\d{6,20}$/.test(accountNo.trim())) return setError(t('cashier_account_no_invalid'));
    if (!looksLikeCode(smsCode)) return setError(t('cashier_code_required'));
    setBusy(true);
    setError(null);
    try {
      const account = await bindWithdrawAccount({
        type: chosen.type,
        provider: chosen.code,
        holderName: holderName.trim(),
        accountNo: accountNo.trim(),
        smsCode: smsCode.trim(),
      });
      onBound(account);
    } catch (caught) {
      fail(caught);
    } finally {
      setBusy(false);
    }
  };

  // A user-name account has no mobile yet: the security page adds one, then brings the player back.
  if (!smsMobile)
    return (
      <div className="mc-card" data-testid="bind-needs-mobile">
        <p>{t('cashier_bind_needs_mobile')}</p>
        <AppLink to={securityPathReturningTo('/member/withdraw')} navigate={navigate} className="btn btn--primary" testId="bind-add-mobile">
          {t('cashier_add_mobile')}
        </AppLink>
      </div>
    );
  return (
    <form className="mc-card" onSubmit={(event) => void submit(event)} noValidate data-testid="bind-account-form" aria-busy={busy}>
      <h2>{t('cashier_bind_title')}</h2>
      <div className="mc-field">
        <label htmlFor="bind-provider">{t('cashier_bind_provider')}</label>
        <select id="bind-provider" value={provider} onChange={(event) => setProvider(event.target.value)} disabled={busy}>
          {providers.map((item) => (
            <option key={item.code} value={item.code}>
              {item.name}
            </option>
          ))}
        </select>
      </div>
      <div className="mc-field">
        <label htmlFor="bind-holder">{t('cashier_bind_holder')}</label>
        <input
          id="bind-holder"
          type="text"
          autoComplete="name"
          value={holderName}
          onChange={(event) => setHolderName(event.target.value)}
          disabled={busy}
        />
      </div>
      <div className="mc-field">
        <label htmlFor="bind-number">{chosen?.type === 'bank' ? t('cashier_bind_bank_number') : t('cashier_bind_wallet_number')}</label>
        <input
          id="bind-number"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={accountNo}
          onChange={(event) => setAccountNo(event.target.value)}
          disabled={busy}
        />
      </div>
      <div className="mc-field">
        <label htmlFor="bind-code">{t('cashier_bind_code')}</label>
        <div className="mc-row">
          <input
            id="bind-code"
            className="mc-grow"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={smsCode}
            onChange={(event) => setSmsCode(event.target.value)}
            disabled={busy}
            aria-describedby="bind-code-hint"
          />
          <button type="button" className="btn" onClick={() => void sendCode()} disabled={busy || wait > 0} data-testid="bind-send-code">
            {wait > 0 ? t('code_resend_in', { seconds: wait }) : sentTo ? t('cashier_bind_resend') : t('cashier_bind_send')}
          </button>
        </div>
        <span className="mc-muted" id="bind-code-hint" data-testid="bind-code-hint">
          {sentTo ? t('cashier_bind_sent', { mobile: sentTo }) : t('cashier_bind_code_to', { mobile: smsMobile })}
        </span>
      </div>
      {error && (
        <p className="mc-error" role="alert" data-testid="bind-error">
          {error}
        </p>
      )}
      <div className="mc-actions">
        <button type="submit" className="btn btn--primary" disabled={busy} data-testid="bind-submit">
          {t('cashier_bind_submit')}
        </button>
        {onCancel && (
          <button type="button" className="btn" onClick={onCancel} disabled={busy}>
            {t('cashier_cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
