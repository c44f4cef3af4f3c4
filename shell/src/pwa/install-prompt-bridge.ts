/**
 * Announces the captured install prompt on the bus, including one that arrived before the bus
 * existed (install-prompt-capture.ts keeps it on window).
 */
import { bus, installPromptHolder, type EventBus } from '@m/shared';

export function bridgeInstallPrompt(target: Window = window, events: EventBus = bus): void {
  const holder = installPromptHolder(target);
  const publish = (change: 'available' | 'installed') => {
    if (change === 'installed') events.publish('pwa.install.installed', {});
    else if (holder.event) events.publish('pwa.install.available', { platforms: [...(holder.event.platforms ?? [])] });
  };
  holder.listeners.push(publish);
  if (holder.event) publish('available');
  if (holder.installed) publish('installed');
}
