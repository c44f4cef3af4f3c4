/**
 * /m/member/deposit: the balance, then either the form or, back from the payment page
 * (`?order=`), the order's result.
 */
import { useCallback } from 'react';
import { loadedValue, LoadFailed, useLoad, Skeleton } from '@m/shared';
import { useMoney } from '../platform/money';
import { useSessionToken } from '../platform/session-token';
import { fetchWalletBalance } from '../platform/wallet-balance';
import { BalanceCard } from '../ui/balance-card';
import { fetchDepositSettings } from './deposit-api';
import { DepositForm } from './deposit-form';
import { DepositResult } from './deposit-result';

export function DepositView({ search, navigate }: { search: string; navigate: (to: string) => void }) {
  const token = useSessionToken();
  const balance = useLoad(['wallet-balance', token], fetchWalletBalance, { keep: true });
  const settings = useLoad(['deposit-settings', token], fetchDepositSettings, { keep: true });
  const ready = loadedValue(settings);
  const money = useMoney(ready?.currency ?? loadedValue(balance)?.currency, ready?.decimals ?? loadedValue(balance)?.decimals);
  const orderId = new URLSearchParams(search).get('order')?.trim().slice(0, 64) || null;
  const { retry: retryBalance } = balance;
  const refreshBalance = useCallback(() => retryBalance(), [retryBalance]);

  return (
    <>
      <BalanceCard load={balance} money={money} />
      {orderId ? (
        <DepositResult orderId={orderId} money={money} navigate={navigate} onPaid={refreshBalance} />
      ) : (
        <>
          {settings.status === 'failed' && <LoadFailed onRetry={settings.retry} />}
          {!ready && settings.status === 'loading' && <Skeleton lines={5} card />}
          {ready && <DepositForm settings={ready} money={money} onPay={(url) => window.location.assign(url)} />}
        </>
      )}
    </>
  );
}
