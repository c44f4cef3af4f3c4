/** Per-tenant flags of SPEC section 6 (and the ones sections 4 and 5 name). Pure: the server reads it too. */
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

/** The analytics channels a tracker can deliver to (shell/src/tracking/channels). */
export const ANALYTICS_CHANNELS = ['gtm', 'gtag', 'meta', 'tiktok', 'appsflyer', 'adjust'] as const;
export type AnalyticsChannel = (typeof ANALYTICS_CHANNELS)[number];
