/**
 * The repeat visit (issue 17, point 1): a player who came before opens /m/home again. The first
 * visit installs the service worker (which precaches the shell); the second is counted at a proxy
 * in front of the product: the shell's own files should not reach the network at all (target 0).
 * The federation registry and remote entries are network-first by design (sw.ts), so they are
 * listed apart; the browser's own update check of sw.js too.
 */
import { chromium, devices } from '@playwright/test';
import { CHROMIUM_ARGS, routeCase, waitUntilUsable, watchUsable } from '../../e2e/reports/first-load';
import type { ProxyServer } from './floor';

export interface WarmVisit {
  merchant: string;
  shellAssets: string[];
  swUpdateCheck: string[];
  federation: string[];
  api: string[];
  other: string[];
}

export function classifyRepeatRequests(merchant: string, paths: string[]): WarmVisit {
  const visit: WarmVisit = { merchant, shellAssets: [], swUpdateCheck: [], federation: [], api: [], other: [] };
  for (const p of paths) {
    const pathname = p.split('?')[0] ?? '';
    if (pathname === '/m/sw.js') visit.swUpdateCheck.push(p);
    else if (pathname.startsWith('/m/remotes/') || pathname.startsWith('/m/federation/')) visit.federation.push(p);
    else if (pathname.startsWith('/wps/')) visit.api.push(p);
    else if (pathname.startsWith('/m/')) visit.shellAssets.push(p);
    else visit.other.push(p);
  }
  return visit;
}

export async function warmVisit(proxy: ProxyServer, merchant: string): Promise<WarmVisit> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ ...devices['Pixel 7'] });
    const page = await context.newPage();
    const url = `http://${merchant}.localhost:${proxy.port}/m/home`;
    const home = routeCase('/m/home');
    await watchUsable(page, home);
    await page.goto(url);
    await waitUntilUsable(page);
    // The shell registers the worker once the page is drawn; it precaches, then takes control.
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    proxy.reset();
    await page.goto(url);
    await waitUntilUsable(page);
    await page.waitForLoadState('networkidle');
    return classifyRepeatRequests(merchant, proxy.seen());
  } finally {
    await browser.close();
  }
}
