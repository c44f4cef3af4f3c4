import type { APIRequestContext } from '@playwright/test';
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
