/**
 * The merchant the served page belongs to, written into the shell's HTML as
 * `<meta name="merchant" content="…">` (SPEC 7: every /wps request carries `Merchant`). The
 * server that serves the HTML knows the merchant from the host; the front end reads it before
 * its first API call, so an operator's API on another host than the page gets the header too.
 * A `<meta>` is inert markup: no script to hash for a Content-Security-Policy.
 */
import type { RequestMerchant } from '../tenancy/tenant-directory';

const ATTRIBUTE_ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;', "'": '&#39;' };

/** A value made safe inside a double-quoted HTML attribute. */
export function htmlAttribute(value: string): string {
  return value.replace(/[&"<>']/g, (c) => ATTRIBUTE_ESCAPES[c] ?? c);
}

export function merchantMetaTag(merchant: string): string {
  return `<meta name="merchant" content="${htmlAttribute(merchant)}">`;
}

/**
 * The page with the merchant's meta tag at the end of its head. No merchant (a host no merchant
 * owns, or tenants.json unreadable): the page goes out unchanged, and the status call answers
 * domain_not_available as before.
 */
export function withMerchantMeta(html: string, merchant: string | null): string {
  if (!merchant) return html;
  const at = html.search(/<\/head>/i);
  if (at < 0) return html;
  return `${html.slice(0, at)}${merchantMetaTag(merchant)}\n${html.slice(at)}`;
}

/**
 * The merchant's display name as `<meta name="application-name">`: the page (and the service
 * worker's precached copy of it) names its merchant even when the status cannot be read, offline
 * (issue 37: a page never cached showed the product's placeholder brand instead).
 */
export function withMerchantName(html: string, name: string | null): string {
  if (!name) return html;
  const at = html.search(/<\/head>/i);
  if (at < 0) return html;
  return `${html.slice(0, at)}<meta name="application-name" content="${htmlAttribute(name)}">\n${html.slice(at)}`;
}

/** The merchant a page names (request.merchant, as the /wps backend reads it), or null for a host no merchant owns. */
export function pageMerchant(merchant: RequestMerchant): string | null {
  return merchant.known ? merchant.code : null;
}
