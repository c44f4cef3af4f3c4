/**
 * Captures the browser's install prompt as early as the page can: this file runs in the shell's
 * entry chunk, before the async boundary, so it may not import `@m/shared` at run time (shared
 * modules are not negotiated yet). It only fills the holder on window; bootstrap connects the
 * holder to the bus (install-prompt-bridge.ts) and mf-pwa reads it whenever it loads.
 */
import type { BeforeInstallPromptEvent, InstallPromptHolder, INSTALL_PROMPT_HOLDER_KEY } from '@m/shared';

const KEY: typeof INSTALL_PROMPT_HOLDER_KEY = '__mInstallPrompt';

export function captureInstallPrompt(target: Window): InstallPromptHolder {
  const slot = target as unknown as Record<string, InstallPromptHolder | undefined>;
  const holder = (slot[KEY] ??= { event: null, installed: false, listeners: [] });
  const notify = (change: 'available' | 'installed') => {
    for (const listener of holder.listeners) listener(change);
  };
  target.addEventListener('beforeinstallprompt', (event) => {
    // Keeps Chromium's mini-infobar away: mf-pwa shows the merchant's own popup instead.
    event.preventDefault();
    holder.event = event as BeforeInstallPromptEvent;
    notify('available');
  });
  target.addEventListener('appinstalled', () => {
    holder.installed = true;
    holder.event = null;
    notify('installed');
  });
  return holder;
}

if (typeof window !== 'undefined') captureInstallPrompt(window);
