/** The member's account calls (SPEC 3 member info, VIP progress; the profile icon). */
import { api, type AnswerOf } from '@m/shared';

export type MemberInfo = AnswerOf<'memberInfo'>;
export type RankProgressAnswer = AnswerOf<'rankProgress'>;

export const fetchMemberInfo = () => api.call('memberInfo', { cache: false });
export const fetchRankProgress = () => api.call('rankProgress', { cache: false });
export const saveProfileIcon = (icon: number) => api.call('memberProfileIcon', { body: { icon } });
