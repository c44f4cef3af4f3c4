/**
 * The endpoint catalogue: every /wps call of SPEC section 7 (and the calls the named features
 * need), by name. Features call `api.call('login', …)`, never a literal path; the reference
 * backend (server/src/wps) implements exactly these paths; docs/backend-contract.md lists them.
 *
 * Per call:
 * - `encrypted`: the JSON body goes out under the encrypted-payload protocol
 *   (docs/encrypted-payload-protocol.md).
 * - `auth`: `Authorization` carries the session token (`'none'` for the public calls of SPEC
 *   section 6 that must work without a session even when one exists, e.g. login).
 * - `notify`: its errors are presented by the shell's error catalogue; `false` means the caller
 *   shows its own message (e.g. login failures inside the login form).
 * - `cacheable`: a GET whose answer is kept in sessionStorage for 10 minutes per merchant and
 *   language (SPEC section 7 "GET may be cached").
 * - `moduleId`: the `ModuleId` header (SPEC section 7).
 */
import { API_TIMEOUT_MS, GAME_LAUNCH_TIMEOUT_MS, PING_TIMEOUT_MS } from './constants';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface EndpointDef {
  path: string;
  method: HttpMethod;
  encrypted: boolean;
  /** 'session': the session token goes along when there is one (the server decides whether it is required). */
  auth: 'session' | 'none';
  notify: boolean;
  cacheable: boolean;
  timeoutMs: number;
  moduleId?: string;
  /** Sent as a beacon (navigator.sendBeacon) when possible: survives the page closing. */
  beacon?: boolean;
  /** Headers this call always carries (the caller's own headers still win). */
  headers?: Record<string, string>;
  /**
   * The answer is a document, not an envelope (the web-app manifest): returned as it is, or
   * unwrapped when the server does wrap it.
   */
  raw?: boolean;
}

const DEFAULT_TIMEOUT_MS = API_TIMEOUT_MS;

type Partial<T> = { [K in keyof T]?: T[K] };
type DefOptions = Partial<Omit<EndpointDef, 'method' | 'path' | 'auth'>>;
// Each entry keeps its `auth` as a literal type, so the server's route definitions know, from the
// catalogue alone, which handlers always get a session (server/src/wps/http/define-route.ts).
function def(method: HttpMethod, path: string, options: DefOptions & { auth: 'none' }): EndpointDef & { auth: 'none' };
function def(method: HttpMethod, path: string, options?: DefOptions & { auth?: 'session' }): EndpointDef & { auth: 'session' };
function def(method: HttpMethod, path: string, options: DefOptions & { auth?: EndpointDef['auth'] } = {}): EndpointDef {
  return {
    method,
    path,
    encrypted: false,
    auth: 'session',
    notify: true,
    cacheable: false,
    timeoutMs: DEFAULT_TIMEOUT_MS,
    ...options,
  };
}

