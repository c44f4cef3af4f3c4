/**
 * Reads the merchant's status and country info (SPEC section 7: GET /wps/system/status with
 * device MOBILE, track, originalDomain, url; GET /wps/system/country) and decides the start-up
 * state. Never throws: whatever goes wrong becomes a state the app can draw.
 */
import { api, isApiError, isErrorCode, LOADING_INDICATOR_MAX_MS, type CountryInfo, type SystemConfig, type SystemStatus } from '@m/shared';
import type { StartupState } from './startup-state';

export interface SystemCheck {
  state: StartupState;
  /** Present when the status was read (also in maintenance: the header shows the merchant's name). */
  config: SystemConfig | null;
}

export interface StatusQuery {
  device: 'MOBILE';
  /** The affiliate code the visit is attributed to (query, then saved), for the operator's traffic reports. */
  track: string;
  /** The domain of the player's first visit (fast-domain jumps keep it). */
  originalDomain: string;
  /** The page's address, without a session token. */
  url: string;
}

/** The page address as the status call reports it: a token in the query never leaves the page. */
export function reportableUrl(href: string): string {
  try {
    const url = new URL(href);
    url.searchParams.delete('token');
    url.searchParams.delete('tokens');
    return url.href;
  } catch {
    return '';
  }
}

function isStatus(value: unknown): value is SystemStatus {
  const v = value as Partial<SystemStatus> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.merchantCode === 'string' &&
    typeof v.maintenance === 'boolean' &&
    typeof v.whitelabel === 'object'
  );
}

/** The decision, from a status that was read. */
export function stateFromStatus(status: SystemStatus): StartupState {
  if (status.maintenance) return { phase: 'maintenance', end: typeof status.maintenanceEnd === 'string' ? status.maintenanceEnd : null };
  if (status.regionRestriction) return { phase: 'restricted', ip: typeof status.ip === 'string' ? status.ip : '' };
  return { phase: 'ready' };
}

async function readCountry(merchant: string): Promise<CountryInfo | null> {
  try {
    // The catalogue caches it; start-up can live without it (amounts then show the currency code).
    return await api.call('systemCountry', { query: { _: merchant }, notify: false });
  } catch (error) {
    console.warn('[startup] country info not available', error);
    return null;
  }
}

export interface CheckSystemOptions {
  /** Past any cache (Retry, the page visible again). */
  fresh?: boolean;
  /**
   * The merchant the page names (its `<meta name="merchant">`): the country call then goes out
   * beside the status instead of after it, one round trip less before the first view (about
   * 0.6 s on a slow 4G phone). Its answer is used only if the status confirms the merchant.
   */
  merchant?: string;
}

export async function checkSystem(query: StatusQuery, options: CheckSystemOptions = {}): Promise<SystemCheck> {
  const early = options.merchant ? readCountry(options.merchant) : null;
  let status: SystemStatus;
  try {
    // The splash is a loading indicator: SPEC section 9 bounds those at 10 s, then the retry screen.
    const value = await api.call('systemStatus', {
      query: { ...query },
      timeoutMs: LOADING_INDICATOR_MAX_MS,
      notify: false,
      cache: options.fresh ? false : undefined,
    });
    if (!isStatus(value)) {
      console.error('[startup] /wps/system/status answered something that is not a status', value);
      return { state: { phase: 'failed', reason: 'malformed' }, config: null };
    }
    status = value;
  } catch (error) {
    if (isApiError(error) && isErrorCode(error.errorCode, 'domain_not_available')) {
      return { state: { phase: 'domain-unavailable' }, config: null };
    }
    console.error('[startup] /wps/system/status failed', error);
    return { state: { phase: 'failed', reason: isApiError(error) ? error.kind : 'unknown' }, config: null };
  }
  const state = stateFromStatus(status);
  if (state.phase !== 'ready') return { state, config: { status, country: null } };
  const country = await (early && status.merchantCode === options.merchant ? early : readCountry(status.merchantCode));
  return { state, config: { status, country } };
}
