/**
 * The amount a player types for a deposit or a withdrawal: a decimal keypad, the limits said up
 * front, quick amounts, and the problem (the field's own or the backend's) right beside it.
 */
import { useTranslation } from '@m/shared';
import type { AmountProblem } from '../platform/amount-rules';
import type { FormatMoney } from '../platform/money';

type Translate = ReturnType<typeof useTranslation<'member'>>['t'];

export function amountProblemText(t: Translate, problem: AmountProblem, money: FormatMoney): string {
  switch (problem.key) {
    case 'amount_decimals':
      return t('cashier_amount_decimals', { decimals: problem.decimals });
    case 'amount_below_min':
    case 'amount_above_max':
    case 'amount_above_balance':
      return t(`cashier_${problem.key}`, { limit: money(problem.limit) });
    default:
      return t(`cashier_${problem.key}`);
  }
}

export function AmountField({
  id,
  value,
  onChange,
  hint,
  error,
  presets = [],
  money,
  disabled = false,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  hint: string;
  /** Shown beside the field and announced; null when the amount is fine. */
  error: string | null;
  presets?: number[];
  money: FormatMoney;
  disabled?: boolean;
}) {
  const { t } = useTranslation('member');
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="mc-field">
      <label htmlFor={id}>{t('cashier_amount')}</label>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        className="cs-amount"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        data-testid={`${id}`}
      />
      <span className="mc-muted" id={`${id}-hint`} data-testid={`${id}-hint`}>
        {hint}
      </span>
      {presets.length > 0 && (
        <div className="cs-presets" role="group" aria-label={t('cashier_presets')}>
          {presets.map((preset) => (
            <button
              key={preset}
              type="button"
              className="cs-chip"
              disabled={disabled}
              aria-pressed={value === String(preset)}
              onClick={() => onChange(String(preset))}
              data-testid="amount-preset"
            >
              {money(preset)}
            </button>
          ))}
        </div>
      )}
      {error && (
        <p className="mc-error" id={`${id}-error`} role="alert" data-testid={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
