/**
 * What every auth request needs to know about the page: the merchant's status, the device id,
 * how the page runs, the visit's attribution and redirect target.
 */
import {
  filter,
  firstValueFrom,
  isFlagOn,
  map,
  sessionStore,
  systemConfig,
  type SystemStatus,
  timeout,
  tracking,
  type WhitelabelFlag,
} from '@m/shared';
import { deviceId } from '../platform/device/device-id';
import { currentEnvironment, loginDevice, registerMethod } from '../platform/device/run-mode';
import type { LoginContext } from './login-request';
import type { RegistrationContext } from './registration-request';
import { resolveAffiliateCode, resolveReferralCode } from './affiliate-code';

export function currentStatus(): SystemStatus | null {
  return systemConfig.value?.status ?? null;
}

/** The status once the shell has read it (it does before any remote mounts; bounded anyway). */
export function statusReady(ms = 10_000): Promise<SystemStatus> {
  const now = currentStatus();
  if (now) return Promise.resolve(now);
  return firstValueFrom(
    systemConfig.pipe(
      map((config) => config?.status ?? null),
      filter((status): status is SystemStatus => status !== null),
      timeout(ms),
    ),
  );
}

/**
 * The terms version in force when the server said the page's was outdated (terms_outdated names
 * it): the status read at start-up stays as it was, so the next registration, once the player
 * has ticked the box again, sends this one.
 */
let newerTermsVersion: string | null = null;

export function noteTermsVersion(version: string): void {
  newerTermsVersion = version;
}

function termsVersion(): string | null {
  return newerTermsVersion ?? currentStatus()?.legal?.terms?.version ?? null;
}

export function flagOn(flag: WhitelabelFlag): boolean {
  return isFlagOn(flag);
}

export function merchantCode(): string {
  return currentStatus()?.merchantCode ?? sessionStore.current?.merchantCode ?? '';
}

export function loginContext(): LoginContext {
  const env = currentEnvironment(tracking.isInApp());
  return { merchant: merchantCode(), loginDeviceId: deviceId(), isOfficialAppLogin: tracking.isInApp(), device: loginDevice(env) };
}

export function registrationContext(): RegistrationContext {
  const registration = tracking.registrationInfo();
  return {
    registerMethod: registerMethod(currentEnvironment(tracking.isInApp())),
    registerUrl: window.location.href.split('#')[0] ?? window.location.href,
    domain: window.location.hostname,
    loginDeviceId: deviceId(),
    isOfficialAppLogin: tracking.isInApp(),
    referralCode: resolveReferralCode(tracking.get('referralCode'), registration.referralCode ?? null),
    affiliateCode: resolveAffiliateCode({
      hostname: window.location.hostname,
      queryCode: tracking.get('affiliateCode'),
      storedCode: registration.affiliateCode ?? null,
    }),
    pixelTrack: tracking.pixelTrack(),
    requirePassword: currentStatus()?.register.requirePassword ?? true,
    termsVersion: termsVersion(),
  };
}

/** SPEC 4 "unless a redirect handler takes over": the visit's safe redirectUrl, else backUrl. */
export function redirectTarget(): string | null {
  return tracking.redirectUrl() ?? tracking.backUrl();
}
