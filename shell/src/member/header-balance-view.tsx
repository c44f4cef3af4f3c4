/**
 * The member's balance in the header, with a refresh: the figure in the merchant's currency
 * format, announced politely when it changes (a deposit arriving, a round won).
 */
import { formatMoney, systemConfig, useBehavior, useTranslation } from '@m/shared';
import { headerBalance$, headerBalanceBusy$, refreshHeaderBalance } from './header-balance';

export function HeaderBalance() {
  const { t } = useTranslation();
  const figure = useBehavior(headerBalance$);
  const busy = useBehavior(headerBalanceBusy$);
  const config = useBehavior(systemConfig);
  if (!figure) return null;
  const country = {
    currency: figure.currency,
    currencySymbol: config?.country?.currencySymbol ?? '',
    currencyPosition: config?.country?.currencyPosition ?? ('before' as const),
  };
  return (
    <span className="app-header__wallet">
      <span className="visually-hidden">{t('header_balance')} </span>
      <span data-testid="header-balance" aria-live="polite">
        {formatMoney(figure.balance, country, { decimals: figure.decimals })}
      </span>
      <button
        type="button"
        className="app-header__refresh"
        aria-label={t('header_balance_refresh')}
        aria-busy={busy}
        disabled={busy}
        data-testid="header-balance-refresh"
        onClick={refreshHeaderBalance}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M17.65 6.35A7.95 7.95 0 0 0 12 4a8 8 0 1 0 7.75 10h-2.08A6 6 0 1 1 12 6c1.66 0 3.14.69 4.22 1.78L13 11h7V4l-2.35 2.35z"
          />
        </svg>
      </button>
    </span>
  );
}
