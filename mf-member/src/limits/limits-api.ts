/** Responsible gaming's calls (schemas/limits.ts): the member's limits and break, a limit change, a break. */
import { api, type AnswerOf, type BodyOf } from '@m/shared';

export type ResponsibleGaming = AnswerOf<'responsibleGaming'>;
export type DepositLimit = ResponsibleGaming['limits'][number];
export type LimitPeriod = DepositLimit['period'];

export const fetchLimits = () => api.call('responsibleGaming', { cache: false });
export const saveDepositLimit = (period: LimitPeriod, amount: string | null) => api.call('depositLimitSet', { body: { period, amount } });
export const startBreak = (body: BodyOf<'playBreakStart'>) => api.call('playBreakStart', { body });
