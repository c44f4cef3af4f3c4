/**
 * Back from the payment page (`?order=<id>`): what became of the order, in words. A paid order
 * tells the frame to fetch the balance again; one left unpaid can be paid or checked again.
 */
import { useEffect, useRef } from 'react';
import { bus, LoadFailed, useLoad, useTranslation, Skeleton } from '@m/shared';
import type { FormatMoney } from '../platform/money';
import { useSessionToken } from '../platform/session-token';
import { fetchDepositOrder } from './deposit-api';

export function DepositResult({
  orderId,
  money,
  navigate,
  onPaid,
}: {
  orderId: string;
  money: FormatMoney;
  navigate: (to: string) => void;
  onPaid: () => void;
}) {
  const { t } = useTranslation('member');
  const token = useSessionToken();
  const order = useLoad(token && ['deposit-order', token, orderId], () => fetchDepositOrder(orderId), { keep: true });
  const value = order.status === 'ready' ? order.value : undefined;
  const told = useRef(false);
  useEffect(() => {
    if (value?.status !== 'completed' || told.current) return;
    told.current = true;
    bus.publish('wallet.changed', { reason: 'deposit' });
    onPaid();
  }, [value?.status, onPaid]);

  return (
    <section className="mc-card cs-result" aria-live="polite" data-testid="deposit-result" data-status={value?.status ?? order.status}>
      {order.status === 'loading' && <Skeleton lines={3} />}
      {order.status === 'failed' && <LoadFailed onRetry={order.retry} />}
      {value && (
        <>
          <h2>{t(`cashier_order_${value.status}`)}</h2>
          <p data-testid="deposit-result-amount">
            {t('cashier_order_amount', { amount: money(value.amount), channel: value.channelName ?? value.channel })}
            {value.bonus > 0 && <> · {t('cashier_bonus_adds', { amount: money(value.bonus) })}</>}
          </p>
          <p className="mc-muted">{t(`cashier_order_${value.status}_note`)}</p>
          <div className="mc-actions">
            {value.status === 'pending' && (
              <button type="button" className="btn btn--primary" onClick={order.retry} disabled={order.busy} data-testid="deposit-check">
                {t('cashier_order_check')}
              </button>
            )}
            <button type="button" className="btn" onClick={() => navigate('/member/deposit')} data-testid="deposit-again">
              {t('cashier_deposit_again')}
            </button>
            <button type="button" className="btn" onClick={() => navigate('/member/transactions')}>
              {t('cashier_title_transactions')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
