/**
 * The backend's shell page, kept by the render tier per merchant host for a few seconds
 * (SSR_SHELL_CACHE_MS, issue 34): a page flood would otherwise cost the backend one shell page
 * per flood page, rendered or not, and the players' /wps calls wait behind them. The backend
 * makes that page from the host and path alone (its merchant, theme and registry; the manifests
 * the path draws first), except for the CSP nonce, which is drawn per response: every page served from here gets a fresh one,
 * written into the policy and into the page's script tags in place of the kept one.
 */
import crypto from 'node:crypto';
import type http from 'node:http';

/** Per response, not per page: a date, validators and a length that the tier's own answer sets. */
const NOT_KEPT = new Set(['date', 'etag', 'last-modified', 'content-length', 'content-encoding', 'age', 'expires']);
const NONCE_IN_POLICY = /'nonce-([A-Za-z0-9+/=]+)'/;

export interface ShellPage {
  headers: http.IncomingHttpHeaders;
  html: string;
}

interface Kept extends ShellPage {
  /** The nonce the backend drew for the kept copy (replaced on every page served from here). */
  nonce: string;
  until: number;
}

export class ShellPageCache {
  private readonly pages = new Map<string, Kept>();

  constructor(
    private readonly ttlMs: number,
    /** Pages kept at most: random Host headers or paths must not grow the map without end. */
    private readonly maxHosts = 64,
    private readonly now: () => number = Date.now,
  ) {}

  /** The shell page for this scheme, host and path with a fresh nonce, or null when none is kept (or it is stale). */
  get(protocol: string, host: string, path: string): ShellPage | null {
    if (this.ttlMs <= 0) return null;
    const key = `${protocol}://${host}${path}`;
    const kept = this.pages.get(key);
    if (!kept) return null;
    if (kept.until <= this.now()) {
      this.pages.delete(key);
      return null;
    }
    const nonce = crypto.randomBytes(18).toString('base64');
    const policy = String(kept.headers['content-security-policy']);
    return {
      headers: { ...kept.headers, 'content-security-policy': policy.replaceAll(`'nonce-${kept.nonce}'`, `'nonce-${nonce}'`) },
      html: kept.html.replaceAll(`nonce="${kept.nonce}"`, `nonce="${nonce}"`),
    };
  }

  /**
   * Keeps the backend's 200 shell page for this host. Not kept: a page without a nonce in its
   * policy (its scripts could not be given a fresh one), one that sets a cookie (that belongs to
   * one player), or one the backend said something about for this request only (`skip`).
   */
  put(protocol: string, host: string, path: string, page: ShellPage, skip = false): void {
    if (this.ttlMs <= 0 || skip || page.headers['set-cookie'] !== undefined) return;
    const nonce = NONCE_IN_POLICY.exec(String(page.headers['content-security-policy'] ?? ''))?.[1];
    if (!nonce) return;
    const headers: http.IncomingHttpHeaders = {};
    for (const [name, value] of Object.entries(page.headers)) if (!NOT_KEPT.has(name)) headers[name] = value;
    const key = `${protocol}://${host}${path}`;
    this.pages.delete(key);
    if (this.pages.size >= this.maxHosts) this.pages.delete(this.pages.keys().next().value!);
    this.pages.set(key, { headers, html: page.html, nonce, until: this.now() + this.ttlMs });
  }
}
