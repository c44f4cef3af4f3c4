/**
 * Draws a public route's page on the server (issue 23) for the player's request, within the
 * render admission, and sends it in the parts of the one page template (page-template.ts) as it
 * is drawn: the head and the frame together (the head then leads with the frame's largest-paint
 * image preload), each later slot when it is ready, the hand-over last.
 * Whatever fails on the way, the player gets the page the browser composes itself, as before.
 */
import type { FastifyRequest } from 'fastify';
import {
  deviceIdInCookieHeader,
  parseRegistryDocument,
  popupsSeenInHeader,
  registryForDevice,
  type PageRenderer,
} from '@m/shared/contract';
import { Readable } from 'node:stream';
import {
  abandonedBodyEnd,
  drawnBodyEnd,
  drawnBodyStart,
  drawnHead,
  drawnPiece,
  shellBody,
  splitHints,
  type ShellPage,
} from './page-template';
import { serverEntries } from './server-entries';
import { languageCookie, preferredLanguages } from './request-language';
import type { RenderAdmission } from './render-admission';

export interface ServerRenderOptions {
  renderer: Pick<PageRenderer, 'render' | 'isServerRendered'>;
  /** How long one slot may take before it is left to the browser (ms). */
  slotBudgetMs: number;
  /** How long the frame waits for slots before it goes out without them (ms; absent: the shell's default). */
  frameHoldMs?: number;
  /** Renders per address, in flight and under event-loop delay (render-admission.ts); none: no limit. */
  admission?: RenderAdmission;
  /**
   * Requests whose page the browser composes anyway: end-to-end scenarios that inject faults test
   * how the browser meets them, so their pages are not drawn on the server (the render's own calls
   * carry no cookie of the player and would not meet the scenario's faults).
   */
  skip?: (request: FastifyRequest) => boolean;
}

/**
 * What a render needs to know of the player's request: the same whether the shell page was made in
 * this process (the backend's own render, SSR on) or fetched from the backend (the render tier).
 */
export interface PageAsk {
  method: string;
  url: string;
  protocol: string;
  /** The merchant's host (and port) as the player reached it. */
  authority: string;
  merchant: string | null;
  ip: string;
  headers: FastifyRequest['headers'];
  log: FastifyRequest['log'];
  /**
   * The device's id, which decides the registry's canaries (issue 38): the one just set on a first
   * visit's answer; absent, the request's cookie is read.
   */
  deviceId?: string | null;
}

export function pageAskOf(request: FastifyRequest): PageAsk {
  const { method, url, protocol, ip, headers, log } = request;
  return { method, url, protocol, authority: request.merchant.authority, merchant: request.merchant.code, ip, headers, log };
}

/**
 * The page, drawn on the server into the shell page (page-template.ts); null when this request is
 * not one to draw, or the render failed before the head: the caller then sends the shell as it is.
 * The registry the backend embedded is parsed here, once per request.
 */
export async function renderedPage(
  request: PageAsk,
  shell: ShellPage | null,
  options: Omit<ServerRenderOptions, 'skip'>,
): Promise<Readable | null> {
  const [path = '', query] = request.url.split(/\?(.*)/s, 2);
  // The service worker keeps /m/index.html as the shell for every route: never one route's render.
  if (request.method !== 'GET' || path === '/m/index.html' || !options.renderer.isServerRendered(path)) return null;
  if (!shell || shell.registryText === null || request.merchant === null) return null;
  const siteOrigin = `${request.protocol}://${request.authority}`;
  let entries;
  try {
    // The versions this device runs: canaries decided as the shell will decide them (canary-choice.ts).
    const deviceId = request.deviceId ?? deviceIdInCookieHeader(request.headers.cookie);
    const found = serverEntries(registryForDevice(parseRegistryDocument(JSON.parse(shell.registryText)), deviceId), siteOrigin);
    for (const refusal of found.refused) request.log.warn({ remote: refusal.remote }, `server entry refused: ${refusal.reason}`);
    entries = found.entries;
  } catch (error) {
    request.log.warn({ err: error }, 'registry unreadable: page not rendered on the server');
    return null;
  }
  // A flood (one address, too many renders in flight, a lagging loop) gets the shell: a correct page.
  const admitted = options.admission?.admit(request.ip);
  if (typeof admitted === 'string') {
    request.log.debug(`not rendered (${admitted}): the browser composes the page`);
    return null;
  }
  const search = query ? `?${query}` : '';
  let start;
  try {
    start = await options.renderer.render({
      path,
      search,
      href: `${siteOrigin}${path}${search}`,
      merchant: request.merchant,
      player: {
        authority: request.authority,
        ip: request.ip,
        userAgent: String(request.headers['user-agent'] ?? '').slice(0, 512),
      },
      storedLanguage: languageCookie(request.headers.cookie),
      seenPopups: popupsSeenInHeader(request.headers.cookie),
      acceptLanguages: preferredLanguages(request.headers['accept-language']),
      entries,
      slotBudgetMs: options.slotBudgetMs,
      ...(options.frameHoldMs !== undefined ? { frameHoldMs: options.frameHoldMs } : {}),
      ...(shell.nonce ? { nonce: shell.nonce } : {}),
    });
  } catch (error) {
    admitted?.done();
    request.log.error({ err: error }, 'server render failed: the browser composes the page');
    return null;
  }
  if (!start) {
    admitted?.done();
    return null;
  }
  const { body, root } = start;
  // The chosen language, for the head (the generator below runs later: `start` is not narrowed there).
  const language = { documentLanguage: start.documentLanguage };
  // The render's cost ends when its body is drawn (or fails), whether or not the player still reads.
  body.then(
    () => admitted?.done(),
    () => admitted?.done(),
  );
  const log = request.log;
  const page = shell;
  async function* parts(): AsyncGenerator<string> {
    let framed = false;
    try {
      // The head with the frame (issue 40): the frame's largest-paint image preload leads the head,
      // ahead of the 17 script and manifest preloads; the frame comes within FRAME_HOLD_MS of the
      // slots' start. Then each slot drawn after the frame as it is ready (issue 34).
      let pieces = 0;
      for await (const piece of root) {
        if (framed) yield drawnPiece(piece, pieces === 1);
        else {
          const { lead, rest } = splitHints(piece.hints);
          yield drawnHead(page, language, lead) + drawnBodyStart(page, { ...piece, hints: rest });
        }
        framed = true;
        pieces += 1;
      }
      const rendered = await body;
      for (const slot of rendered.slots) {
        if (slot.outcome !== 'rendered')
          log.warn(
            { remote: slot.remote, module: slot.module, version: slot.version, ms: slot.ms, err: slot.error },
            `slot ${slot.outcome}: left to the browser`,
          );
      }
      if (!framed) throw new Error('the render ended without its frame');
      yield drawnBodyEnd(page, rendered);
    } catch (error) {
      log.error({ err: error }, 'server render failed: the browser composes the page');
      yield framed ? abandonedBodyEnd(page) : drawnHead(page, language) + shellBody(page);
    }
  }
  return Readable.from(parts());
}
