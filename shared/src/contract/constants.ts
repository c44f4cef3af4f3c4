/**
 * Business constants and limits of SPEC section 9, named after the spec, in one place. Every
 * bundle takes its timers and limits from here so that a change to the spec is one edit.
 * The SPEC 9 values that no code of this product can or should own (the Firebase SDK's own
 * timers, the original's loading-toast workaround) are listed, with why, in docs/architecture.md
 * "SPEC constants that do not apply".
 */

// Device id (SPEC 3, 5, 9)
export const DEVICE_ID_LENGTH = 36;
export const DEVICE_ID_MAX_AGE_DAYS = 365;

// API (SPEC 7, 9)
export const API_TIMEOUT_MS = 30_000;
export const GAME_LAUNCH_TIMEOUT_MS = 10_000;
export const PING_TIMEOUT_MS = 20_000;
/** Cacheable GET answers are kept this long in sessionStorage. */
export const STORAGE_CACHE_MS = 10 * 60 * 1000;

// Forms and clicks
/** Registration and login locks are released this long after the request finished. */
export const LOCK_RELEASE_MS = 500;
export const CLICK_DEBOUNCE_MS = 250;
export const VISIBILITY_REFRESH_DEBOUNCE_MS = 300;

// Install to home screen (SPEC 4, 9)
export const INSTALL_PROMPT_DELAY_MS = 1000;
export const INSTALL_PROMPT_SLIDE_MS = 250;
export const INSTALL_PROMPT_POLL_TIMES = 20;
export const INSTALL_PROMPT_POLL_INTERVAL_MS = 150;

// Updates (SPEC 4, 9)
export const ASSET_CHECK_INTERVAL_MS = 3_600_000;
export const ASSET_CHECK_FIRST_MS = 1500;

// Push (SPEC 4, 9)
export const PUSH_REFRESH_DAYS = 7;

// Chat, popups, marquee, loading (SPEC 9)
export const CHAT_SCRIPT_DELAY_MS = 500;
export const MARQUEE_PX_PER_SECOND = 60;
export const POPUP_BANNER_WAIT_MS = 20_000;
export const POPUP_KEYS = ['m_popup1', 'm_popup2'] as const;
export const LOADING_INDICATOR_MAX_MS = 10_000;
/** SPEC 9 "loading indicators 5-10 s": at 5 s a loading indicator says it is still loading; at 10 s it gives up. */
export const LOADING_SLOW_NOTICE_MS = 5_000;
export const NETWORK_OFFLINE_TOAST_MS = 1500;
/**
 * SPEC 9 "sessionTime 5" (minutes) and "auth token max age 300 s": a session token written into
 * an address (the fast-domain jump's `#token=`) is honoured for 300 s after the jump wrote it. A
 * jump address kept longer (restored tab, history, a copy) no longer signs anyone in.
 */
export const SESSION_TIME_MINUTES = 5;
export const AUTH_TOKEN_MAX_AGE_S = SESSION_TIME_MINUTES * 60;

// Tracking (SPEC 3, 9)
export const CLICK_ID_COOKIE_DAYS = 90;
export const TRACKING_DOMAIN_COOKIE_DAYS = 1;
export const ONE_TAP_PROMPT_DELAY_MS = 500;
export const PERFORMANCE_REPORT_WITHIN_MS = 15_000;

// Captcha and heartbeat (SPEC 9)
/** The longest Geetest v3 answer field (challenge, validate, seccode) a request may carry. */
export const CAPTCHA_RESPONSE_LENGTH = 50;
/** A challenge (v3) or lot_number (v4) is good for this long after the server issued it. */
export const CAPTCHA_RESPONSE_TTL_S = 60;
export const GEETEST_V4_TIMEOUT_MS = 10_000;
/** How long a player waits before asking for another verification code (answered as `resendAfterSeconds`). */
export const CODE_RESEND_AFTER_S = 60;
export const HEARTBEAT_LIMIT_BYTES = 1024;
export const HEARTBEAT_KEEP_DAYS = 30;

// Accounts (SPEC 5)
/**
 * The fixed six-digit password a mobile-number registration gets when the merchant requires no
 * password; logging in with it forces a password change (SPEC 4, 5). The reference backend uses
 * the same value (server/src/wps/member).
 */
export const DEFAULT_MOBILE_PASSWORD = '888888';
export const DEFAULT_PROFILE_ICON_COUNT = 9;
/**
 * localStorage key of the remembered-login record (SPEC 3). mf-auth owns the record; the shell
 * only checks that one exists, to start mf-auth for auto-login on load (SPEC 4).
 */
export const REMEMBERED_LOGIN_STORAGE_KEY = 'm_remembered_login';
/** localStorage flag beside it: '0' turns auto-login off (logout, token_ip_different; SPEC 4). */
export const AUTO_LOGIN_STORAGE_KEY = 'autoLogin';

// Games (SPEC 3, 9)
export const DEFAULT_GAME_VENDOR = 'LOTT';
export const DEFAULT_GAME_LANGUAGE = 'VI';
export const NATIVE_APP_DIRECT_DOWNLOAD_MIN_VERSION = '2.4.39';
export const CATEGORY_ORDER_STEP = 100;

// --- member centre (issue 14) -------------------------------------------------------------------
/** Categories a player files feedback under (labels in mf-member's catalogue). */
export const FEEDBACK_CATEGORIES = ['suggestion', 'bug', 'payment', 'games', 'other'] as const;
export const FEEDBACK_MAX_LENGTH = 2000;
/** Screenshot types and the stored size (the page shrinks a larger picture before sending). */
export const FEEDBACK_SCREENSHOT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const FEEDBACK_SCREENSHOT_MAX_BYTES = 40_000;
/** The largest picture a player may pick before it is shrunk. */
export const FEEDBACK_SCREENSHOT_PICK_MAX_BYTES = 10 * 1024 * 1024;
/** The largest profile icon number a merchant may configure (its gw.PROFILE_ICON_COUNT). */
export const PROFILE_ICON_MAX = 99;
/** How often a signed-in page asks for the chat's unread count. */
export const UNREAD_POLL_MS = 10_000;

// --- rewards centre (issue 18, flag REWCEN3) -----------------------------------------------------
/** History entries per page the rewards centre asks for, and the most a page may hold. */
export const REWARD_HISTORY_PAGE_SIZE = 20;
export const REWARD_HISTORY_PAGE_SIZE_MAX = 100;

// --- the page the server serves (issue 17) ------------------------------------------------------
/** Id of the `<script type="application/json">` in which the server hands the shell the merchant's registry. */
export const EMBEDDED_REGISTRY_ID = 'm-registry';

/** Entries per page of the transaction history and the bet records. */
export const WALLET_PAGE_SIZE = 20;
export const WALLET_PAGE_SIZE_MAX = 100;

/** Messages per page of the inbox, and the most one read or delete may name. */
export const INBOX_PAGE_SIZE = 20;
export const INBOX_PAGE_SIZE_MAX = 100;

// --- responsible gaming (issue 26, schemas/limits.ts) ---------------------------------------------
/** Deposit limits per rolling day (24 h), week (7 days) and month (30 days). */
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export const BREAK_KINDS = ['cooling_off', 'self_exclusion'] as const;
/** The bounds of a break the backend enforces (the form offers only these). */
export const COOLING_OFF_DAYS = { min: 1, max: 42 } as const;
export const SELF_EXCLUSION_MONTHS = { min: 6, max: 60 } as const;
