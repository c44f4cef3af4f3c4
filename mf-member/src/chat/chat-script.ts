/**
 * The provider's widget script is injected CHAT_SCRIPT_DELAY_MS after start-up (SPEC 9), async,
 * so it never holds up the first view; once per URL for the page's life.
 */
import { CHAT_SCRIPT_DELAY_MS } from '@m/shared';

export interface ScriptHost {
  /** Milliseconds since the page started (performance.now()). */
  now(): number;
  schedule(run: () => void, delayMs: number): unknown;
  inject(url: string): void;
}

const injected = new Set<string>();

export function delayFromStart(sinceStartMs: number): number {
  return Math.max(0, CHAT_SCRIPT_DELAY_MS - sinceStartMs);
}

export function scheduleChatScripts(urls: readonly string[], host: ScriptHost, seen: Set<string> = injected): void {
  const fresh = urls.filter((url) => !seen.has(url));
  if (fresh.length === 0) return;
  for (const url of fresh) seen.add(url);
  host.schedule(() => fresh.forEach((url) => host.inject(url)), delayFromStart(host.now()));
}

export const browserScriptHost: ScriptHost = {
  now: () => performance.now(),
  schedule: (run, delayMs) => setTimeout(run, delayMs),
  inject(url) {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.dataset.chatProvider = 'true';
    document.head.appendChild(script);
  },
};
