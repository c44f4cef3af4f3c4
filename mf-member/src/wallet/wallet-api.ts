import { api, type AnswerOf } from '@m/shared';

export type DepositSettings = AnswerOf<'depositSettings'>;
export type WithdrawInfo = AnswerOf<'withdrawAccountInfo'>;

export async function fetchWallet(): Promise<{ deposit: DepositSettings; withdraw: WithdrawInfo }> {
  const [deposit, withdraw] = await Promise.all([
    api.call('depositSettings', { cache: false }),
    api.call('withdrawAccountInfo', { cache: false }),
  ]);
  return { deposit, withdraw };
}
