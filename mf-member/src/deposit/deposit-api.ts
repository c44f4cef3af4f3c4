/** The deposit's calls: what the merchant offers (channels, limits, bonuses), the order, and its state. */
import { api, type AnswerOf, type BodyOf } from '@m/shared';

export type DepositSettings = AnswerOf<'depositSettings'>;
export type DepositChannel = NonNullable<DepositSettings['channels']>[number];
export type DepositBonus = NonNullable<DepositSettings['bonuses']>[number];
export type DepositOrder = AnswerOf<'depositOrderStatus'>;

export const fetchDepositSettings = () => api.call('depositSettings', { cache: false });
export const createDepositOrder = (body: BodyOf<'depositOrder'>) => api.call('depositOrder', { body });
export const fetchDepositOrder = (orderId: string) => api.call('depositOrderStatus', { cache: false, query: { orderId } });
