/**
 * `@m/shared`: the one instance every bundle shares (Module Federation singleton).
 * Import from here only; the folders show the roles.
 */
export { bus, EventBus } from './bus/event-bus';
export { BUS_VERSION, type EventCatalogue, type EventName, type BusEvent, type RemoteFailureReason } from './bus/event-catalogue';
export { sessionStore, SessionStore } from './session/session-store';
export { parseSessionInfo, SESSION_STORAGE_KEY, type SessionInfo } from './session/session-info';
export {
  REMOTE_NAMES,
  EXPOSED_MODULES,
  containerName,
  type RemoteName,
  type ParcelProps,
  type NavigateOptions,
  type ExposedModule,
} from './federation/parcel-contract';
export { createParcel, type ParcelComponent, type ParcelOptions } from './federation/create-parcel';
export { i18n, registerNamespace, changeLanguage, currentLanguage, i18nextCode, DEFAULT_LANGUAGE, COMMON_NS, type CatalogueLoader } from './i18n/i18n';
export { injectStyles } from './ui/inject-styles';
export { BundleTag } from './ui/bundle-tag';
export { lockScroll, isScrollLocked } from './ui/scroll-lock';
export { overlays$, loading$, showNotice, showConfirm, showToast, showLoading, removeOverlay, type Overlay } from './ui/overlay-store';
export { useBehavior } from './util/use-observable';
export { useTranslation } from 'react-i18next';
export * from './api';
export * from './config/system-config';
export * from './config/constants';
