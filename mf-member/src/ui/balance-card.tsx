/** The member's money at a glance on every cashier page: available, held for withdrawals, bets a bonus still needs. */
import { LoadFailed, useTranslation, type Load, Skeleton } from '@m/shared';
import type { FormatMoney } from '../platform/money';
import type { WalletBalance } from '../platform/wallet-balance';

export function BalanceCard({ load, money }: { load: Load<WalletBalance>; money: FormatMoney }) {
  const { t } = useTranslation('member');
  const wallet = load.status === 'ready' || load.status === 'failed' ? load.value : undefined;
  return (
    <section className="mc-card cs-balance" aria-labelledby="cs-balance-title" data-testid="cashier-balance" aria-busy={load.busy}>
      <h2 id="cs-balance-title">{t('wallet_balance')}</h2>
      {wallet ? (
        <>
          <p className="cs-balance__figure" data-testid="cashier-balance-available">
            {money(wallet.balance)}
          </p>
          {wallet.held > 0 && (
            <p className="mc-muted" data-testid="cashier-balance-held">
              {t('cashier_held', { amount: money(wallet.held) })}
            </p>
          )}
          {wallet.turnoverRemaining > 0 && (
            <p className="mc-muted" data-testid="cashier-turnover">
              {t('cashier_turnover_remaining', { amount: money(wallet.turnoverRemaining) })}
            </p>
          )}
        </>
      ) : load.status === 'failed' ? null : (
        <Skeleton lines={1} />
      )}
      {load.status === 'failed' && <LoadFailed onRetry={load.retry} />}
    </section>
  );
}
