/**
 * The two install events of SPEC section 9, each published once per device on the bus
 * (`track.event`): `a2hsFirstOpen` the first time the site opens as a home-screen app,
 * `a2hsInstalled` when the player installs it. The shell's tracker delivers them to the ad
 * channels and to the operator's record (POST /wps/system/collect).
 */
import { bus, systemConfig } from '@m/shared';
import { safeLocal as local, type SafeStorage } from '@m/shared';

export type InstallEvent = 'a2hsFirstOpen' | 'a2hsInstalled';
const trackedKey = (event: InstallEvent) => `${event}_tracked`;

export interface TrackDeps {
  storage?: SafeStorage;
  send?: (body: { merchant: string; value: { event: InstallEvent; time: number } }) => Promise<unknown>;
  merchant?: () => string;
  now?: () => number;
}

/** Resolves true when the event was sent now, false when it had been sent before (or failed). */
export async function trackInstallEventOnce(event: InstallEvent, deps: TrackDeps = {}): Promise<boolean> {
  const storage = deps.storage ?? local;
  if (storage.get(trackedKey(event)) !== null) return false;
  const time = (deps.now ?? Date.now)();
  // Marked before sending: two widgets racing on one page must not send it twice.
  storage.set(trackedKey(event), String(time));
  const send =
    deps.send ?? (async (body) => bus.publish('track.event', { event: body.value.event, payload: { content: { time: body.value.time } } }));
  const merchant = (deps.merchant ?? (() => systemConfig.value?.status.merchantCode ?? ''))();
  try {
    await send({ merchant, value: { event, time } });
    return true;
  } catch {
    // Not sent: try again on a later page view.
    storage.remove(trackedKey(event));
    return false;
  }
}