export const ENDPOINTS = {
  // --- session -------------------------------------------------------------------------------
  rsaKey: def('GET', '/wps/session/key/rsa', { auth: 'none', notify: false }),
  login: def('POST', '/wps/session/login', { encrypted: true, auth: 'none', notify: false }),
  loginVerification: def('POST', '/wps/session/login/verification', { encrypted: true, auth: 'none', notify: false }),
  loginMaya: def('POST', '/wps/session/login/maya', { auth: 'none', notify: false }),
  loginLine: def('POST', '/wps/session/login/line', { auth: 'none', notify: false }),
  logout: def('POST', '/wps/session/logout'),
  /** A signed single-use hand-over for this session (the fast-domain jump carries it beside the token, issue 35). */
  handOverIssue: def('POST', '/wps/session/handOver', { notify: false }),
  /** Spends a hand-over, asked with the link's token: whether the merchant's own page handed this session over. */
  handOverCheck: def('POST', '/wps/session/handOver/check', { notify: false }),

  // --- member --------------------------------------------------------------------------------
  register: def('POST', '/wps/member/register', { encrypted: true, auth: 'none', notify: false, moduleId: 'REG3' }),
  registerMobile: def('POST', '/wps/member/register/mobile', { encrypted: true, auth: 'none', notify: false, moduleId: 'MOBILENUMREG3' }),
  registerAutoUsername: def('POST', '/wps/member/register/autoUsername', { auth: 'none' }),
  registerSocial: def('POST', '/wps/member/register/social', { encrypted: true, auth: 'none', notify: false }),
  memberLanguage: def('POST', '/wps/member/language'),
  memberInfo: def('GET', '/wps/member/info'),
  changePassword: def('PUT', '/wps/member/password', { encrypted: true, notify: false }),
  resetPasswordSms: def('POST', '/wps/member/password/reset', { encrypted: true, auth: 'none', notify: false }),
  resetPasswordByUserName: def('POST', '/wps/member/password/resetByUserName', { encrypted: true, auth: 'none', notify: false }),
  feedback: def('POST', '/wps/member/feedback'),
  feedbackList: def('GET', '/wps/member/feedback'),
  memberProfileIcon: def('POST', '/wps/member/profileIcon'),
  referralInfo: def('GET', '/wps/member/referral'),
  // Rewards centre (flag REWCEN3). SPEC names the flag only, no paths: these are this product's
  // own, beside the member's other data (docs/backend-contract.md "Rewards centre").
  rewardPoints: def('GET', '/wps/member/rewards/points', { notify: false }),
  rewardHistory: def('GET', '/wps/member/rewards/history', { notify: false }),
  rewardCatalogue: def('GET', '/wps/member/rewards/catalogue', { notify: false }),
  rewardExchange: def('POST', '/wps/member/rewards/exchange', { notify: false }),
  // The inbox (schemas/inbox.ts, issue 26): the member's messages, read state on the server.
  inboxList: def('GET', '/wps/member/inbox', { notify: false }),
  inboxUnread: def('GET', '/wps/member/inbox/unread', { notify: false }),
  inboxRead: def('POST', '/wps/member/inbox/read', { notify: false }),
  inboxDelete: def('POST', '/wps/member/inbox/delete', { notify: false }),
  // Security settings (schemas/security.ts, issue 26): bodies carrying a password or code go encrypted.
  securitySettings: def('GET', '/wps/member/security', { notify: false }),
  securityLogins: def('GET', '/wps/member/security/logins', { notify: false }),
  securityCode: def('POST', '/wps/member/security/code', { notify: false }),
  securityMobile: def('POST', '/wps/member/security/mobile', { encrypted: true, notify: false }),
  securityEmail: def('POST', '/wps/member/security/email', { encrypted: true, notify: false }),
  securityTotpSetup: def('POST', '/wps/member/security/totp', { notify: false }),
  securityTwoFactor: def('POST', '/wps/member/security/twoFactor', { encrypted: true, notify: false }),
  securitySignOutAll: def('POST', '/wps/member/security/signOutAll', { notify: false }),
  // The cashier (schemas/cashier.ts): this product's own paths beside SPEC's two MCSFE relays.
  // Forms show their own errors (notify: false): a refused amount belongs beside its field.
  walletBalance: def('GET', '/wps/member/wallet/balance', { notify: false }),
  depositOrder: def('POST', '/wps/member/wallet/deposit', { notify: false }),
  depositOrderStatus: def('GET', '/wps/member/wallet/deposit', { notify: false }),
  withdrawAccountBind: def('POST', '/wps/member/wallet/withdrawAccount', { encrypted: true, notify: false }),
  withdraw: def('POST', '/wps/member/wallet/withdraw', { notify: false }),
  walletTransactions: def('GET', '/wps/member/wallet/transactions', { notify: false }),
  betRecords: def('GET', '/wps/member/wallet/bets', { notify: false }),
  // Responsible gaming (schemas/limits.ts, issue 26): deposit limits and breaks from play.
  responsibleGaming: def('GET', '/wps/member/limits', { notify: false }),
  depositLimitSet: def('POST', '/wps/member/limits/deposit', { notify: false }),
  playBreakStart: def('POST', '/wps/member/limits/break', { notify: false }),
  // Claimable promotions (schemas/promotion-claims.ts, issue 26) and each bonus's turnover left.
  promotionClaims: def('GET', '/wps/member/promotions/claims', { notify: false }),
  promotionClaim: def('POST', '/wps/member/promotions/claim', { notify: false }),
  activeBonuses: def('GET', '/wps/member/wallet/bonuses', { notify: false }),

  // --- system --------------------------------------------------------------------------------
  systemStatus: def('GET', '/wps/system/status', { auth: 'none', notify: false }),
  systemCountry: def('GET', '/wps/system/country', { auth: 'none', cacheable: true }),
  systemSettings: def('GET', '/wps/system/settings', { auth: 'none', cacheable: true }),
  domainRoute: def('GET', '/wps/system/domainRoute', { auth: 'none' }),
  systemManifest: def('GET', '/wps/system/manifest.json', { auth: 'none', notify: false, raw: true }),
  ping: def('GET', '/wps/system/test/ping', { auth: 'none', notify: false, timeoutMs: PING_TIMEOUT_MS }),
  collect: def('POST', '/wps/system/collect', { auth: 'none', notify: false, beacon: true }),
  systemTerms: def('GET', '/wps/system/terms', { auth: 'none', notify: false }),
  systemAssetList: def('GET', '/wps/system/assets', { auth: 'none', notify: false }),
  systemResourceList: def('GET', '/wps/system/resources', { auth: 'none', notify: false }),

  // --- verification --------------------------------------------------------------------------
  geetest: def('GET', '/wps/captcha/geetest', { auth: 'none', notify: false }),
  smsNoLogin: def('POST', '/wps/verification/sms/noLogin', { auth: 'none', notify: false }),
  smsResetByUserName: def('POST', '/wps/verification/sms/resetByUserName', { auth: 'none', notify: false }),
  /** A code to the signed-in member's own bound mobile (binding a withdrawal account, security changes). */
  smsMember: def('POST', '/wps/verification/sms', { notify: false }),

  // --- games ---------------------------------------------------------------------------------
  launchGame: def('POST', '/wps/game/launchGame', { timeoutMs: GAME_LAUNCH_TIMEOUT_MS, notify: false }),
  gameTrialLaunch: def('GET', '/wps/relay/GCS_gameTrialLaunch', { auth: 'none', timeoutMs: GAME_LAUNCH_TIMEOUT_MS, notify: false }),
  gameMatch: def('GET', '/wps/relay/GCSGAME_getGameMatchV2', { auth: 'none', cacheable: true }),
  gameVendors: def('GET', '/wps/relay/GCSGAME_newGameVendor', { auth: 'none', cacheable: true }),
  gameSearch: def('GET', '/wps/game/search', { auth: 'none', notify: false }),
  gameHot: def('GET', '/wps/game/hot', { auth: 'none', notify: false }),
  /** The merchant's latest big wins, players masked (the home's winners ticker, issue 27). */
  gameWinners: def('GET', '/wps/game/winners', { auth: 'none', notify: false }),
  // Favourites and recently played are kept per member by the backend (they follow the player).
  gameFavourites: def('GET', '/wps/game/favourites', { notify: false }),
  gameFavouriteAdd: def('POST', '/wps/game/favourites'),
  gameFavouriteRemove: def('DELETE', '/wps/game/favourites'),
  gameRecent: def('GET', '/wps/game/recent', { notify: false }),

  // --- push ----------------------------------------------------------------------------------
  fcmBind: def('POST', '/wps/relay/CSP_fcmBind', { notify: false }),
  fcmSubscribe: def('POST', '/wps/relay/CSP_fcmSubscribe', { notify: false }),
  fcmUnsubscribe: def('DELETE', '/wps/relay/CSP_fcmUnsubscribe', { notify: false }),

  // --- LINE and chat ---------------------------------------------------------------------------
  verifyLineCode: def('POST', '/wps/relay/WPS3RD_verifyLineCode', { auth: 'none', notify: false }),
  launchChat: def('GET', '/wps/relay/CBS_launchChat'),
  unreadCount: def('GET', '/wps/relay/CBS_unreadCount', { notify: false }),

  // --- promotions, member data, downloads ------------------------------------------------------
  availablePromotions: def('GET', '/wps/relay/MCSFE_getMerchantAvailablePromotions', { auth: 'none', cacheable: true }),
  announcements: def('GET', '/wps/relay/MCSFE_getListAnnouncements', { auth: 'none', cacheable: true }),
  rankProgress: def('GET', '/wps/relay/MCSFE_getPlayerRankProgress', { notify: false }),
  /** Every VIP level of the merchant and what each gives (issue 26): the same for everyone, cached. */
  vipLevels: def('GET', '/wps/member/vip/levels', { auth: 'none', cacheable: true, notify: false }),
  depositSettings: def('GET', '/wps/relay/MCSFE_getDepositSettings'),
  withdrawAccountInfo: def('GET', '/wps/relay/MCSFE_getWithdrawAccountInfo'),
  // Guests get the merchant's desks, a member also those of their label: the session goes along
  // when there is one, and the cache is kept per token (storage-cache.ts), so the two never mix.
  customerServiceScript: def('GET', '/wps/relay/WPSCORE_getCustomerServiceScript', { cacheable: true }),
  promotionCategory: def('GET', '/wps/relay/PROMOFE_getPromotionAnnouncementCategory', { auth: 'none', cacheable: true }),
  banners: def('GET', '/wps/relay/PROMOFE_getBanners', { auth: 'none', cacheable: true }),
  downloadSetting: def('GET', '/wps/relay/WPSCORE_getDownloadSetting', { auth: 'none', cacheable: true }),

  // --- tracking ------------------------------------------------------------------------------
  /** The member's cashier events (deposits, withdrawals) not yet handed to the tracker; claims them. */
  trackingEvents: def('POST', '/wps/member/trackingEvents/claim', { notify: false }),
} as const satisfies Record<string, EndpointDef>;

export type EndpointName = keyof typeof ENDPOINTS;
