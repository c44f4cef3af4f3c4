import { useCallback, useEffect, useState } from 'react';
import { sessionStore, systemConfig, useBehavior } from '@m/shared';
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

type Loaded = Pick<DownloadData, 'status' | 'resources' | 'appDownloadPromotion'>;

export function useDownloadData(): DownloadData {
  const config = useBehavior(systemConfig);
  const session = useBehavior(sessionStore.subject);
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading', resources: NO_RESOURCES, appDownloadPromotion: false });
  // Undefined while the member's club label is being read for the VIP gate.
  const [member, setMember] = useState<MemberInfoLike | null | undefined>(undefined);

  // The merchant's downloads do not depend on who is signed in: read once per mount (and Retry).
  useEffect(() => {
    let cancelled = false;
    // oxlint-disable-next-line react/set-state-in-effect -- a new request (mount, Retry, another session) starts here: its state is reset in the same step as it is asked for
    setLoaded((s) => ({ ...s, status: 'loading' }));
    void Promise.all([fetchDownloadResources().then((r) => ({ ok: true as const, r }), () => ({ ok: false as const })), fetchAppDownloadPromotion()]).then(([resources, promotion]) => {
      if (cancelled) return;
      setLoaded({ status: resources.ok ? 'ready' : 'failed', resources: resources.ok ? resources.r : NO_RESOURCES, appDownloadPromotion: promotion });
    });
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  // The member only matters for the VIP gate, and changes with the session.
  const token = session?.token ?? null;
  const gateOn = config?.status.gw.DOWNLOAD_BAR_VIP_ONLY === true;
  useEffect(() => {
    let cancelled = false;
    if (!gateOn || !token) {
      // oxlint-disable-next-line react/set-state-in-effect -- a new request (mount, Retry, another session) starts here: its state is reset in the same step as it is asked for
      setMember(null);
      return;
    }
    setMember(undefined);
    void fetchMemberForGate(config?.status).then((info) => {
      if (!cancelled) setMember(info);
    });
    return () => {
      cancelled = true;
    };
  }, [gateOn, token, config?.status]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const status = member === undefined && loaded.status !== 'failed' ? 'loading' : loaded.status;
  return { ...loaded, status, member: member ?? null, retry };
}
