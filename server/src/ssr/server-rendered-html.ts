/**
 * The shell's page with a server render in it (issue 23): the route's HTML in `#root`, the
 * stylesheets its slots use, the hand-over the browser hydrates with, the language on `<html>`,
 * and the splash hidden (there is something to see). Nothing here is markup from a server answer
 * or a query: the render is React's (escaped), the hand-over is JSON with every `<` escaped.
 */
import { HAND_OVER_ID, type RenderedPage } from '@m/shared/contract';

/** JSON safe inside a `<script>` element: no `<` can close it. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** `<style data-bundle>` for each stylesheet; remote code is trusted, yet no text may close the element. */
export function styleTags(styles: ReadonlyMap<string, string>): string {
  return [...styles].map(([id, css]) => `<style data-bundle="${attribute(id)}">${css.replace(/<\/(style)/gi, '<\\/$1')}</style>`).join('');
}

/** The page split where its body starts: the head goes out first, while the slots render. */
export function splitAtBody(html: string): { head: string; body: string } | null {
  const at = html.search(/<body\b/i);
  if (at < 0 || !/<div id="?root"?><\/div>/.test(html.slice(at))) return null;
  return { head: html.slice(0, at), body: html.slice(at) };
}

/** The head with the document's language. */
export function headForRender(head: string, page: Pick<RenderedPage, 'documentLanguage'>): string {
  return head.replace(/<html\b[^>]*>/i, `<html lang="${attribute(page.documentLanguage.lang)}" dir="${page.documentLanguage.dir}">`);
}

/** The body with the render in `#root` (its styles before it, the hand-over after it) and the splash hidden. */
export function bodyForRender(body: string, page: Pick<RenderedPage, 'html' | 'styles' | 'handOver' | 'hints'>): string {
  const root =
    `${page.hints.join('')}${styleTags(page.styles)}<div id="root">${page.html}</div>` +
    `<script type="application/json" id="${HAND_OVER_ID}">${scriptJson(page.handOver)}</script>`;
  return body.replace(/<div id="?splash"?/, '<div id="splash" data-state="hidden"').replace(/<div id="?root"?><\/div>/, () => root);
}
