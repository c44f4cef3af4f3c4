import { EventBus, installPromptHolder, type EventName } from '@m/shared';
import { captureInstallPrompt } from './install-prompt-capture';
import { bridgeInstallPrompt } from './install-prompt-bridge';

function installPromptEvent(): Event {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  Object.assign(event, {
    platforms: ['web'],
    userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
    prompt: async () => undefined,
  });
  return event;
}

function freshWindow(): Window {
  // A separate event target standing in for window, so tests do not share the holder.
  return new EventTarget() as unknown as Window;
}

describe('capturing the browser install prompt', () => {
  it('keeps an early prompt and announces it once the bus exists', () => {
    const win = freshWindow();
    captureInstallPrompt(win);
    const event = installPromptEvent();
    win.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(installPromptHolder(win).event).toBe(event);

    const bus = new EventBus();
    const seen: EventName[] = [];
    bus.all().subscribe((e) => seen.push(e.name));
    bridgeInstallPrompt(win, bus);
    expect(seen).toEqual(['pwa.install.available']);
  });

  it('announces a later prompt and the installation', () => {
    const win = freshWindow();
    captureInstallPrompt(win);
    const bus = new EventBus();
    const seen: EventName[] = [];
    bus.all().subscribe((e) => seen.push(e.name));
    bridgeInstallPrompt(win, bus);
    win.dispatchEvent(installPromptEvent());
    win.dispatchEvent(new Event('appinstalled'));
    expect(seen).toEqual(['pwa.install.available', 'pwa.install.installed']);
    expect(installPromptHolder(win).event).toBeNull();
    expect(installPromptHolder(win).installed).toBe(true);
  });
});
