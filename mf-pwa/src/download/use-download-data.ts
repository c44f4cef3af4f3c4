/**
 * What the download bar and page show, from three loads of the shared load state: the merchant's
 * downloads and its APP_DOWNLOAD promotion (read once per mount, and again on Retry: they do not
 * depend on who is signed in), and the member for the VIP gate (only while the gate is on, again
 * when the session changes).
 */
import { useCallback } from 'react';
import { loadedValue, sessionStore, systemConfig, useBehavior, useLoad } from '@m/shared';
import { NO_RESOURCES, type DownloadResources } from './download-resources';
import { fetchAppDownloadPromotion, fetchDownloadResources, fetchMemberForGate } from './download-data';
import type { MemberInfoLike } from './vip-gate';

export interface DownloadData {
  status: 'loading' | 'ready' | 'failed';
  resources: DownloadResources;
  appDownloadPromotion: boolean;
  member: MemberInfoLike | null;
  retry: () => void;
}

export function useDownloadData(): DownloadData {
  const config = useBehavior(systemConfig);
  const token = useBehavior(sessionStore.subject)?.token ?? null;
  const resources = useLoad('resources', fetchDownloadResources);
  const promotion = useLoad('promotion', fetchAppDownloadPromotion);
  const gateOn = config?.status.gw.DOWNLOAD_BAR_VIP_ONLY === true;
  const member = useLoad(gateOn && token ? token : null, () => fetchMemberForGate(config?.status));

  const retryResources = resources.retry;
  const retryPromotion = promotion.retry;
  const retry = useCallback(() => {
    retryResources();
    retryPromotion();
  }, [retryResources, retryPromotion]);

  // Both answers are awaited before anything shows, as the bar's layout depends on both.
  const failed = resources.status === 'failed' && promotion.status !== 'loading';
  const loading = !failed && (resources.status === 'loading' || promotion.status === 'loading' || member.status === 'loading');
  return {
    status: failed ? 'failed' : loading ? 'loading' : 'ready',
    resources: loadedValue(resources) ?? NO_RESOURCES,
    appDownloadPromotion: loadedValue(promotion) ?? false,
    member: loadedValue(member) ?? null,
    retry,
  };
}
