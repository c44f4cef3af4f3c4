/**
 * The merchant's status and configuration (SPEC section 3 "Status and config object") and its
 * country info, as every bundle reads them. The shell loads them at start-up
 * (GET /wps/system/status and /wps/system/country) and publishes them here; remotes read
 * `systemConfig.value` or subscribe. The reference backend answers exactly these shapes.
 */
import { BehaviorSubject } from 'rxjs';

/** Per-tenant flags of SPEC section 6 (and the ones sections 4 and 5 name). */
export const WHITELABEL_FLAGS = [
  'GEETEST3', // human verification on login
  'GEETESTTEST3', // Geetest in test mode
  'GEETESTVCODE3', // human verification before sending an SMS code
  'MOBILEAUTOLOGIN3', // remembered login and auto-login
  'PWDEXPFORCECHANGE3', // expired password forces a change
  'GOOGLELOGIN3', // social sign-in offered
  'FIREBASECREATEACC3', // firebase may create an account for an unlinked social login
  'SSOMANUALREG3', // unlinked social login must register by hand
  'UPDATEMOBILEICC3', // dialing code shown with mobile numbers
  'REWCEN3', // rewards centre
  'MANDATORYUPDATE3', // app upgrade cannot be dismissed
  'STARTGAMEINAPP3', // games start only inside the native app or home-screen app
  'AUTOREGISTER3', // social login registers automatically when allowed
  'LINELOGIN3', // LINE login offered
  'SMSLOGIN3', // SMS login offered
  'MOBILENUMREG3', // registration by mobile number offered
  'REG3', // registration by username offered
] as const;
export type WhitelabelFlag = (typeof WHITELABEL_FLAGS)[number];

export interface FirebaseSettings {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId: string;
  messagingSenderId: string;
  /** Local Firebase Auth emulator URL for development and tests; absent in production. */
  authEmulatorUrl?: string;
}

export interface CustomerServiceEntry {
  csType: 'AICAN' | 'MIDUOKE' | 'LIVECHAT' | 'COMM100' | 'COMM100VIP' | string;
  csPosition: string;
  path: string;
  /** Empty: a general entry. Otherwise used only for members with one of these club labels. */
  labelIds: string[];
}

export interface AnalyticsDomain {
  domain: string;
  affiliateCode?: string;
  gtmId?: string;
  gtagId?: string;
  fbPixelId?: string;
  tiktokPixelId?: string;
  appsflyerId?: string;
  adjustId?: string;
}

export interface PwaTemplate {
  title: string;
  /** Icon URLs by size: '192x192', '256x256', '384x384', '512x512'. */
  icons: Record<string, string>;
}

export interface SystemStatus {
  merchantCode: string;
  /** Display name of the merchant. */
  merchantName: string;
  /** The languages this merchant offers (spec codes) and the one to use when nothing else fits. */
  languages?: string[];
  defaultLanguage?: string;
  maintenance: boolean;
  /** ISO 8601 instant the maintenance ends, or null when unknown. */
  maintenanceEnd: string | null;
  regionRestriction: boolean;
  ip: string;
  test: boolean;
  register: { captcha: { enabled: boolean }; requirePassword: boolean };
  whitelabel: Partial<Record<WhitelabelFlag, boolean>>;
  imageCDNs: string[];
  sms: {
    provider: 'firebase' | 'internal' | string;
    firebase: FirebaseSettings | null;
    vapidKey: string;
    googleWebClientId: string;
    facebookAppId: string;
  };
  gw: {
    GEETEST_ID: string;
    GEETEST_VERSION: '3' | '4';
    /** Where the Geetest script is loaded from (a local test version in development). */
    GEETEST_SCRIPT_URL: string;
    LINE_CLIENT_ID: string;
    /** LINE OAuth authorize endpoint (a local test version in development). */
    LINE_AUTHORIZE_URL: string;
    PROFILE_ICON_COUNT: number;
    VIP_RANK_LEVEL?: number;
    /** Download bar only for VIP members at or above VIP_RANK_LEVEL. */
    DOWNLOAD_BAR_VIP_ONLY?: boolean;
  };
  customerService: CustomerServiceEntry[];
  mobileTemplate: { pwa: PwaTemplate; desktop_app_feature: boolean; apple_touch_icon: string; theme: 'light' | 'dark' };
  resources: Record<string, string>;
  analytics: { domains: AnalyticsDomain[]; fbPixelId?: string; tiktokPixelId?: string; gtmId?: string };
  /**
   * Hosts an external banner or promotion link may carry the session token and user name to
   * (SPEC 4); any other host gets the link without them. Absent: no host does.
   */
  tokenLinkHosts?: string[];
}

export interface CountryInfo {
  countries: { code: string; name: string; dialingCode: string }[];
  countryCode: string;
  countryDialingCode: string;
  currency: string;
  currencySymbol: string;
  /** Where the currency symbol goes relative to the amount. */
  currencyPosition: 'before' | 'after';
}

export interface SystemConfig {
  status: SystemStatus;
  country: CountryInfo | null;
}

/** Null until start-up has read the status. */
export const systemConfig = new BehaviorSubject<SystemConfig | null>(null);

export function isFlagOn(flag: WhitelabelFlag): boolean {
  return systemConfig.value?.status.whitelabel[flag] === true;
}
