/**
 * Chromium fires `beforeinstallprompt` some time after load, once it has checked the manifest and
 * the service worker. SPEC section 9: look for it up to 20 times, 150 ms apart; when it never
 * came, the caller sets the missing-prompt flag.
 */
import { INSTALL_PROMPT_POLL_INTERVAL_MS, INSTALL_PROMPT_POLL_TIMES } from '@m/shared';

export interface PollOptions {
  times?: number;
  intervalMs?: number;
  sleep?: (ms: number) => Promise<void>;
  /** Stops polling (the widget unmounted); resolves null. */
  signal?: AbortSignal;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function pollInstallPrompt<E>(read: () => E | null, options: PollOptions = {}): Promise<E | null> {
  const times = options.times ?? INSTALL_PROMPT_POLL_TIMES;
  const interval = options.intervalMs ?? INSTALL_PROMPT_POLL_INTERVAL_MS;
  const sleep = options.sleep ?? defaultSleep;
  for (let attempt = 1; attempt <= times; attempt += 1) {
    if (options.signal?.aborted) return null;
    const found = read();
    if (found) return found;
    if (attempt < times) await sleep(interval);
  }
  return null;
}
