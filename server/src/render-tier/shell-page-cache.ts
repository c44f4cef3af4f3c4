/**
 * The backend's shell page, kept by the render tier per merchant host for a few seconds
 * (SSR_SHELL_CACHE_MS, issue 34): a page flood would otherwise cost the backend one shell page
 * per flood page, rendered or not, and the players' /wps calls wait behind them. The backend
 * makes that page from the host and path alone (its merchant, theme and registry; the manifests
 * the path draws first), except for the CSP nonce, which is drawn per response: every page served from here gets a fresh one,
 * written into the policy and into the page's script tags in place of the kept one.
 *
 * The page is kept read (page-template.ts's parts) and cut at its nonce: a hit costs joining the
 * parts around a fresh nonce, not a regular-expression pass over the page per request.
 */
import crypto from 'node:crypto';
import type http from 'node:http';
import { readShellPage, type ShellPage as ShellParts } from '../ssr/page-template';

/** Per response, not per page: a date, validators and a length that the tier's own answer sets. */
const NOT_KEPT = new Set(['date', 'etag', 'last-modified', 'content-length', 'content-encoding', 'age', 'expires']);
const NONCE_IN_POLICY = /'nonce-([A-Za-z0-9+/=]+)'/;

export interface ShellPage {
  headers: http.IncomingHttpHeaders;
  html: string;
}

/** The page as the tier uses it: its headers and HTML, and its parts when it can be drawn into. */
export interface ServedShellPage extends ShellPage {
  /** Null for a page with no head, body or empty `#root` (it is sent as it is). */
  parts: ShellParts | null;
}

type Cut<T> = { [K in keyof T]: T[K] extends string ? string[] : T[K] extends string | null ? string[] | null : T[K] };

interface Kept {
  headers: http.IncomingHttpHeaders;
  /** The policy cut at the kept nonce. */
  policy: string[];
  html: string[];
  parts: Cut<ShellParts> | null;
  until: number;
}

/** Reads the page once (its parts); used for a page that is not kept, and to keep one. */
export function servedShellPage(page: ShellPage): ServedShellPage {
  return { ...page, parts: readShellPage(page.html) };
}

function cut<T extends object>(value: T, at: string): Cut<T> {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) out[key] = typeof field === 'string' ? field.split(at) : field;
  return out as Cut<T>;
}

function joined<T extends object>(value: Cut<T>, by: string): T {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) out[key] = Array.isArray(field) ? (field as string[]).join(by) : field;
  return out as T;
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
  get(protocol: string, host: string, path: string): ServedShellPage | null {
    if (this.ttlMs <= 0) return null;
    const key = `${protocol}://${host}${path}`;
    const kept = this.pages.get(key);
    if (!kept) return null;
    if (kept.until <= this.now()) {
      this.pages.delete(key);
      return null;
    }
    const nonce = crypto.randomBytes(18).toString('base64');
    const attribute = `nonce="${nonce}"`;
    return {
      headers: { ...kept.headers, 'content-security-policy': kept.policy.join(`'nonce-${nonce}'`) },
      html: kept.html.join(attribute),
      parts: kept.parts ? { ...joined<ShellParts>(kept.parts, attribute), nonce } : null,
    };
  }

  /**
   * Keeps the backend's 200 shell page for this host. Not kept: a page without a nonce in its
   * policy (its scripts could not be given a fresh one), one that sets a cookie (that belongs to
   * one player), or one the backend said something about for this request only (`skip`).
   */
  put(protocol: string, host: string, path: string, page: ServedShellPage, skip = false): void {
    if (this.ttlMs <= 0 || skip || page.headers['set-cookie'] !== undefined) return;
    const policy = String(page.headers['content-security-policy'] ?? '');
    const nonce = NONCE_IN_POLICY.exec(policy)?.[1];
    if (!nonce) return;
    const headers: http.IncomingHttpHeaders = {};
    for (const [name, value] of Object.entries(page.headers))
      if (!NOT_KEPT.has(name) && name !== 'content-security-policy') headers[name] = value;
    const attribute = `nonce="${nonce}"`;
    const key = `${protocol}://${host}${path}`;
    this.pages.delete(key);
    if (this.pages.size >= this.maxHosts) this.pages.delete(this.pages.keys().next().value!);
    this.pages.set(key, {
      headers,
      policy: policy.split(`'nonce-${nonce}'`),
      html: page.html.split(attribute),
      parts: page.parts ? cut(page.parts, attribute) : null,
      until: this.now() + this.ttlMs,
    });
  }
}
