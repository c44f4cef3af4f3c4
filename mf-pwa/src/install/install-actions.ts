/**
 * Using the browser's deferred install prompt: the captured event (on window, from the shell) or
 * a later one announced on the bus. Accepting gives the "installing" notice, the installed
 * marker and the a2hsInstalled event; the browser's own "cancel" counts as declining.
 */
import { bus, i18n, installPromptHolder, showNotice, type BeforeInstallPromptEvent } from '@m/shared';
import { InstallFlags } from './install-flags';
import { trackInstallEventOnce } from './install-tracking';

export function capturedInstallPrompt(): BeforeInstallPromptEvent | null {
  return installPromptHolder().event;
}

/** Calls `listener` whenever the browser offers its prompt; returns the unsubscribe. */
export function onInstallPromptAvailable(listener: (event: BeforeInstallPromptEvent) => void): () => void {
  const sub = bus.on('pwa.install.available').subscribe(() => {
    const event = capturedInstallPrompt();
    if (event) listener(event);
  });
  return () => sub.unsubscribe();
}

export function recordInstalled(flags: InstallFlags = new InstallFlags()): void {
  flags.markInstalled();
  void trackInstallEventOnce('a2hsInstalled');
}

export async function runInstallPrompt(
  event: BeforeInstallPromptEvent,
  flags: InstallFlags = new InstallFlags(),
): Promise<'accepted' | 'dismissed' | 'failed'> {
  const holder = installPromptHolder();
  // A prompt can be shown once; a later offer arrives as a new event.
  if (holder.event === event) holder.event = null;
  let outcome: 'accepted' | 'dismissed';
  try {
    await event.prompt();
    outcome = (await event.userChoice).outcome;
  } catch (error) {
    console.warn('[install] prompt failed', error);
    return 'failed';
  }
  if (outcome === 'accepted') {
    recordInstalled(flags);
    void showNotice({ message: i18n.t('a2hs_installing', { ns: 'pwa' }) });
    return 'accepted';
  }
  flags.decline();
  return 'dismissed';
}
