/**
 * The service worker answers a navigation with its precached page only when the network did not
 * answer in time. That copy is as old as the worker: its embedded registry (and the merchant's
 * theme) may be older than what the server serves now. The worker marks the copy with a
 * `<meta>` so that the page knows what it is (shell/src/federation/embedded-registry.ts); a page
 * the worker fetched from the network carries no mark and is as fresh as a page without a worker.
 */
export const OFFLINE_COPY_META = 'm-page-source';
export const OFFLINE_COPY_VALUE = 'service-worker-copy';

const MARK = `<meta name="${OFFLINE_COPY_META}" content="${OFFLINE_COPY_VALUE}">`;

/** The page with the mark first in its head (or first of all, for a page without a head). */
export function markOfflineCopy(html: string): string {
  const head = /<head(?:\s[^>]*)?>/i.exec(html);
  if (!head) return `${MARK}${html}`;
  const at = head.index + head[0].length;
  return `${html.slice(0, at)}${MARK}${html.slice(at)}`;
}

/** The part of a document the check reads (the worker's own types know no Document). */
export interface PageHead {
  querySelector(selector: string): { getAttribute(name: string): string | null } | null;
}

/** Whether this document is the worker's precached copy rather than the server's answer. */
export function isOfflineCopy(doc: PageHead): boolean {
  return doc.querySelector(`meta[name="${OFFLINE_COPY_META}"]`)?.getAttribute('content') === OFFLINE_COPY_VALUE;
}

/**
 * A cached page response with the mark. Its body is decoded text now, so the length and encoding
 * of the stored response no longer describe it; everything else (the Content-Security-Policy whose
 * nonce the page's scripts carry) stays.
 */
export async function markedResponse(cached: Response): Promise<Response> {
  const headers = new Headers(cached.headers);
  headers.delete('content-length');
  headers.delete('content-encoding');
  return new Response(markOfflineCopy(await cached.text()), { status: cached.status, statusText: cached.statusText, headers });
}
