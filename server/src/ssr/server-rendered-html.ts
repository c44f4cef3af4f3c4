/**
 * Escaping for what a server render puts into the page (page-template.ts composes it): JSON inside
 * a `<script>` element and the slots' stylesheets. Remote code is trusted, yet no text it gives
 * may close the element it is written into.
 */

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

/** `<style data-bundle>` for each stylesheet. */
export function styleTags(styles: ReadonlyMap<string, string>): string {
  return [...styles].map(([id, css]) => `<style data-bundle="${attribute(id)}">${css.replace(/<\/(style)/gi, '<\\/$1')}</style>`).join('');
}
