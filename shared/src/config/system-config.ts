/**
 * The merchant's status and configuration (SPEC section 3 "Status and config object") and its
 * country info, as every bundle reads them. The shell loads them at start-up
 * (GET /wps/system/status and /wps/system/country) and publishes them here; remotes read
 * `systemConfig.value` or subscribe. The shapes are the contract's (./system-status.ts, which
 * the server imports instead of this browser singleton).
 */
import { BehaviorSubject } from 'rxjs';
import type { CountryInfo, SystemStatus, WhitelabelFlag } from '../contract/system-status';

export * from '../contract/system-status';

export interface SystemConfig {
  status: SystemStatus;
  country: CountryInfo | null;
}

/** Null until start-up has read the status. */
export const systemConfig = new BehaviorSubject<SystemConfig | null>(null);

export function isFlagOn(flag: WhitelabelFlag): boolean {
  return systemConfig.value?.status.whitelabel[flag] === true;
}
