/**
 * `@m/shared/contract`: the pure contract entry point (no browser API, no rxjs, no React):
 * the endpoint catalogue, the request/answer schemas, the error codes, the business constants.
 * The reference server and the tests import it by package name; browser code imports
 * `@m/shared` and takes only types from here.
 */
export * from '../api/endpoints';
export * from '../config/constants';
export * from '../config/system-status';
export * from './error-codes';
export { errorMessage, MESSAGE_LANGUAGES, type MessageLanguage } from './error-messages';
export { CONTRACT, type Contract } from './contract';
export { beaconBody } from './schemas/system';
export type { RegistrationFields } from './schemas/registration';
export type { EndpointContract } from './endpoint-contract';
export type * from './types';
export { safeAppPath, type RedirectPolicy } from '../tracking/safe-redirect';
export { TRACKED_EVENTS, type TrackedEvent } from '../bus/event-catalogue';
