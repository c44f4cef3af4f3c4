/**
 * The plain React reference is a fair reference only if React hydrates the page as it is: no
 * mismatch (React would then throw the server HTML away and draw the page anew, slower than it
 * needs to be) and nothing failing. Checked once per page before the Lighthouse runs.
 */
import { devices, type Browser } from '@playwright/test';
import type { SessionInfo } from '../../../shared/src/contract/session-info';
import { sessionInitScript } from '../floor';

const HYDRATION_WAIT_MS = 30_000;

/** null when `url` hydrated with no error React recovered from; else what went wrong. */
export async function checkHydration(browser: Browser, url: string, session: SessionInfo | null): Promise<string | null> {
  const context = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'block' });
  try {
    await context.addInitScript({ content: sessionInitScript(session) });
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(url);
    const hydrated = await page
      .waitForFunction(() => window.__benchReact?.hydrated === true, undefined, { timeout: HYDRATION_WAIT_MS })
      .then(() => true)
      .catch(() => false);
    const errors = ((await page.evaluate(() => window.__benchReact?.errors ?? [])) as string[]).concat(pageErrors);
    if (!hydrated) return `not hydrated within ${HYDRATION_WAIT_MS / 1000} s${errors.length ? `: ${errors.join('; ')}` : ''}`;
    return errors.length ? `hydrated with errors: ${errors.map((e) => e.slice(0, 200)).join('; ')}` : null;
  } finally {
    await context.close();
  }
}
