/** The withdrawal's calls: accounts and limits, binding an account (confirmed by an SMS code), the request, recent ones. */
import { api, type AnswerOf, type BodyOf } from '@m/shared';

export type WithdrawInfo = AnswerOf<'withdrawAccountInfo'>;
export type WithdrawAccount = NonNullable<WithdrawInfo['boundAccounts']>[number];
export type WithdrawProvider = NonNullable<WithdrawInfo['providers']>[number];

export const fetchWithdrawInfo = () => api.call('withdrawAccountInfo', { cache: false });
export const sendBindingCode = () => api.call('smsMember', { body: { purpose: 'BIND_WITHDRAW_ACCOUNT' } });
export const bindWithdrawAccount = (body: BodyOf<'withdrawAccountBind'>) => api.call('withdrawAccountBind', { body });
export const requestWithdrawal = (body: BodyOf<'withdraw'>) => api.call('withdraw', { body });
export const fetchRecentWithdrawals = (limit: number) =>
  api.call('walletTransactions', { cache: false, query: { type: 'withdrawal', limit } });
