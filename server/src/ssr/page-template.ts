/**
 * The one place a server-drawn page is composed (issue 34 item 6). The shell page the backend made
 * for the request (its CSP nonce, theme, merchant and registry: server/src/static) is read once
 * (readShellPage), and the page is written from it in document order, as it is drawn (issue 34:
 * streaming by slot):
 *
 *   drawnHead, with the frame: <html lang dir> <head> charset · the frame's high-priority image
 *     preloads (the largest paint's) · the shell's head </head>
 *   drawnBodyStart, right after it: <body> splash (hidden: there is something to see) ·
 *     the frame's other image preloads · its stylesheets · <div id="root"> the frame
 *   drawnPiece, per slot drawn after the frame: its image preloads · stylesheets · the slot's piece
 *     (the first one after a <noscript> style that shows it where it is without JavaScript)
 *   drawnBodyEnd, when every slot is in: </div> · the hand-over the browser hydrates with ·
 *     the shell's scripts </body>
 *
 * Why the largest paint's image leads the head (issue 40): over HTTP/1.1 the browser has six
 * connections to the host, and the shell's head asks for 17 files at once (main.js, the start-up
 * chunks, the remotes' manifests). An image preload written after them waited 2.7-2.9 s for a
 * connection on a throttled phone; written first, it is asked for first. So the head waits for the
 * frame (the slots drawn within FRAME_HOLD_MS, shell/src/server/render-page.tsx) to name it. The
 * other image preloads stay in the body, behind the scripts, which the page needs sooner than
 * below-the-fold art.
 * Nothing here is markup from a server answer or a query: the render is React's (escaped), the
 * hand-over is JSON with every `<` escaped, attributes are escaped.
 */
import { EMBEDDED_REGISTRY_ID, HAND_OVER_ID, type RenderedPage, type RootChunk } from '@m/shared/contract';
import { scriptJson, styleTags } from './server-rendered-html';

export interface ShellPage {
  /** The page as the backend made it: what is sent when nothing is drawn. */
  html: string;
  /** The CSP nonce the page's scripts carry (a streamed render's own scripts need it); null when none. */
  nonce: string | null;
  /** The merchant the backend decided (its `<meta name="merchant">`), null for a host no merchant owns. */
  merchant: string | null;
  /** The registry the backend embedded, as JSON text (`<` written `\u003c`, which JSON reads back). */
  registryText: string | null;
  /** Before `<html>` (the doctype). */
  prologue: string;
  /** From after `<html …>` to the end of the `<head>` tag. */
  headOpen: string;
  /** `<meta charset>`, which must stay the head's first element; '' if the shell has none. */
  charset: string;
  /** The rest of the head, with `</head>`. */
  headRest: string;
  /** From `</head>` to the splash (or to #root when there is no splash). */
  bodyOpen: string;
  /** From the splash's id on to #root; '' when there is no splash. */
  splash: string;
  /** After the empty `#root`: the shell's scripts and the end of the document. */
  bodyEnd: string;
}

const SHELL =
  /^([\s\S]*?)<html\b[^>]*>([\s\S]*?<head\b[^>]*>)(\s*<meta charset="[^"]*">)?([\s\S]*?<\/head>)([\s\S]*?)<div id="?root"?><\/div>([\s\S]*)$/i;
const MERCHANT_META = /<meta name="merchant" content="([a-z0-9_-]+)">/i;
const REGISTRY_SCRIPT = new RegExp(`<script type="application/json" id="${EMBEDDED_REGISTRY_ID}">([^<]*)</script>`);
const SPLASH = '<div id="splash"';
const NONCE = /<script\b[^>]*\bnonce="([A-Za-z0-9+/=]+)"/i;

