/**
 * Helpers for the install, download, push and update scenarios (mf-pwa). Where headless
 * Chromium cannot produce a browser state (an installed app's display mode, Safari's home-screen
 * flag, an install prompt, a push-service subscription), these stand in for it at the browser
 * boundary only; everything on the page runs its real code.
 */
import { randomUUID } from 'node:crypto';
import { devices, expect, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { testClient } from './api-session';
import { E2E_PORT } from './test-server';

/** A device's context options for `browser.newContext` (its default browser type left out: always Chromium). */
export function phone(name: 'Pixel 7' | 'iPhone 15'): BrowserContextOptions {
  const { defaultBrowserType: _ignored, ...options } = devices[name];
  return options;
}

/**
 * Waits until the site's service worker is active and controls the page. The page may reload
 * or move on meanwhile (the shell's start-up, an update taking over): the question is asked
 * again in the new document rather than failing on the old one.
 */
export async function serviceWorkerControls(page: Page): Promise<void> {
  await expect(async () => {
    const controlled = await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      return navigator.serviceWorker.controller !== null;
    });
    expect(controlled, 'the service worker controls the page').toBe(true);
  }).toPass({ timeout: 20_000 });
}

/** The site runs as an installed home-screen app: `display-mode: standalone` matches. */
export async function emulateInstalledApp(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const original = window.matchMedia.bind(window);
    window.matchMedia = (query: string) => {
      const result = original(query);
      if (!/display-mode/.test(query)) return result;
      const matches = /display-mode:\s*standalone/.test(query);
      return {
        matches,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      } as MediaQueryList;
    };
  });
}

/** Safari's flag for a page opened from a home-screen icon (an iOS web clip). */
export async function emulateIosHomeScreen(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'standalone', { configurable: true, get: () => true });
  });
}

export type PromptOutcome = 'accepted' | 'dismissed';

/**
 * Fires a `beforeinstallprompt`-shaped event, as Chromium does once the site is installable
 * (headless Chromium never shows its install UI). `prompt()` resolves the player's choice.
 */
export async function offerInstallPrompt(page: Page, outcome: PromptOutcome): Promise<void> {
  await page.evaluate((choice) => {
    const state = window as unknown as { __promptCalls: number };
    state.__promptCalls = 0;
    let resolveChoice: (value: { outcome: string; platform: string }) => void = () => undefined;
    const userChoice = new Promise<{ outcome: string; platform: string }>((resolve) => (resolveChoice = resolve));
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.defineProperties(event, {
      platforms: { value: ['web'] },
      userChoice: { value: userChoice },
      prompt: {
        value: async () => {
          state.__promptCalls += 1;
          resolveChoice({ outcome: choice, platform: 'web' });
        },
      },
    });
    window.dispatchEvent(event);
  }, outcome);
}

/** An iPhone of an older iOS, for the rules that depend on the iOS version. */
export function iphoneWithIos(version: string): BrowserContextOptions {
  const underscored = version.replace(/\./g, '_');
  return {
    ...phone('iPhone 15'),
    userAgent: `Mozilla/5.0 (iPhone; CPU iPhone OS ${underscored} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/${version} Mobile/15E148 Safari/604.1`,
  };
}

/** Storage values of the page, for asserting the flags the spec names. */
export async function storageOf(page: Page): Promise<{ local: Record<string, string>; session: Record<string, string> }> {
  return page.evaluate(() => ({
    local: Object.fromEntries(Object.entries(localStorage)),
    session: Object.fromEntries(Object.entries(sessionStorage)),
  }));
}

/**
 * Signs a seeded member of a scenario's own merchant in (support/merchant-files.ts). Node cannot
 * resolve `<code>.localhost`, so the request goes to 127.0.0.1 and names the merchant's host the
 * way a proxy does (X-Forwarded-Host).
 */
export async function signInAtMerchant(code: string, username: string, password = 'secret123'): Promise<string> {
  const value = await testClient().call('login', {
    body: { username, password, type: 'username', loginDeviceId: randomUUID() },
    headers: { 'X-Forwarded-Host': `${code}.localhost:${E2E_PORT}` },
  });
  return value.token;
}

/**
 * The player already declined the install popup in this session, so it cannot slide over what a
 * scenario looks at (on iOS it shows by itself a second after load).
 */
export async function installPopupDeclinedThisSession(page: Page): Promise<void> {
  await page.addInitScript(() => sessionStorage.setItem('a2hs_declined', '1'));
}
