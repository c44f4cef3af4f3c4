/** The security page's calls (schemas/security.ts). Forms show their own errors (notify: false). */
import { api, type AnswerOf, type BodyOf } from '@m/shared';

export type SecuritySettings = AnswerOf<'securitySettings'>;
export type LoginEntry = AnswerOf<'securityLogins'>['items'][number];
export type CodeTarget = BodyOf<'securityCode'>;
export type SecurityProof = BodyOf<'securityMobile'>['proof'];

export const fetchSecurity = () => api.call('securitySettings', { cache: false });
export const fetchLogins = () => api.call('securityLogins', { cache: false });
export const sendSecurityCode = (body: CodeTarget) => api.call('securityCode', { body });
export const changePassword = (body: BodyOf<'changePassword'>) => api.call('changePassword', { body });
export const bindMobile = (body: BodyOf<'securityMobile'>) => api.call('securityMobile', { body });
export const bindEmail = (body: BodyOf<'securityEmail'>) => api.call('securityEmail', { body });
export const setUpTotp = () => api.call('securityTotpSetup');
export const setTwoFactor = (body: BodyOf<'securityTwoFactor'>) => api.call('securityTwoFactor', { body });
export const signOutEverywhere = () => api.call('securitySignOutAll');
