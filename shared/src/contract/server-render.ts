/**
 * The contract between the reference server and the shell's server build (issue 23): the server
 * loads `shell/dist/server/render.js` at run time and calls `createPageRenderer`; this file types
 * both sides of that call, and the hand-over the page carries to the browser.
 */
import type { RemoteName } from './remote-names';
import type { CountryInfo, SystemStatus } from './system-status';

/** The hand-over's element: `<script type="application/json" id="m-ssr">`. */
export const HAND_OVER_ID = 'm-ssr';

/** A remote version's server entry as a registry names it. */
export interface ServerEntryRef {
  remote: RemoteName;
  version: string;
  /** A path on this site (`/m/remotes/...`) or a URL on an allowed origin. */
  url: string;
  /** `sha384-…` of the entry's bytes, as the registry pins it; null for this site's own files. */
  integrity: string | null;
}

/** An entry's code, read and checked (origin, integrity) by the server. */
export interface EntryCode {
  url: string;
  code: string;
}

/** Who the page is for: the /wps backend decides the merchant by host and some answers by address. */
export interface RenderPlayer {
  /** The host (and port) the player asked for. */
  authority: string;
  /** The player's address, as the server resolved it. */
  ip: string;
  /** The browser's User-Agent (platform-specific parts of a page are drawn for it). */
  userAgent: string;
}

/** One /wps call of a render, as the server's transport carries it. */
export interface TransportRequest {
  method: string;
  /** Path and query, e.g. `/wps/system/status?device=MOBILE`. */
  path: string;
  headers: Record<string, string>;
  body: string | undefined;
  player: RenderPlayer;
}

export interface TransportAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** How the render tier reaches /wps: in process for the reference server, HTTP for an operator's. */
export type Transport = (request: TransportRequest) => Promise<TransportAnswer>;

/** How long the frame waits for slots by default (ms): the render tier's SSR_FRAME_HOLD_MS. */
export const DEFAULT_FRAME_HOLD_MS = 100;

export interface PageRequest {
  /** The path under the site, e.g. `/m/home`. */
  path: string;
  /** The query string with its `?`, or ''. */
  search: string;
  /** The page's full address as the player asked for it (the status call reports it, token removed). */
  href: string;
  merchant: string;
  player: RenderPlayer;
  /** The player's language cookie, if any. */
  storedLanguage: string | null;
  /** The home popups this browser session has seen (their cookie, popups-seen.ts); absent: none. */
  seenPopups?: readonly string[];
  /** Accept-Language, best first. */
  acceptLanguages: readonly string[];
  /** The server entries of the merchant's registry, each on an allowed origin (the server checked). */
  entries: readonly ServerEntryRef[];
  /** Per-slot budget (ms): a slot later than this is left to the browser. */
  slotBudgetMs: number;
  /**
   * How long the frame waits for slots still being drawn before it goes out without them (ms;
   * absent: DEFAULT_FRAME_HOLD_MS): a longer hold sends more pages whole, a shorter one sends the
   * header and navigation sooner.
   */
  frameHoldMs?: number;
  /** The page's CSP nonce: the inline scripts that put a streamed slot in place carry it. */
  nonce?: string;
}

export interface SlotReport {
  remote: RemoteName;
  module: string;
  version: string | null;
  outcome: 'rendered' | 'late' | 'failed' | 'not-in-registry';
  ms: number;
  error?: unknown;
}

/** What the page tells the browser about how it was drawn. */
export interface ServerRenderHandOver {
  schemaVersion: 1;
  language: string;
  config: { status: SystemStatus; country: CountryInfo | null };
  /** Per slot (`mf-games/HomeCategories`): the version that drew it and the loads it was drawn with. */
  slots: Record<string, { version: string; loads: Record<string, unknown> }>;
}

/**
 * A piece of the inside of `#root`, in the order the page is sent: the frame first (with the slots
 * drawn by then inside it), then each slot drawn later as it is ready (React's streamed HTML: the
 * slot's Suspense boundary filled in by an inline script carrying the page's nonce).
 */
export interface RootChunk {
  html: string;
  /** Stylesheets (id → CSS) this piece asked for that no earlier piece did: the first piece's go before `#root`. */
  styles: Map<string, string>;
  /** React's resource hints (image preloads) of this piece. */
  hints: string[];
}

/** What is known once the whole page is drawn: it ends the page, after the last piece of `#root`. */
export interface RenderedPage {
  language: string;
  /** The page's `<html lang dir>` for that language. */
  documentLanguage: { lang: string; dir: 'ltr' | 'rtl' };
  handOver: ServerRenderHandOver;
  slots: SlotReport[];
}

/**
 * A render in steps, so the server sends the page as it is drawn: the language is known once the
 * merchant's status is read (a few ms: the head goes out), the frame right after (header and
 * navigation, every slot not drawn yet held by its Suspense boundary), each slot when it has
 * rendered or run out of its budget (issue 34: a slow slot no longer holds the whole page).
 * `body` settles after `root` has ended.
 */
export interface PageRenderStart {
  language: string;
  documentLanguage: { lang: string; dir: 'ltr' | 'rtl' };
  root: AsyncIterable<RootChunk>;
  body: Promise<RenderedPage>;
}

export interface PageRenderer {
  /** Null when the route is not drawn on the server (signed-in parts, system states). */
  render: (request: PageRequest) => Promise<PageRenderStart | null>;
  isServerRendered: (path: string) => boolean;
  /** Drops loaded entries no registry names any more. */
  retain: (keep: readonly ServerEntryRef[]) => void;
  /** How many remote versions are loaded. */
  loadedVersions: () => number;
}

export interface RendererOptions {
  transport: Transport;
  /** How long a drawn public slot is kept for the next guests (ms; default 5000, 0: never). */
  slotCacheMs?: number;
  /** Reads a remote version's server entry, checked against the registry (origin and integrity). */
  fetchEntry: (entry: ServerEntryRef) => Promise<EntryCode>;
}

/** The server build's one export. */
export type CreatePageRenderer = (options: RendererOptions) => PageRenderer;
