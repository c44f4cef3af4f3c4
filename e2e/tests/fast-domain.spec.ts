/**
 * SPEC 2 "index.html is used when jumping to a fast domain": a player on a slow domain of the
 * merchant is moved, once per session, to the fastest of its domains, and arrives signed in,
 * with the same tracking parameters and language. Slowness is injected on the ping of the
 * current domain only (the fault scope cookie is set for demo.localhost, not demo-fast.localhost).
 */
import { SESSION_STORAGE_KEY } from '../../shared/src/session/session-info';
import { signIn } from '../support/api-session';
import { expect, shellReady, test } from '../support/fixtures';
import { E2E_PORT, tenantUrl } from '../support/test-server';

test.describe('fast domain', () => {
  test('a player on a slow domain is moved to the fast one and stays signed in with the same tracking parameters', async ({ page, faults }) => {
    const session = await signIn('player1', 0);
    await faults.add({ path: '/wps/system/test/ping', delayMs: 2500 });
    // The session and language the player has on the slow domain (storage is per origin).
    await page.addInitScript(
      ({ key, value }) => {
        if (location.hostname !== 'demo.localhost') return;
        sessionStorage.setItem(key, value);
        localStorage.setItem('m_language', 'TH');
      },
      { key: SESSION_STORAGE_KEY, value: JSON.stringify(session) },
    );

    await page.goto(`${tenantUrl('demo')}/m/home?gclid=g-fast-1&affiliateCode=aff77`);
    // demo-fast and demo-backup answer equally fast: whichever wins the race, it is one of the merchant's.
    await page.waitForURL((url) => ['demo-fast.localhost', 'demo-backup.localhost'].includes(url.hostname), { timeout: 30_000 });
    await shellReady(page);

    const url = new URL(page.url());
    expect(url.port).toBe(String(E2E_PORT));
    expect(url.searchParams.get('gclid')).toBe('g-fast-1');
    expect(url.searchParams.get('affiliateCode')).toBe('aff77');
    for (const gone of ['token', 'fd', 'lang']) expect(url.searchParams.has(gone), `${gone} left in the address`).toBe(false);
    const stored = await page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? 'null') as { token?: string } | null, SESSION_STORAGE_KEY);
    expect(stored?.token).toBe(session.token);
    await expect(page.locator('html')).toHaveAttribute('lang', /^th/i);
    // Once per session: the fast side does not measure (and so never jumps back).
    await expect(page.locator('html')).toHaveAttribute('data-fast-domain', 'skipped');
  });

  test('a player whose domain answers as fast as the others stays where they are', async ({ page }) => {
    await page.goto(`${tenantUrl('lotus')}/m/home`);
    await shellReady(page);
    await expect(page.locator('html')).toHaveAttribute('data-fast-domain', 'stay', { timeout: 30_000 });
    expect(new URL(page.url()).hostname).toBe('lotus.localhost');
  });
});
