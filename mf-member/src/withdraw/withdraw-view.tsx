/**
 * /m/member/withdraw: the balance (with what is held), the withdrawal form or, with no account
 * yet, binding one first, and the latest withdrawals with their state.
 */
import { useCallback, useState } from 'react';
import { loadedValue, LoadFailed, useLoad, Skeleton } from '@m/shared';
import { useMoney } from '../platform/money';
import { useSessionToken } from '../platform/session-token';
import { fetchWalletBalance } from '../platform/wallet-balance';
import { BalanceCard } from '../ui/balance-card';
import { BindAccountForm } from './bind-account-form';
import { RecentWithdrawals } from './recent-withdrawals';
import { fetchWithdrawInfo } from './withdraw-api';
import { WithdrawForm } from './withdraw-form';
import { withdrawalOutcome, type RequestedWithdrawal } from './withdraw-outcome';
import type { LedgerEntry } from '../ui/ledger-entry';

export function WithdrawView({ navigate }: { navigate: (to: string) => void }) {
  const token = useSessionToken();
  const [round, setRound] = useState(0);
  const balance = useLoad(['wallet-balance', token, round], fetchWalletBalance, { keep: true });
  const info = useLoad(['withdraw-info', token, round], fetchWithdrawInfo, { keep: true });
  const [adding, setAdding] = useState(false);
  const wallet = loadedValue(balance);
  const ready = loadedValue(info);
  const money = useMoney(wallet?.currency ?? ready?.currency, ready?.decimals ?? wallet?.decimals);
  const refresh = useCallback(() => setRound((value) => value + 1), []);
  const accounts = ready?.boundAccounts ?? [];
  const [requested, setRequested] = useState<RequestedWithdrawal | null>(null);
  const [entries, setEntries] = useState<LedgerEntry[] | undefined>(undefined);
  const outcome = withdrawalOutcome(requested, entries);

  return (
    <>
      <BalanceCard load={balance} money={money} />
      {info.status === 'failed' && <LoadFailed onRetry={info.retry} />}
      {(!ready || !wallet) && info.status !== 'failed' && <Skeleton lines={4} card />}
      {ready && wallet && (adding || accounts.length === 0) && (
        <BindAccountForm
          providers={ready.providers ?? []}
          smsMobile={ready.smsMobile ?? null}
          onBound={() => {
            setAdding(false);
            refresh();
          }}
          onCancel={accounts.length > 0 ? () => setAdding(false) : undefined}
          navigate={navigate}
        />
      )}
      {ready && wallet && !adding && accounts.length > 0 && (
        <WithdrawForm
          info={ready}
          wallet={wallet}
          money={money}
          outcome={outcome}
          onAddAccount={() => setAdding(true)}
          onEdited={() => setRequested(null)}
          onRequested={(withdrawal) => {
            setRequested(withdrawal);
            refresh();
          }}
        />
      )}
      <RecentWithdrawals round={round} money={money} onSettled={refresh} onEntries={setEntries} />
    </>
  );
}
