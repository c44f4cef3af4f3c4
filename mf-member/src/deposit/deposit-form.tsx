/**
 * The deposit form: a payment channel, an amount (quick amounts, the channel's limits said up
 * front), an optional bonus, then the provider's payment page. Checked here first so a refused
 * amount never leaves the phone; the backend checks again and its reason shows beside the field.
 * One order per submit: the request id stays the same until the player changes something.
 */
import { useState } from 'react';
import { ApiError, useTranslation } from '@m/shared';
import { amountProblem, normaliseAmount } from '../platform/amount-rules';
import type { FormatMoney } from '../platform/money';
import { newRequestId } from '../platform/request-id';
import { AmountField, amountProblemText } from '../ui/amount-field';
import { createDepositOrder, type DepositSettings } from './deposit-api';
import { bonusAmount, bonusQualifies, channelLimits, paymentTarget } from './deposit-rules';

export function DepositForm({ settings, money, onPay }: { settings: DepositSettings; money: FormatMoney; onPay: (url: string) => void }) {
  const { t } = useTranslation('member');
  const channels = settings.channels ?? [];
  const bonuses = settings.bonuses ?? [];
  const decimals = settings.decimals ?? 2;
  const [channelCode, setChannelCode] = useState(() => channels.find((channel) => channel.enabled)?.code ?? '');
  const [amount, setAmount] = useState('');
  const [bonusId, setBonusId] = useState('');
  const [requestId, setRequestId] = useState(newRequestId);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const channel = channels.find((item) => item.code === channelCode);
  const limits = { ...channelLimits(settings, channel), decimals };
  const typed = normaliseAmount(amount);
  const typedValue = typed === null ? null : Number(typed);
  const bonus = bonuses.find((item) => item.promotionId === bonusId);

  // Anything changed is another order: a new request id.
  const change = (apply: () => void) => {
    apply();
    setError(null);
    setRequestId(newRequestId());
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!channel || !channel.enabled) {
      setError(t('cashier_pick_channel'));
      return;
    }
    const problem = amountProblem(amount, limits);
    if (problem) {
      setError(amountProblemText(t, problem, money));
      return;
    }
    if (bonus && bonusQualifies(bonus, typedValue) === false) {
      setError(t('cashier_bonus_min', { amount: money(bonus.minDeposit) }));
      return;
    }
    setBusy(true);
    try {
      const order = await createDepositOrder({ channel: channel.code, amount: typed!, bonusId: bonus?.promotionId ?? null, requestId });
      const target = paymentTarget(order.paymentUrl, settings.allowedHosts, window.location.href);
      if (!target) {
        setError(t('cashier_payment_page_refused'));
        setBusy(false);
        return;
      }
      // Busy until the payment page has replaced this one: a second tap makes no second order.
      onPay(target);
    } catch (caught) {
      setError(caught instanceof ApiError && caught.message ? caught.message : t('unknown_error'));
      setBusy(false);
    }
  };

  if (channels.length === 0) return <p className="mc-card mc-muted">{t('cashier_no_channels')}</p>;
  return (
    <form className="mc-card" onSubmit={(event) => void submit(event)} noValidate data-testid="deposit-form" aria-busy={busy}>
      <fieldset className="cs-options" disabled={busy}>
        <legend>{t('cashier_channel')}</legend>
        {channels.map((item) => (
          <label key={item.code} className="cs-option" data-testid="deposit-channel" data-code={item.code} data-enabled={item.enabled}>
            <input
              type="radio"
              name="deposit-channel"
              value={item.code}
              checked={item.code === channelCode}
              disabled={!item.enabled}
              onChange={() => change(() => setChannelCode(item.code))}
            />
            <strong>{item.name}</strong>
            <span className="mc-muted cs-option__note">
              {item.enabled
                ? t('wallet_limits', { min: money(channelLimits(settings, item).min), max: money(channelLimits(settings, item).max) })
                : t('wallet_method_unavailable')}
            </span>
          </label>
        ))}
      </fieldset>
      <AmountField
        id="deposit-amount"
        value={amount}
        onChange={(value) => change(() => setAmount(value))}
        hint={t('wallet_limits', { min: money(limits.min), max: money(limits.max) })}
        error={error}
        presets={channel?.presets ?? []}
        money={money}
        disabled={busy}
      />
      {bonuses.length > 0 && (
        <fieldset className="cs-options" disabled={busy}>
          <legend>{t('cashier_bonus')}</legend>
          <label className="cs-option">
            <input type="radio" name="deposit-bonus" value="" checked={bonusId === ''} onChange={() => change(() => setBonusId(''))} />
            <strong>{t('cashier_bonus_none')}</strong>
          </label>
          {bonuses.map((item) => {
            const qualifies = bonusQualifies(item, typedValue);
            const adds = typedValue === null ? 0 : bonusAmount(item, typedValue, decimals);
            return (
              <label key={item.promotionId} className="cs-option" data-testid="deposit-bonus" data-bonus={item.promotionId}>
                <input
                  type="radio"
                  name="deposit-bonus"
                  value={item.promotionId}
                  checked={bonusId === item.promotionId}
                  onChange={() => change(() => setBonusId(item.promotionId))}
                />
                <strong>{item.title}</strong>
                <span className="mc-muted cs-option__note">
                  {t('cashier_bonus_terms', {
                    percent: item.percent,
                    max: money(item.maxBonus),
                    min: money(item.minDeposit),
                    times: item.turnoverMultiplier,
                  })}
                </span>
                {qualifies && adds > 0 && (
                  <span className="cs-option__gain" data-testid="deposit-bonus-adds">
                    {t('cashier_bonus_adds', { amount: money(adds) })}
                  </span>
                )}
              </label>
            );
          })}
        </fieldset>
      )}
      <button type="submit" className="btn btn--primary" disabled={busy} data-testid="deposit-submit">
        {busy
          ? t('cashier_opening_payment')
          : typedValue
            ? t('cashier_deposit_amount', { amount: money(typedValue) })
            : t('wallet_deposit')}
      </button>
    </form>
  );
}
