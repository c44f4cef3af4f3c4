// Launch query parameters, tracking persistence, click-id cookies and safe redirects (SPEC section 2).
export {
  tracking,
  TrackingStore,
  EMPTY_TRACKING_STATE,
  VISIT_STORAGE_KEY,
  SAVED_STORAGE_KEY,
  REGISTER_INFO_STORAGE_KEY,
  type TrackingState,
  type RegistrationInfo,
  type PixelTrack,
  type TrackingInit,
} from './tracking-store';
export {
  readLaunchQuery,
  TRACKING_PARAMS,
  AD_ID_PARAMS,
  CLICK_ID_PARAMS,
  type TrackingParam,
  type TrackingParams,
  type LaunchQuery,
} from './launch-query';
export { safeAppPath, type RedirectPolicy } from '../contract/safe-redirect';
export { updateClickIdCookies } from './click-id-cookies';
export { updateTrackingDomainCookie, TRACKING_DOMAIN_COOKIE } from './tracking-domain-cookie';
export { appTrackingInfo, type AppTrackingInfo } from './app-ids';
export { channelIdsFor, domainEntry, CHANNEL_IDS, type ChannelIds, type ChannelIdName, type ChannelContext } from './analytics-channels';
