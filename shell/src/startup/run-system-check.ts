/**
 * Runs the system check and publishes what it found: the start-up state the app draws, the
 * merchant's configuration every bundle reads (`systemConfig`), its languages, the test flag.
 * Start-up runs it once; Retry and the page becoming visible again run it anew.
 */
import { setSupportedLanguages, systemConfig, tracking } from '@m/shared';
import { checkSystem, reportableUrl, type StatusQuery, type SystemCheck } from './system-check';
import { startupState$ } from './startup-state';
import { readPageMerchant } from './page-merchant';

export function statusQuery(location: Location = window.location): StatusQuery {
  return {
    device: 'MOBILE',
    track: tracking.get('affiliateCode') ?? '',
    originalDomain: tracking.registrationInfo().originalDomain ?? location.hostname,
    url: reportableUrl(location.href),
  };
}

let running: Promise<void> | null = null;

/** Publishes what a check found (a check made here, or the server's for the page it drew). */
export async function applySystemCheck({ state, config }: SystemCheck): Promise<void> {
  if (config) {
    systemConfig.next(config);
    document.documentElement.toggleAttribute('data-test-site', config.status.test === true);
    if (Array.isArray(config.status.languages)) await setSupportedLanguages(config.status.languages, config.status.defaultLanguage);
  }
  startupState$.next(state);
}

export interface CheckOptions {
  fresh?: boolean;
  /**
   * A background refresh (the page became visible again) that cannot read the status keeps what
   * the player sees: a network blip must not replace a working site with the retry screen.
   */
  background?: boolean;
}

/** One check at a time: a Retry tapped while a visibility refresh runs joins it. */
export function runSystemCheck(options: CheckOptions = {}): Promise<void> {
  running ??= (async () => {
    try {
      const check = await checkSystem(statusQuery(), {
        fresh: options.fresh,
        merchant: readPageMerchant(document) || undefined,
      });
      if (options.background && check.state.phase === 'failed') return;
      await applySystemCheck(check);
    } catch (error) {
      // A bug here must still leave the player a screen with Retry, not a blank page.
      console.error('[startup] system check failed unexpectedly', error);
      startupState$.next({ phase: 'failed', reason: 'unexpected' });
    } finally {
      running = null;
    }
  })();
  return running;
}

/** Retry screen and maintenance page: read the status again, past any cache. */
export function retrySystemCheck(): Promise<void> {
  if (startupState$.value.phase === 'failed') startupState$.next({ phase: 'loading' });
  return runSystemCheck({ fresh: true });
}
