/**
 * The merchant's theme as the one inline <style> element the server puts in the head of the
 * shell's page, after the shell's own stylesheet: the page paints in the merchant's colours
 * from its first frame. Its text depends only on the theme (a fixed order, no timestamps), so
 * a Content-Security-Policy can list its hash per merchant (themeStyleHash).
 */
import { createHash } from 'node:crypto';
import type { Theme } from './theme-schema';

export const THEME_STYLE_ID = 'merchant-theme';

/** Every value was checked by the schema (hex colours, an integer, a plain path): nothing to escape. */
function logoPath(merchantCode: string, theme: Theme): string | null {
  return theme.logo ? `/wps/static/${merchantCode}/${theme.logo}` : null;
}

export function themeCss(merchantCode: string, theme: Theme): string {
  const path = logoPath(merchantCode, theme);
  const logo = path ? `url("${path}")` : 'none';
  return (
    `:root{--brand:${theme.brand};--brand-ink:${theme.brandInk};--ink:${theme.ink};--muted:${theme.muted};` +
    `--line:${theme.line};--bg:${theme.bg};--card:${theme.card};--radius:${theme.radius}px;--logo:${logo};color-scheme:${theme.scheme}}`
  );
}

export function themeStyleElement(merchantCode: string, theme: Theme): string {
  return `<style id="${THEME_STYLE_ID}">${themeCss(merchantCode, theme)}</style>`;
}

/** The CSP source for the element's content: `'sha256-…'`. */
export function themeStyleHash(merchantCode: string, theme: Theme): string {
  return `'sha256-${createHash('sha256').update(themeCss(merchantCode, theme)).digest('base64')}'`;
}

/**
 * The shell's page with the theme in its head: the element right before </head> (after the
 * shell's stylesheet, so it wins), and the browser colour in the theme-color meta.
 */
export function themedShellHtml(html: string, merchantCode: string, theme: Theme): string {
  const themed = html
    .replace(/<meta name="theme-color" content="[^"]*">/, `<meta name="theme-color" content="${theme.browserColor}">`)
    .replace('</head>', `${themeStyleElement(merchantCode, theme)}\n</head>`);
  const path = logoPath(merchantCode, theme);
  if (!path) return themed;
  // The splash shows the logo, the page's first contentful paint. As a CSS background it would be
  // asked for last, behind the start-up scripts the page preloads: preloaded first, and urgent.
  const preload = `<link rel="preload" as="image" fetchpriority="high" href="${path}">`;
  return /<meta charset="[^"]*">/i.test(themed)
    ? themed.replace(/<meta charset="[^"]*">/i, (charset) => charset + preload)
    : themed.replace('</head>', `${preload}</head>`);
}
