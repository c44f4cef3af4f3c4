/**
 * mf-pwa's work on every page, mounted once by the shell: the update check and its refresh
 * dialog, push sign-in/sign-out sync, the once-only install events, and the app-upgrade popup.
 */
import { useEffect } from 'react';
import { bus, systemConfig, type ParcelProps } from '@m/shared';
import { applyHomeScreenMeta } from '../install/home-screen-meta';
import { recordInstalled } from '../install/install-actions';
import { trackInstallEventOnce } from '../install/install-tracking';
import { readPlatform } from '../platform/platform';
import { startPushSync } from '../push/push-service';
import { AppUpgradePopup } from '../download/app-upgrade-popup';
import { usePwaStyles } from '../ui/pwa-styles';
import { currentRoute$ } from '../update/current-route';
import { startUpdateService } from '../update/update-service';

let started = false;

function startOnce(): void {
  if (started) return;
  started = true;
  startUpdateService(currentRoute$);
  startPushSync();
  const platform = readPlatform();
  if (platform.standalone || platform.webClip) void trackInstallEventOnce('a2hsFirstOpen');
  bus.on('pwa.install.installed').subscribe(() => recordInstalled());
  systemConfig.subscribe((config) => applyHomeScreenMeta(config?.status));
}

export function PwaServices(props: ParcelProps) {
  usePwaStyles();
  useEffect(() => {
    currentRoute$.next(props.route);
  }, [props.route]);
  useEffect(startOnce, []);
  return <AppUpgradePopup />;
}
