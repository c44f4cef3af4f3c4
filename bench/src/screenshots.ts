/**
 * pnpm --filter bench screenshots: retakes docs/screenshots (the home page as a guest and the
 * lobby signed in, for demo and lotus) from the built product and its demo data, so the pictures
 * in the docs follow the product. Pixel 7 in Chromium, English (this machine has no Thai font),
 * the page's motion stopped
 * (reduced motion), popups and the install hint already seen, as a returning player has them.
 * Needs `pnpm build` first.
 */
import path from 'node:path';
import { chromium, devices } from '@playwright/test';
import { LANGUAGE_STORAGE_KEY } from '../../shared/src/i18n/language-storage';
import { sessionInitScript } from './floor';
import { REPO, signIn, startServer } from './servers';

const PORT = Number(process.env.BENCH_PORT ?? 4385);
const OUT = path.join(REPO, 'docs/screenshots');
const MERCHANTS = ['demo', 'lotus'];

/** What a returning player has already dismissed: the popups and the install hint. */
const SEEN = `try {
  sessionStorage.setItem('m_popup1', 'shown');
  sessionStorage.setItem('m_popup2', 'shown');
  sessionStorage.setItem('a2hs_declined', '1');
  localStorage.setItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)}, 'EN');
} catch (e) {}`;

async function main(): Promise<void> {
  const server = await startServer('screenshots', PORT, REPO);
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    for (const merchant of MERCHANTS) {
      const session = await signIn(server, merchant);
      for (const [name, route, signedIn] of [
        ['home', '/m/home', false],
        ['lobby', '/m/game', true],
      ] as const) {
        const context = await browser.newContext({
          ...devices['Pixel 7'],
          serviceWorkers: 'block',
          reducedMotion: 'reduce',
          locale: 'en-US',
        });
        await context.addInitScript({ content: `${sessionInitScript(signedIn ? session : null)}\n${SEEN}` });
        const page = await context.newPage();
        await page.goto(`${server.origin(merchant)}${route}`, { waitUntil: 'load' });
        await page.locator('#splash').waitFor({ state: 'detached', timeout: 30_000 });
        await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0, undefined, { timeout: 30_000 });
        // Lazy images below the fold load as the page is scrolled through, as a player would.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 400) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 120));
          }
          window.scrollTo(0, 0);
        });
        // A window as tall as the page: tiles off screen are not drawn (content-visibility), and
        // the tab bar belongs at the bottom, not where the first screen ended.
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        await page.setViewportSize({ width: devices['Pixel 7'].viewport.width, height });
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        const file = path.join(OUT, `${name}-${merchant}.jpg`);
        await page.screenshot({ path: file, type: 'jpeg', quality: 70 });
        console.log(`${file}`);
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
