/**
 * `@m/shared/contract`: the pure contract entry point (no browser API, no rxjs, no React):
 * the endpoint catalogue, the request/answer schemas, the error codes, the business constants,
 * the remotes and the route table, the registry document's parser. It is the ground floor of
 * @m/shared: it imports no other shared folder (scripts/lint-config.ts).
 * The reference server and the tests import it by package name; browser code imports
 * `@m/shared` and takes only types from here.
 */
export * from './endpoints';
export * from './constants';
export * from './verification-codes';
export * from './installed-app';
export * from './system-status';
export * from './error-codes';
export { errorMessage, MESSAGE_LANGUAGES, type MessageLanguage } from './error-messages';
export { CONTRACT, type Contract } from './contract';
export { beaconBody } from './schemas/system';
export type { RegistrationConsent, RegistrationFields } from './schemas/registration';
export type { SecurityProof, SecuritySettings } from './schemas/security';
export { LEDGER_ENTRY_TYPES, LEDGER_ENTRY_STATUSES, type LedgerEntryType, type LedgerEntryStatus } from './schemas/cashier';
export * from './security-proofs';
export type { EndpointContract } from './endpoint-contract';
export type * from './types';
export { safeAppPath, type RedirectPolicy } from './safe-redirect';
export { TRACKED_EVENTS, type TrackedEvent, type TrackPayload } from './tracked-events';
export { REMOTE_FAILURE_KIND, type RemoteFailureRecord } from './failure-record';
export { REMOTE_NAMES, EXPOSED_MODULES, type RemoteName, type ExposedModule } from './remotes';
export {
  parseRegistryDocument,
  RegistryError,
  DEFAULT_LOAD_TIMEOUT_MS,
  type RegistryDocument,
  type RegistryRemote,
  type RegistryServerEntry,
  type RegistryCanary,
} from './registry-document';
export {
  DEVICE_ID_COOKIE,
  acceptedDeviceId,
  canaryBucket,
  deviceIdInCookieHeader,
  entryForDevice,
  registryForDevice,
  runsCanary,
} from './canary-choice';
export * from './server-render';
export { POPUPS_SEEN_COOKIE, formatPopupsSeen, parsePopupsSeen, popupsSeenInHeader } from './popups-seen';
export {
  ROUTES,
  HOME_SLOTS,
  HOME_WIDGET_PLACES,
  modulesForPath,
  type Access,
  type RouteDef,
  type RemoteModule,
  type RemotePage,
} from './route-table';
export { parseSessionInfo, SESSION_STORAGE_KEY, type SessionInfo } from './session-info';
