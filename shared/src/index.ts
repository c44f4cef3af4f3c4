/**
 * `@m/shared`: the one instance every bundle shares (Module Federation singleton).
 * Import from here only; the folders show the roles.
 */
export { bus, EventBus } from './bus/event-bus';
export {
  BUS_VERSION,
  TRACKED_EVENTS,
  type TrackedEvent,
  type TrackPayload,
  type EventCatalogue,
  type EventName,
  type BusEvent,
  type RemoteFailureReason,
  type ServiceWorkerPhase,
  type LanguageOrigin,
} from './bus/event-catalogue';
export { sessionStore, SessionStore } from './session/session-store';
export { handOverTrusted, pageHandOverTrusted, type HandOverSource } from './session/hand-over-source';
export { parseSessionInfo, SESSION_STORAGE_KEY, type SessionInfo } from './contract/session-info';
export type { RemoteFailureRecord } from './contract/failure-record';
export {
  REMOTE_NAMES,
  EXPOSED_MODULES,
  containerName,
  type RemoteName,
  type ParcelProps,
  type NavigateOptions,
  type ExposedModule,
} from './federation/parcel-contract';
export {
  parseRegistryDocument,
  RegistryError,
  DEFAULT_LOAD_TIMEOUT_MS,
  type RegistryDocument,
  type RegistryRemote,
  type RegistryServerEntry,
} from './contract/registry-document';
export { DEVICE_ID_COOKIE, acceptedDeviceId, registryForDevice, runsCanary } from './contract/canary-choice';
export * from './contract/server-render';
export * from './contract/security-proofs';
export {
  ROUTES,
  HOME_SLOTS,
  HOME_WIDGET_PLACES,
  modulesForPath,
  type Access,
  type RouteDef,
  type RemoteModule,
  type RemotePage,
} from './contract/route-table';
export {
  createParcel,
  type ParcelComponent,
  type ParcelOptions,
  type ServerRenderable,
  type HydrationProps,
} from './federation/create-parcel';
export { ServerLoadCollector, LoadSeedContext, HandedOverLoads, type LoadSeeds } from './ssr/server-loads';
export { setServerSnapshot, serverSnapshot } from './ssr/hydration-snapshot';
export { pageLocation, serverDrawnLocation, setServerLocationSource, type PageLocation } from './ssr/page-location';
export { markPopupsSeen, popupsSeen } from './ssr/popups-seen';
export { POPUPS_SEEN_COOKIE, parsePopupsSeen, popupsSeenInHeader } from './contract/popups-seen';
export { useHydrated } from './ssr/use-hydrated';
export { reportHydrationError, watchHydrationErrors, HYDRATION_LOG_PREFIX } from './ssr/hydration-errors';
export { useMediaQuery, useReducedMotion } from './ssr/use-media-query';
export { debugMode, rememberDebugFlag, useDebugMode } from './debug/debug-mode';
export {
  i18n,
  registerNamespace,
  loadNamespace,
  loadLanguage,
  changeLanguage,
  currentLanguage,
  initLanguage,
  setSupportedLanguages,
  language$,
  supportedLanguages$,
  i18nextCode,
  DEFAULT_LANGUAGE,
  COMMON_NS,
  type CatalogueLoader,
} from './i18n/i18n';
export {
  SUPPORTED_LANGUAGES,
  RTL_LANGUAGES,
  LANGUAGE_NAMES,
  isSupportedLanguage,
  mapLanguageCode,
  acceptLanguage,
  matchBrowserLanguage,
  pickInitialLanguage,
  textDirection,
  type LanguageCode,
} from './i18n/languages';
export { languageFlag, regionFlag } from './i18n/flags';
export { htmlLang, applyDocumentLanguage } from './i18n/document-language';
export { LANGUAGE_STORAGE_KEY, readStoredLanguage, storeLanguage } from './i18n/language-storage';
export * from './tracking';
export * from './format';
export { parseAmount, normaliseAmount, toMajor, toMinor, formatMinor, type ParsedAmount } from './money';
export { injectStyles, collectStyles } from './ui/inject-styles';
export { BundleTag } from './ui/bundle-tag';
export {
  useLoad,
  useHandedOver,
  loadedValue,
  type Load,
  type MaybeLoad,
  type LoadKey,
  type LoadOptions,
  type LoadState,
  type Loader,
} from './ui/use-load';
export { LoadFailed, type LoadFailedProps } from './ui/load-failed';
export { Skeleton, SkeletonBlock, useSkeletonStyles, type SkeletonProps, type SkeletonBlockProps } from './ui/skeleton';
export { isPlainClick } from './ui/plain-click';
export { useResendWait, resendSeconds, type ResendWait } from './ui/use-resend-wait';
export { lockScroll, isScrollLocked } from './ui/scroll-lock';
export { overlays$, loading$, showNotice, showConfirm, showToast, showLoading, removeOverlay, type Overlay } from './ui/overlay-store';
export { expectPrompt, userOverlayOpened, whenTurn, PROMPT_ORDER, type PromptKind, type PromptTurn } from './ui/prompt-turns';
export { formatLocalDay, formatLocalDateTime } from './i18n/format-date';
export { textIn, type LocalizedText } from './i18n/localized-text';
export { useBehavior } from './util/use-observable';
export { afterLoadWhenIdle, useAfterLoadIdle, IDLE_WAIT_MAX_MS, type IdleOptions, type IdleWindow } from './util/idle';
export { readCookie, writeCookie } from './util/cookies';
export { safeLocal, safeSession, safeStorage, webStorage, type SafeStorage, type StorageKind } from './util/safe-storage';
export * from './util/rx';
export { useTranslation } from 'react-i18next';
export * from './api';
export * from './config/system-config';
export * from './captcha';
export * from './contract/constants';
export * from './contract/verification-codes';
export * from './contract/installed-app';
export {
  availablePromotions,
  AvailablePromotionsStore,
  NO_PROMOTIONS,
  normaliseAvailablePromotions,
  type AvailablePromotions,
} from './promotions/available-promotions';
export {
  fetchClaimOffers,
  claimPromotion,
  depositGap,
  type ClaimOffers,
  type ClaimOffer,
  type ClaimAnswer,
} from './promotions/promotion-claims';
export { ClaimOfferCard } from './promotions/claim-offer';
export type { ClaimOfferCardProps } from './promotions/claim-offer-card';
export {
  installPromptHolder,
  INSTALL_PROMPT_HOLDER_KEY,
  type BeforeInstallPromptEvent,
  type InstallPromptHolder,
} from './pwa/install-prompt-holder';
