/**
 * Caps on the cheap writes anyone can make (issue 24): how often one address, one merchant or
 * one member may make them. Each cap is a sliding window (auth/rate-limiter.ts); beyond it the
 * call answers TOO_MANY_REQUEST (429) with Retry-After and writes nothing.
 *
 * The defaults are far above what a real player does (a player binds push once per device,
 * launches a trial every few seconds at most, sends a few feedback messages a day) and far below
 * what fills a disk. WRITE_LIMIT_SCALE multiplies every `max` (the end-to-end run, which makes
 * hundreds of scenarios' calls from 127.0.0.1, sets it to 100); tests pass their own limits.
 * The login, registration and per-number SMS limits are the merchant's own (merchant.json).
 */
import type { WindowLimit } from '../wps/auth/rate-limiter';

export interface WriteLimits {
  /** POST /m/csp-report: per address, and for the whole server. */
  cspReport: { perIp: WindowLimit; perServer: WindowLimit };
  /** fcmBind and fcmSubscribe (no session needed). */
  pushBind: { perIp: WindowLimit; perMerchant: WindowLimit };
  /** gameTrialLaunch (guests). */
  trialLaunch: { perIp: WindowLimit; perMerchant: WindowLimit };
  /** geetest: a signed challenge, nothing stored; the merchant's count is an alarm, not a refusal. */
  captcha: { perIp: WindowLimit; perMerchant: WindowLimit };
  /** feedback: per address, and what one member may store in a day (messages and bytes). */
  feedback: { perIp: WindowLimit; perMemberPerDay: number; bytesPerMemberPerDay: number };
  /**
   * SMS codes (login, registration, reset): one merchant's hourly and daily budget (alarms: beyond
   * them a stranger needs a captcha for each code, a player is never refused); and the codes
   * a device, and an address, get without a captcha (where the merchant does not already ask for
   * one on every code). An address has a few, for players behind one carrier address.
   */
  sms: {
    perMerchantHour: WindowLimit;
    perMerchantDay: WindowLimit;
    freePerDevice: WindowLimit;
    freePerIp: WindowLimit;
    /** A signed-in member's free codes to a number or address not yet theirs; each further one needs the captcha (the security page runs it). */
    freePerMember: WindowLimit;
  };
  /** checkUsername: an unthrottled check lists which names exist. */
  usernameCheck: { perIp: WindowLimit };
  /** The cashier's writes (deposit orders, withdrawals, binding an account): per member. */
  cashier: { perMember: WindowLimit };
  /** Failed password logins of one account from any address, beyond which a captcha is asked (never a lockout). */
  loginFailures: { perAccount: WindowLimit };
  /** Game launches of one member (each writes a ticket and a launch row). */
  gameLaunch: { perMember: WindowLimit };
  /** The operator console's sign-in (issue 39): attempts per address, failures per operator name. */
  opsSignIn: { perIp: WindowLimit; perName: WindowLimit };
}

const perMinute = (max: number): WindowLimit => ({ max, windowSeconds: 60 });

export const WRITE_LIMITS: WriteLimits = {
  cspReport: { perIp: perMinute(60), perServer: perMinute(3_000) },
  pushBind: { perIp: perMinute(30), perMerchant: perMinute(3_000) },
  trialLaunch: { perIp: perMinute(60), perMerchant: perMinute(3_000) },
  captcha: { perIp: perMinute(60), perMerchant: perMinute(6_000) },
  feedback: { perIp: perMinute(10), perMemberPerDay: 30, bytesPerMemberPerDay: 2_000_000 },
  sms: {
    perMerchantHour: { max: 2_000, windowSeconds: 3_600 },
    perMerchantDay: { max: 20_000, windowSeconds: 86_400 },
    freePerDevice: { max: 1, windowSeconds: 3_600 },
    freePerIp: { max: 3, windowSeconds: 3_600 },
    freePerMember: { max: 1, windowSeconds: 3_600 },
  },
  usernameCheck: { perIp: perMinute(60) },
  cashier: { perMember: perMinute(20) },
  loginFailures: { perAccount: { max: 10, windowSeconds: 3_600 } },
  gameLaunch: { perMember: perMinute(30) },
  opsSignIn: { perIp: { max: 30, windowSeconds: 900 }, perName: { max: 10, windowSeconds: 900 } },
};

/** Every limit with its `max` multiplied by `scale` (at least 1). */
export function scaleWriteLimits(limits: WriteLimits, scale: number): WriteLimits {
  const scaled = (limit: WindowLimit): WindowLimit => ({
    max: Math.max(1, Math.round(limit.max * scale)),
    windowSeconds: limit.windowSeconds,
  });
  return {
    cspReport: { perIp: scaled(limits.cspReport.perIp), perServer: scaled(limits.cspReport.perServer) },
    pushBind: { perIp: scaled(limits.pushBind.perIp), perMerchant: scaled(limits.pushBind.perMerchant) },
    trialLaunch: { perIp: scaled(limits.trialLaunch.perIp), perMerchant: scaled(limits.trialLaunch.perMerchant) },
    captcha: { perIp: scaled(limits.captcha.perIp), perMerchant: scaled(limits.captcha.perMerchant) },
    feedback: {
      perIp: scaled(limits.feedback.perIp),
      perMemberPerDay: Math.max(1, Math.round(limits.feedback.perMemberPerDay * scale)),
      bytesPerMemberPerDay: Math.max(1, Math.round(limits.feedback.bytesPerMemberPerDay * scale)),
    },
    sms: {
      perMerchantHour: scaled(limits.sms.perMerchantHour),
      perMerchantDay: scaled(limits.sms.perMerchantDay),
      // One device is one player, whatever the run: only the shared address is scaled.
      freePerDevice: limits.sms.freePerDevice,
      freePerMember: limits.sms.freePerMember,
      freePerIp: scaled(limits.sms.freePerIp),
    },
    usernameCheck: { perIp: scaled(limits.usernameCheck.perIp) },
    cashier: { perMember: scaled(limits.cashier.perMember) },
    loginFailures: { perAccount: scaled(limits.loginFailures.perAccount) },
    gameLaunch: { perMember: scaled(limits.gameLaunch.perMember) },
    // One operator is one person, whatever the run: only the shared address is scaled.
    opsSignIn: { perIp: scaled(limits.opsSignIn.perIp), perName: limits.opsSignIn.perName },
  };
}
