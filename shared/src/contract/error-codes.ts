/**
 * The one error-code table (SPEC section 8 and every code the reference backend answers): for
 * each code, how the player meets it and the common-catalogue key of its text
 * (shared/src/i18n/locales/<LANG>.json). The server answers only these codes (WpsError takes
 * `ServerErrorCode`) with that text as the envelope's message; the shell's presenter looks the
 * code up here, so no code reaches the player raw. Pure: no browser API, no zod.
 *
 * Presentations:
 * - `dialog`: a notice with the server's message, else the translated key;
 * - `toast`: a short toast;
 * - `silent`: nothing (SPEC 8: TOO_MANY_REQUEST*);
 * - `logout`: session cleared, 'please login' notice, then /m/login;
 * - `two-factor`: the login flow opens the code dialog (mf-auth);
 * - `bind-account`: the login flow offers "log in to link" or "register" (mf-auth);
 * - `domain-unavailable`: the shell's domain-unavailable page (start-up status call);
 * - `change-password`: a default-password session may only change its password: /m/changePsw.
 * Flows that handle a code themselves (two-factor, bind-account) call with notify:false; if such
 * a code reaches the presenter anyway it is shown as a dialog with its text.
 */

import { RATE_LIMIT_PREFIX } from './error-code-checks';

export type ErrorPresentation =
  'dialog' | 'toast' | 'silent' | 'logout' | 'two-factor' | 'bind-account' | 'domain-unavailable' | 'change-password';

export interface ErrorCodeEntry {
  presentation: ErrorPresentation;
  /** Key of the text in the common catalogue (namespace `common`). */
  messageKey: string;
  /** Who produces it: the reference server, only other backends SPEC 8 names, or the client itself. */
  origin: 'server' | 'spec' | 'client';
}

const server = <P extends ErrorPresentation>(presentation: P, messageKey: string) => ({
  presentation,
  messageKey,
  origin: 'server' as const,
});

