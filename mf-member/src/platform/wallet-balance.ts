/** The member's balance as the cashier pages show it (walletBalance): available, held, turnover still to bet. */
import { api, type AnswerOf } from '@m/shared';

export type WalletBalance = AnswerOf<'walletBalance'>;

export const fetchWalletBalance = () => api.call('walletBalance', { cache: false });
