/**
 * The frame's one balance (wallet-balance.ts), started by the browser's bootstrap only: the
 * server draws guests' pages, which have no balance, so the subjects stay empty there.
 */
import { BehaviorSubject } from 'rxjs';
import { api, bus, sessionStore } from '@m/shared';
import { onVisibleAgain } from '../startup/timers';
import { createWalletBalance, type HeaderBalance, type WalletBalanceStore } from './wallet-balance';

export const headerBalance$ = new BehaviorSubject<HeaderBalance | null>(null);
export const headerBalanceBusy$ = new BehaviorSubject(false);
let store: WalletBalanceStore | null = null;

export function startHeaderBalance(): void {
  store ??= createWalletBalance({
    bus,
    session$: sessionStore.subject,
    fetch: () => api.call('walletBalance', { cache: false }),
    onVisible: (check) => onVisibleAgain(check),
    balance$: headerBalance$,
    busy$: headerBalanceBusy$,
  });
}

export function refreshHeaderBalance(): void {
  store?.refresh();
}