export const ERROR_CODES = {
  // --- requests and tenancy
  invalid_request: server('dialog', 'error_invalid_request'),
  merchant_mismatch: server('dialog', 'error_merchant_mismatch'),
  domain_not_available: server('domain-unavailable', 'error_domain_not_available'),
  merchant_config_invalid: server('dialog', 'error_merchant_config_invalid'),
  payload_too_large: server('dialog', 'error_payload_too_large'),
  unsupported_media_type: server('dialog', 'error_unsupported_media_type'),
  not_found: server('dialog', 'error_not_found'),
  server_error: server('dialog', 'error_server_error'),
  TOO_MANY_REQUEST: server('silent', 'error_TOO_MANY_REQUEST'),

  // --- session (SPEC 8: log out, 'please login')
  CUSTOMER_NOT_LOGIN: server('logout', 'please_login_msg'),
  'customer.not.login': { presentation: 'logout', messageKey: 'please_login_msg', origin: 'spec' },
  'user.or.token.invalid': { presentation: 'logout', messageKey: 'please_login_msg', origin: 'spec' },
  'login.not.session': { presentation: 'logout', messageKey: 'please_login_msg', origin: 'spec' },
  // SPEC 8: auto-login off (mf-auth); the member logs in again.
  token_ip_different: server('dialog', 'error_token_ip_different'),

  // --- sign-in
  'login.cred.err': server('dialog', 'error_login_cred_err'),
  'not.exists.user': server('dialog', 'error_not_exists_user'),
  login_verify_required: server('two-factor', 'error_login_verify_required'),
  verify_code_err: server('dialog', 'error_verify_code_err'),
  login_verify_expired: server('dialog', 'error_login_verify_expired'),
  bind_customer_required: server('bind-account', 'error_bind_customer_required'),
  exists_line_err: server('bind-account', 'error_exists_line_err'),
  id_token_invalid: server('dialog', 'error_id_token_invalid'),
  line_session_invalid: server('dialog', 'error_line_session_invalid'),
  line_verify_failed: server('dialog', 'error_line_verify_failed'),
  line_not_enabled: server('dialog', 'error_line_not_enabled'),
  maya_not_enabled: server('dialog', 'error_maya_not_enabled'),
  maya_session_invalid: server('dialog', 'error_maya_session_invalid'),
  maya_unavailable: server('dialog', 'error_maya_unavailable'),
  captcha_invalid: server('dialog', 'error_captcha_invalid'),
  captcha_unavailable: server('dialog', 'error_captcha_unavailable'),

  // --- registration and password
  username_exists: server('dialog', 'error_username_exists'),
  mobile_exists: server('dialog', 'error_mobile_exists'),
  username_invalid: server('dialog', 'error_username_invalid'),
  password_invalid: server('dialog', 'error_password_invalid'),
  registration_disabled: server('dialog', 'error_registration_disabled'),
  // Issue 27: no consent to the terms and the minimum age, or consent to terms no longer in force.
  terms_not_accepted: server('dialog', 'error_terms_not_accepted'),
  terms_outdated: server('dialog', 'error_terms_outdated'),
  social_register_disabled: server('dialog', 'error_social_register_disabled'),
  sms_code_invalid: server('dialog', 'error_sms_code_invalid'),
  sms_code_expired: server('dialog', 'error_sms_code_expired'),
  sms_unavailable: server('dialog', 'error_sms_unavailable'),
  // Not TOO_MANY_REQUEST_*: SPEC 8 silences those, and the player must read that no more codes
  // can be sent now and when to try again (`{minutes}` in the message, `retryAfterSeconds` in value).
  sms_budget_exhausted: server('dialog', 'error_sms_budget_exhausted'),
  // A further SMS code from the same device or address: mf-auth runs the captcha and asks again.
  sms_captcha_required: server('dialog', 'error_sms_captcha_required'),
  // Issue 35: many failed logins to one account (from any addresses): mf-auth runs the captcha and asks again.
  login_captcha_required: server('dialog', 'error_login_captcha_required'),
  old_password_err: server('dialog', 'error_old_password_err'),
  password_unchanged: server('dialog', 'error_password_unchanged'),
  language_not_supported: server('dialog', 'error_language_not_supported'),

  // --- games
  game_not_found: server('dialog', 'error_game_not_found'),
  game_maintenance: server('dialog', 'error_game_maintenance'),
  trial_not_available: server('dialog', 'error_trial_not_available'),
  // STARTGAMEINAPP3: the launch did not come from the native app or the home-screen app.
  game_app_only: server('dialog', 'error_game_app_only'),

  // --- encrypted-payload protocol (docs/encrypted-payload-protocol.md)
  encryption_unsupported: server('dialog', 'error_encryption_unsupported'),
  encryption_key_unknown: server('dialog', 'error_encryption_key_unknown'),
  encryption_invalid: server('dialog', 'error_encryption_invalid'),
  digest_mismatch: server('dialog', 'error_digest_mismatch'),

  // --- security (docs/security.md)
  password_change_required: server('change-password', 'error_password_change_required'),
  region_restricted: server('dialog', 'error_region_restricted'),
  encryption_replayed: server('dialog', 'error_encryption_replayed'),
  path_invalid: server('dialog', 'error_path_invalid'),
  demo_only: server('dialog', 'error_demo_only'),

  // --- games (favourites)
  favourites_full: server('dialog', 'error_favourites_full'),

  // --- rewards centre (REWCEN3)
  rewards_not_enabled: server('dialog', 'error_rewards_not_enabled'),
  reward_not_found: server('dialog', 'error_reward_not_found'),
  reward_points_short: server('dialog', 'error_reward_points_short'),
  reward_out_of_stock: server('dialog', 'error_reward_out_of_stock'),

  // --- cashier (schemas/cashier.ts): forms show these beside the amount (notify: false)
  amount_below_min: server('dialog', 'error_amount_below_min'),
  amount_above_max: server('dialog', 'error_amount_above_max'),
  amount_decimals: server('dialog', 'error_amount_decimals'),
  channel_unavailable: server('dialog', 'error_channel_unavailable'),
  bonus_not_available: server('dialog', 'error_bonus_not_available'),
  order_not_found: server('dialog', 'error_order_not_found'),
  balance_short: server('dialog', 'error_balance_short'),
  turnover_not_met: server('dialog', 'error_turnover_not_met'),
  withdraw_times_exceeded: server('dialog', 'error_withdraw_times_exceeded'),
  withdraw_account_invalid: server('dialog', 'error_withdraw_account_invalid'),
  mobile_required: server('dialog', 'error_mobile_required'),

  // --- security settings (schemas/security.ts): the page shows these beside the field (notify: false)
  email_exists: server('dialog', 'error_email_exists'),
  email_required: server('dialog', 'error_email_required'),
  email_unavailable: server('dialog', 'error_email_unavailable'),
  totp_setup_required: server('dialog', 'error_totp_setup_required'),
  // --- responsible gaming and claimable promotions (schemas/limits.ts, schemas/promotion-claims.ts)
  deposit_limit_exceeded: server('dialog', 'error_deposit_limit_exceeded'),
  cooling_off_active: server('dialog', 'error_cooling_off_active'),
  self_excluded: server('dialog', 'error_self_excluded'),
  play_break_shorter: server('dialog', 'error_play_break_shorter'),
  promotion_not_claimable: server('dialog', 'error_promotion_not_claimable'),
  promotion_not_qualified: server('dialog', 'error_promotion_not_qualified'),

  // --- the client's own (nothing was sent)
  url_is_null_check: { presentation: 'dialog', messageKey: 'url_is_null_check', origin: 'client' },
  encryption_failed: { presentation: 'dialog', messageKey: 'encryption_failed', origin: 'client' },
} as const satisfies Record<string, ErrorCodeEntry>;

export type ErrorCode = keyof typeof ERROR_CODES;
/** The codes the reference server answers with (WpsError takes only these). */
export type ServerErrorCode = { [C in ErrorCode]: (typeof ERROR_CODES)[C]['origin'] extends 'server' ? C : never }[ErrorCode];

// The parts every page needs without the table (error-code-checks.ts), here too for the server.
export { RATE_LIMIT_PREFIX, LOGOUT_CODES, isErrorCode } from './error-code-checks';

/** Whether `code` is one of the table's codes. */
export function isKnownErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.prototype.hasOwnProperty.call(ERROR_CODES, code);
}

/** The table's entry for a code; a TOO_MANY_REQUEST* variant counts as TOO_MANY_REQUEST; unknown: undefined. */
export function errorCodeEntry(code: string | undefined): ErrorCodeEntry | undefined {
  if (isKnownErrorCode(code)) return ERROR_CODES[code];
  if (code?.startsWith(RATE_LIMIT_PREFIX)) return ERROR_CODES.TOO_MANY_REQUEST;
  return undefined;
}
