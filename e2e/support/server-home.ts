import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { BASE_URL, tenantUrl } from './test-server';

/** What a server-drawn home holds once every slot made its time budget: the rows, the providers, the winners. */
const DRAWN = ['data-module="./HomeCategories" data-remote-version', 'data-testid="providers"', 'data-testid="winners-list"'];

/**
 * The home's HTML as the server sends it once it draws every slot (Node does not resolve
 * *.localhost, so the merchant's host goes in a header). Just after the server starts, a cold
 * render thread may miss a slot's budget and leave it to the browser, which is correct but not
 * what a scenario about the server-drawn page looks at: this asks again until the page is whole.
 */
export async function serverHome(request: APIRequestContext, merchant: string): Promise<string> {
  let html = '';
  await expect
    .poll(
      async () => {
        const answer = await request.get(`${BASE_URL}/m/home`, {
          headers: { 'x-forwarded-host': new URL(tenantUrl(merchant)).host, 'accept-language': 'en' },
        });
        html = await answer.text();
        return DRAWN.every((part) => html.includes(part));
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return html;
}

/**
 * The page as the server sends it when it leaves `slots` (e.g. `mf-pwa/DownloadBar`) to the
 * browser while drawing the rest, as a cold render thread does (its first load of a remote misses
 * the slot budget): the slot's element empty and loading, and no hand-over for it. Which slots a
 * cold thread misses is down to timing; this makes the case a scenario can name.
 */
export async function leaveSlotsToBrowser(page: Page, path: string, slots: string[]): Promise<void> {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      // Node does not resolve *.localhost: the page is asked at the loopback address for its host.
      const asked = new URL(route.request().url());
      const answer = await route.fetch({
        url: `${BASE_URL}${asked.pathname}${asked.search}`,
        headers: { ...(await route.request().allHeaders()), 'x-forwarded-host': asked.host },
      });
      let html = await answer.text();
      for (const slot of slots) html = leaveSlot(html, slot);
      await route.fulfill({ response: answer, body: html });
    },
  );
}

function leaveSlot(html: string, slot: string): string {
  const [remote, module] = slot.split('/');
  const opening = `<div class="remote-slot remote-slot--widget" data-remote="${remote}" data-module="./${module}" data-remote-version="`;
  const start = html.indexOf(opening);
  // Not drawn by the server anyway: nothing to take out.
  if (start < 0) return html;
  const end = closingDiv(html, start);
  const left = `<div class="remote-slot remote-slot--widget" data-remote="${remote}" data-module="./${module}" data-status="loading" aria-busy="true"></div>`;
  // The hand-over no longer describes it: the shell then does not adopt it (readServerSlots).
  return (html.slice(0, start) + left + html.slice(end)).replace(`"${slot}":{"version"`, `"${slot}#left":{"version"`);
}

/** The index just past the `</div>` that closes the `<div` at `start`. */
function closingDiv(html: string, start: number): number {
  const tags = /<div[\s>]|<\/div>/g;
  tags.lastIndex = start;
  let depth = 0;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[0].startsWith('</') ? -1 : 1;
    if (depth === 0) return tags.lastIndex;
  }
  throw new Error(`no closing </div> for the slot at ${start}`);
}

/**
 * Serves `path` with the server's HTML changed (`from` → `to`), so the browser draws something
 * the server did not: a hydration mismatch made on purpose. Under load a render may leave an area
 * to the browser (no hydration there, so no mismatch): the page is asked again, up to 10 times,
 * until the server's HTML has `from`.
 */
export async function alterServerHtml(page: Page, path: string, from: RegExp, to: string): Promise<void> {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      // Node does not resolve *.localhost: the page is asked at the loopback address for its host.
      const asked = new URL(route.request().url());
      const headers = { ...(await route.request().allHeaders()), 'x-forwarded-host': asked.host };
      for (let attempt = 1; ; attempt += 1) {
        const answer = await route.fetch({ url: `${BASE_URL}${asked.pathname}${asked.search}`, headers });
        const html = await answer.text();
        if (from.test(html)) return route.fulfill({ response: answer, body: html.replace(from, to) });
        if (attempt === 10) throw new Error(`the server's ${path} never had ${from} in 10 answers`);
      }
    },
  );
}
