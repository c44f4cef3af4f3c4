/**
 * Where the shell keeps the browser's deferred install prompt (`beforeinstallprompt`).
 *
 * The event can fire before any remote has loaded (even before the shell's bootstrap), and it
 * fires once per page: the shell's entry captures it into this holder on `window` at once, and
 * mf-pwa reads the holder (plus `pwa.install.available` on the bus for a later one).
 */

/** Chromium's BeforeInstallPromptEvent (not in TypeScript's DOM library). */
export interface BeforeInstallPromptEvent extends Event {
  readonly platforms: string[];
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
  prompt(): Promise<void>;
}

export interface InstallPromptHolder {
  /** The deferred prompt, until it was used or the site was installed. */
  event: BeforeInstallPromptEvent | null;
  /** `appinstalled` fired during this page view. */
  installed: boolean;
  /** Called on every change; the shell's bootstrap adds the one that publishes on the bus. */
  listeners: Array<(change: 'available' | 'installed') => void>;
}

export const INSTALL_PROMPT_HOLDER_KEY = '__mInstallPrompt';

/** The holder on `window`, created if the shell's capture has not run (tests, another host). */
export function installPromptHolder(target?: Window): InstallPromptHolder {
  // The server's render (issue 23) has no window and no prompt: an empty holder of its own.
  if (!target && typeof window === 'undefined') return { event: null, installed: false, listeners: [] };
  const slot = (target ?? window) as unknown as Record<string, InstallPromptHolder | undefined>;
  let holder = slot[INSTALL_PROMPT_HOLDER_KEY];
  if (!holder) {
    holder = { event: null, installed: false, listeners: [] };
    slot[INSTALL_PROMPT_HOLDER_KEY] = holder;
  }
  return holder;
}
