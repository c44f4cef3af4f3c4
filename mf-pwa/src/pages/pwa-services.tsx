/**
 * mf-pwa's work on every page, mounted once by the shell: the update check and its refresh
 * dialog, push sign-in/sign-out sync, the once-only install events, and the app-upgrade popup.
 */
import { useEffect } from 'react';
import { BehaviorSubject, bus, systemConfig, useBehavior, type ParcelProps } from '@m/shared';
import { applyHomeScreenMeta } from '../install/home-screen-meta';
import { recordInstalled } from '../install/install-actions';
import { trackInstallEventOnce } from '../install/install-tracking';
import { readPlatform } from '../platform/platform';
import { startPushSync } from '../push/push-service';
import { AppUpgradePopup } from '../download/app-upgrade-popup';
import { usePwaStyles } from '../ui/pwa-styles';
import { currentRoute$ } from '../update/current-route';
import { startUpdateService } from '../update/update-service';

/**
 * What the page-wide work decided, as `data-*` attributes of a hidden element: support staff and
 * tests read why nothing happened (no SDK fetched, no second install event, no second refresh
 * dialog) instead of waiting for a while and hoping. Nothing visible.
 */
interface Decisions {
  /** Push at page start: not-granted, nothing-stored, refreshed, bound or failed. */
  push?: string;
  /** a2hsFirstOpen: sent now, not sent (sent before, or failed), or not a home-screen app. */
  firstOpen?: string;
  /** `<number of checks>:<result of the last>` (first, same, changed, failed). */
  updateCheck?: string;
}

const decisions$ = new BehaviorSubject<Decisions>({});
const decide = (next: Decisions) => decisions$.next({ ...decisions$.value, ...next });

let started = false;

function startOnce(): void {
  if (started) return;
  started = true;
  let checks = 0;
  startUpdateService(currentRoute$, (result) => decide({ updateCheck: `${(checks += 1)}:${result}` }));
  startPushSync((outcome) => decide({ push: outcome }));
  const platform = readPlatform();
  if (platform.standalone || platform.webClip)
    void trackInstallEventOnce('a2hsFirstOpen').then((sent) => decide({ firstOpen: sent ? 'sent' : 'not-sent' }));
  else decide({ firstOpen: 'not-home-screen-app' });
  bus.on('pwa.install.installed').subscribe(() => recordInstalled());
  systemConfig.subscribe((config) => applyHomeScreenMeta(config?.status));
}

export function PwaServices(props: ParcelProps) {
  usePwaStyles();
  const decisions = useBehavior(decisions$);
  useEffect(() => {
    currentRoute$.next(props.route);
  }, [props.route]);
  useEffect(startOnce, []);
  return (
    <>
      <span
        hidden
        data-testid="pwa-services"
        data-push={decisions.push}
        data-first-open={decisions.firstOpen}
        data-update-check={decisions.updateCheck}
      />
      <AppUpgradePopup />
    </>
  );
}
