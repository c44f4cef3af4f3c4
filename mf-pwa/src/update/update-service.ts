/**
 * The update check of SPEC section 4, wired to the page: the lists come from the server, a found
 * update makes the service worker fetch the new version at once (`sw.update.check`), and the
 * player's acceptance lets the waiting worker take over (`sw.update.activate`; the shell reloads
 * the page when the new worker controls it).
 */
import { api, bus, i18n, type Observable, showNotice } from '@m/shared';
import type { AssetLists } from './asset-hash';
import { scheduleChecks } from './check-schedule';
import { UpdateChecker, type CheckResult } from './update-checker';
import { UpdateOffer } from './update-offer';

export const ASSET_MANIFEST_URL = '/m/asset-manifest.json';

export async function fetchDeploymentLists(): Promise<AssetLists> {
  const manifest = fetch(ASSET_MANIFEST_URL, { cache: 'no-store', credentials: 'same-origin' }).then((response) => {
    if (!response.ok) throw new Error(`${ASSET_MANIFEST_URL}: HTTP ${response.status}`);
    return response.json() as Promise<unknown>;
  });
  const [assetManifest, systemAssets, systemResources] = await Promise.all([
    manifest,
    api.call('systemAssetList', { cache: false }),
    api.call('systemResourceList', { cache: false }),
  ]);
  return { assetManifest, systemAssets, systemResources };
}

function askToRefresh(): Promise<void> {
  const t = (key: string) => i18n.t(key, { ns: 'pwa' });
  return showNotice({ title: t('pwa_update_title'), message: t('pwa_update_msg'), button: t('refresh') });
}

let stopService: (() => void) | null = null;

/**
 * Starts once per page; `route$` is the current app route (`/home`, `/launchGame`). `checked`
 * hears each check's result once the dialog has been offered (or not) for it.
 */
export function startUpdateService(route$: Observable<string>, checked: (result: CheckResult['kind']) => void = () => undefined): void {
  if (stopService) return;
  const checker = new UpdateChecker(fetchDeploymentLists);
  const offer = new UpdateOffer({
    ask: askToRefresh,
    accepted: (hash) => {
      checker.accept(hash);
      // Without a controlling worker (plain HTTP, first visit) there is nothing to swap.
      if (navigator.serviceWorker?.controller) bus.publish('sw.update.activate', {});
      else window.location.reload();
    },
  });
  const routes = route$.subscribe((route) => offer.setRoute(route));
  const games = bus.on('game.view').subscribe(({ open }) => offer.setGameOpen(open));
  const stopChecks = scheduleChecks(() => {
    void checker.check().then((result) => {
      if (result.kind === 'changed') {
        bus.publish('sw.update.check', {});
        offer.found(result.hash);
      }
      checked(result.kind);
    });
  });
  stopService = () => {
    routes.unsubscribe();
    games.unsubscribe();
    stopChecks();
    stopService = null;
  };
}
