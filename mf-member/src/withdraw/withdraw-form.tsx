/**
 * The withdrawal: to which bound account, how much (within the limits, the available balance and
 * today's number of withdrawals), refused up front while a bonus still needs bets. The amount is
 * held at once and paid when the back office approves it.
 */
import { useState } from 'react';
import { ApiError, bus, useTranslation } from '@m/shared';
import { amountProblem, normaliseAmount } from '../platform/amount-rules';
import type { FormatMoney } from '../platform/money';
import { providerName } from '../platform/provider-name';
import { newRequestId } from '../platform/request-id';
import type { WalletBalance } from '../platform/wallet-balance';
import { AmountField, amountProblemText } from '../ui/amount-field';
import { requestWithdrawal, type WithdrawAccount, type WithdrawInfo } from './withdraw-api';
import type { RequestedWithdrawal, WithdrawalOutcome } from './withdraw-outcome';

export function WithdrawForm({
  info,
  wallet,
  money,
  outcome,
  onAddAccount,
  onEdited,
  onRequested,
}: {
  info: WithdrawInfo;
  wallet: WalletBalance;
  money: FormatMoney;
  /** What became of the last withdrawal asked for here (withdraw-outcome.ts). */
  outcome: WithdrawalOutcome | null;
  onAddAccount: () => void;
  /** The player changed the form: the last request's note goes. */
  onEdited: () => void;
  onRequested: (withdrawal: RequestedWithdrawal) => void;
}) {
  const { t } = useTranslation('member');
  const accounts: WithdrawAccount[] = info.boundAccounts ?? [];
  const [accountId, setAccountId] = useState(accounts[0]?.id ?? 0);
  const [amount, setAmount] = useState('');
  const [requestId, setRequestId] = useState(newRequestId);
  const [error, setError] = useState<string | null>(null);
  // The amount as it was asked for: the note keeps saying it after the field is cleared.
  const [asked, setAsked] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const decimals = info.decimals ?? wallet.decimals;
  const limits = { min: info.minAmount, max: info.maxAmount, decimals, available: wallet.balance };
  const blocked =
    wallet.turnoverRemaining > 0
      ? t('cashier_turnover_blocks', { amount: money(wallet.turnoverRemaining) })
      : info.remainingTimes === 0
        ? t('cashier_times_used')
        : null;

  const change = (apply: () => void) => {
    apply();
    setError(null);
    onEdited();
    setRequestId(newRequestId());
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy || blocked) return;
    if (!accounts.some((account) => account.id === accountId)) return setError(t('cashier_pick_account'));
    const problem = amountProblem(amount, limits);
    if (problem) return setError(amountProblemText(t, problem, money));
    setBusy(true);
    try {
      const withdrawal = await requestWithdrawal({ accountId, amount: normaliseAmount(amount)!, requestId });
      setAmount('');
      setRequestId(newRequestId());
      setAsked(withdrawal.amount);
      bus.publish('wallet.changed', { reason: 'withdraw' });
      onRequested(withdrawal);
    } catch (caught) {
      setError(caught instanceof ApiError && caught.message ? caught.message : t('unknown_error'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="mc-card" onSubmit={(event) => void submit(event)} noValidate data-testid="withdraw-form" aria-busy={busy}>
      <fieldset className="cs-options" disabled={busy}>
        <legend>{t('cashier_withdraw_to')}</legend>
        {accounts.map((account) => (
          <label key={account.id} className="cs-option" data-testid="withdraw-account">
            <input
              type="radio"
              name="withdraw-account"
              value={account.id}
              checked={account.id === accountId}
              onChange={() => change(() => setAccountId(account.id))}
            />
            <strong>{providerName(info.providers, account.provider)}</strong>
            <span className="mc-muted cs-option__note">
              {account.holderName} · {account.accountNo}
            </span>
          </label>
        ))}
        <button type="button" className="btn btn--small" onClick={onAddAccount} data-testid="withdraw-add-account">
          {t('cashier_add_account')}
        </button>
      </fieldset>
      <AmountField
        id="withdraw-amount"
        value={amount}
        onChange={(value) => change(() => setAmount(value))}
        hint={`${t('wallet_limits', { min: money(info.minAmount), max: money(info.maxAmount) })} · ${
          info.remainingTimes === undefined
            ? t('wallet_daily_times', { count: info.dailyTimes })
            : t('cashier_times_left', { count: info.remainingTimes, total: info.dailyTimes })
        }`}
        error={error}
        money={money}
        disabled={busy || blocked !== null}
      />
      {blocked && (
        <p className="mc-muted cs-notice" data-testid="withdraw-blocked">
          {blocked}
        </p>
      )}
      {outcome && asked !== null && (
        <p className="cs-notice" role="status" data-testid="withdraw-done" data-outcome={outcome.tone}>
          {t(outcome.key, { amount: money(asked) })}
          {outcome.tone === 'refused' && outcome.reason && <> {t('cashier_refused_because', { reason: outcome.reason })}</>}
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={busy || blocked !== null} data-testid="withdraw-submit">
        {t('wallet_withdraw')}
      </button>
    </form>
  );
}