/** The shell page in its parts; null for a page with no head, body or empty `#root` (not drawn into). */
export function readShellPage(html: string): ShellPage | null {
  const match = SHELL.exec(html);
  if (!match) return null;
  const [, prologue = '', headOpen = '', charset = '', headRest = '', body = '', bodyEnd = ''] = match;
  if (!/<body\b/i.test(body)) return null;
  const splashAt = body.indexOf(SPLASH);
  return {
    html,
    nonce: NONCE.exec(html)?.[1] ?? null,
    merchant: MERCHANT_META.exec(headRest)?.[1] ?? null,
    registryText: REGISTRY_SCRIPT.exec(headRest)?.[1] ?? null,
    prologue,
    headOpen,
    charset,
    headRest,
    bodyOpen: splashAt < 0 ? body : body.slice(0, splashAt),
    splash: splashAt < 0 ? '' : body.slice(splashAt + SPLASH.length),
    bodyEnd,
  };
}

function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** A preload React wrote for an image the render marked `fetchPriority="high"` (the first screen's largest). */
const HIGH_PRIORITY = /\sfetchpriority="high"/i;

/** The render's image preloads split: those that lead the head (high priority) and those for the body. */
export function splitHints(hints: readonly string[]): { lead: string[]; rest: string[] } {
  const lead: string[] = [];
  const rest: string[] = [];
  for (const hint of hints) (HIGH_PRIORITY.test(hint) ? lead : rest).push(hint);
  return { lead, rest };
}

/**
 * The head of the page: the shell's, with `lead` (the high-priority image preloads of splitHints)
 * right after the charset, before any script or style the shell's head asks for.
 */
export function drawnHead(shell: ShellPage, page: Pick<RenderedPage, 'documentLanguage'>, lead: readonly string[] = []): string {
  const { lang, dir } = page.documentLanguage;
  return [
    shell.prologue,
    `<html lang="${attribute(lang)}" dir="${dir === 'rtl' ? 'rtl' : 'ltr'}">`,
    shell.headOpen,
    shell.charset,
    lead.join(''),
    shell.headRest,
  ].join('');
}

/** The body as the shell has it (a render that failed after the head went out): the browser composes the page. */
export function shellBody(shell: ShellPage): string {
  return [shell.bodyOpen, shell.splash ? `${SPLASH}${shell.splash}` : '', '<div id="root"></div>', shell.bodyEnd].join('');
}

/**
 * The body up to and with the frame (the first piece of `#root`): the splash hidden (there is
 * something to see), the frame's image preloads and stylesheets, `#root` opened with the frame.
 */
export function drawnBodyStart(shell: ShellPage, frame: RootChunk): string {
  return [
    shell.bodyOpen,
    shell.splash ? `${SPLASH} data-state="hidden"${shell.splash}` : '',
    frame.hints.join(''),
    styleTags(frame.styles),
    '<div id="root">',
    frame.html,
  ].join('');
}

/**
 * A slot drawn after the frame, still inside `#root` (shell/src/server/slot-piece.tsx): its area in
 * a hidden element and the inline script that puts it in place of its placeholder, after the
 * stylesheets it asked for (so it is styled when it shows). After the frame's nodes, and removed
 * by its script as it is parsed: the browser's hydration never meets it.
 */
export function drawnPiece(piece: RootChunk, first = false): string {
  return [first ? SHOWN_WITHOUT_SCRIPTS : '', piece.hints.join(''), styleTags(piece.styles), piece.html].join('');
}

/**
 * With JavaScript off, React's script never moves a streamed slot into its place: the slot is shown
 * where it arrived (after the frame) rather than not at all. Before the first streamed slot.
 */
const SHOWN_WITHOUT_SCRIPTS = '<noscript><style>#root>[hidden][data-ssr-piece]{display:block}</style></noscript>';

/** The end of the page once every slot is in: `#root` closed, the hand-over the browser hydrates with, the shell's scripts. */
export function drawnBodyEnd(shell: ShellPage, page: Pick<RenderedPage, 'handOver'>): string {
  return ['</div>', `<script type="application/json" id="${HAND_OVER_ID}">${scriptJson(page.handOver)}</script>`, shell.bodyEnd].join('');
}

/**
 * The end of a page whose render failed after the frame went out: no hand-over, so the browser
 * does not hydrate what may be half drawn but composes the page itself (replacing `#root`'s inside).
 */
export function abandonedBodyEnd(shell: ShellPage): string {
  return ['</div>', shell.bodyEnd].join('');
}
