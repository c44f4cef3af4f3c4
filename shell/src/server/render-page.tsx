/**
 * The first view of a public route, composed on the server at run time (issue 23): the shell's
 * frame and every slot of the route, in the player's language and with the merchant's status,
 * from the remote versions the merchant's registry names. The browser hydrates it
 * (shell/src/bootstrap.tsx): the hand-over carries what the page was drawn with, so no call is
 * made twice.
 */
import { renderToString } from 'react-dom/server';
import { StaticRouter, matchPath } from 'react-router-dom';
import {
  HOME_SLOTS,
  ROUTES,
  DEFAULT_FRAME_HOLD_MS,
  collectStyles,
  htmlLang,
  textDirection,
  loadLanguage,
  mapLanguageCode,
  pickInitialLanguage,
  type PageRenderStart,
  type PageRequest,
  type ParcelProps,
  type RenderedPage,
  type RootChunk,
  type ServerRenderHandOver,
  type SlotReport,
  type RemoteName,
  type RouteDef,
  type SystemConfig,
} from '@m/shared';
import { AppFrame } from '../app/app';
import { ServerSlotsContext, slotKey, type ServerSlots } from '../federation/server-slots';
import { checkSystem, reportableUrl } from '../startup/system-check';
import { drawWith, inRequest, type RequestState } from './request-state';
import { renderSlot, type SlotOutcome, type SlotRequest } from './render-slot';
import type { SlotCache } from './slot-cache';
import { platformClass, slotSearch } from './slot-key';
import { ChunkQueue } from './chunk-queue';
import { slotPiece } from './slot-piece';
import { takeResourceHints } from './resource-hints';
import type { RemoteContainers } from './remote-containers';

/** Only routes anyone may see are drawn on the server: signed-in parts stay in the browser. */
export function serverRenderedRoute(path: string): { def: RouteDef; params: Record<string, string> } | null {
  const inApp = path.replace(/^\/m(?=\/|$)/, '') || '/';
  for (const def of ROUTES) {
    if (def.access !== 'public') continue;
    const match = matchPath({ path: `/${def.path}`, end: true }, inApp);
    if (match) {
      const params = Object.fromEntries(Object.entries(match.params).filter((e): e is [string, string] => typeof e[1] === 'string'));
      return { def, params };
    }
  }
  return null;
}

function noop(): void {}

/**
 * What makes a public slot's drawing differ (slot-key.ts): merchant, language, the artefact
 * (remote, version, address, integrity), route and its parameters, the query without tracking
 * parameters, the platform class of the User-Agent, the popups the player has seen (the popup is
 * drawn only for who has not seen it); never the raw query or User-Agent.
 */
function slotCacheKey(slot: SlotRequest, state: RequestState): string {
  const { basePath, route, params, search } = slot.props;
  return JSON.stringify([
    state.merchant,
    state.language,
    slot.entry.remote,
    slot.entry.version,
    slot.entry.url,
    slot.entry.integrity,
    slot.module,
    basePath,
    route,
    params,
    slotSearch(search),
    platformClass(state.player.userAgent),
    state.seenPopups ?? [],
  ]);
}

async function cachedSlot(
  cache: SlotCache,
  slot: SlotRequest,
  state: RequestState,
  draw: () => Promise<SlotOutcome>,
): Promise<SlotOutcome> {
  const key = slotCacheKey(slot, state);
  const kept = cache.get(key);
  if (kept) return { ...kept, ms: 0 };
  const outcome = await draw();
  if (outcome.slot && outcome.complete) cache.set(key, outcome);
  return outcome;
}

/**
 * How long the merchant's status may take before the page is left to the browser: the player
 * would otherwise wait on the server for what the browser asks with its own time bound and screens.
 */
const STATUS_BUDGET_MS = 1000;

function withinStatusBudget<T>(check: Promise<T>): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), STATUS_BUDGET_MS);
  });
  return Promise.race([check, late]).finally(() => clearTimeout(timer));
}

/** The props the browser's RouteView gives the route's parcels (shell/src/routes/route-view.tsx). */
function pageProps(def: RouteDef, params: Record<string, string>, search: string): ParcelProps {
  return {
    basePath: '/m',
    route: `/${def.path}`,
    params: { ...(def.page === 'home' ? {} : def.page.params), ...params },
    search: search.replace(/^\?/, ''),
    navigate: noop,
    reportError: noop,
  };
}

function slotsOf(def: RouteDef): { remote: RemoteName; module: string }[] {
  return def.page === 'home' ? HOME_SLOTS.map((s) => ({ remote: s.remote, module: s.module })) : [def.page];
}

export async function renderPage(containers: RemoteContainers, cache: SlotCache, request: PageRequest): Promise<PageRenderStart | null> {
  const route = serverRenderedRoute(request.path);
  if (!route) return null;
  const seenPopups = request.seenPopups ?? [];
  const base: RequestState = {
    merchant: request.merchant,
    language: 'EN',
    config: null,
    player: request.player,
    href: request.href,
    seenPopups,
  };
  return inRequest(base, async () => {
    const url = new URL(request.href);
    const check = await withinStatusBudget(
      checkSystem(
        {
          device: 'MOBILE',
          track: url.searchParams.get('affiliateCode') ?? '',
          originalDomain: url.hostname,
          url: reportableUrl(request.href),
        },
        { merchant: request.merchant },
      ),
    );
    // Late, maintenance, access denied, a failed status: the browser's start-up decides and draws those.
    if (!check || check.state.phase !== 'ready' || !check.config) return null;
    const config: SystemConfig = check.config;
    const offered = (config.status.languages ?? []).map(mapLanguageCode);
    const language = pickInitialLanguage({
      stored: request.storedLanguage,
      browser: request.acceptLanguages,
      supported: offered,
      fallback: config.status.defaultLanguage ?? 'EN',
    });
    const state: RequestState = { merchant: request.merchant, language, config, player: request.player, href: request.href, seenPopups };
    const documentLanguage = { lang: htmlLang(language), dir: textDirection(language) };
    // The AsyncLocalStorage context follows these promises: their /wps calls are the player's.
    const { root, body } = await inRequest(state, async () => drawBody(containers, cache, request, route, state, documentLanguage));
    // Nobody may be listening yet: a failure is the caller's to see on `body`, never unhandled.
    body.catch(() => undefined);
    return { language, documentLanguage, root, body };
  });
}

/** How long the frame waits for slots still being drawn before it goes out without them (ms), unless the request says. */
export const FRAME_HOLD_MS = DEFAULT_FRAME_HOLD_MS;

/** Waits for `work`, at most `ms`. */
async function firstOf(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([work, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}

/**
 * Draws the page's body as it is sent (issue 34): every slot starts drawing; the frame goes out
 * when they are drawn or after FRAME_HOLD_MS, with the slots drawn by then inside it; each other
 * slot follows as a piece when it has rendered (slot-piece.tsx), in the order they are ready. A
 * slot not drawn (past its budget, failed) is left to the browser: its area in the frame is the
 * one the browser draws. The hand-over comes last, when every slot is in.
 */
function drawBody(
  containers: RemoteContainers,
  cache: SlotCache,
  request: PageRequest,
  route: { def: RouteDef; params: Record<string, string> },
  state: RequestState,
  documentLanguage: RenderedPage['documentLanguage'],
): { root: AsyncIterable<RootChunk>; body: Promise<RenderedPage> } {
  const { language } = state;
  const config = state.config!;
  const queue = new ChunkQueue<RootChunk>();
  const body = (async (): Promise<RenderedPage> => {
    await loadLanguage(language);
    const props = pageProps(route.def, route.params, request.search);
    const variant = route.def.page === 'home' ? 'widget' : 'page';
    const wanted = slotsOf(route.def).map((slot) => ({ ...slot, props, entry: request.entries.find((e) => e.remote === slot.remote) }));
    const drawn: ServerSlots = new Map();
    const handOverSlots: ServerRenderHandOver['slots'] = {};
    const reports: SlotReport[] = [];
    // What the slots drawn before the frame asked for goes with it.
    const early = { styles: new Map<string, string>(), hints: [] as string[] };
    const sentStyles = new Set<string>();
    let framed = false;
    let pieces = 0;
    const record = (index: number, slot: (typeof wanted)[number], outcome: SlotOutcome | null) => {
      const key = slotKey(slot.remote, slot.module);
      if (!outcome) {
        reports[index] = { remote: slot.remote, module: slot.module, version: null, outcome: 'not-in-registry', ms: 0 };
        return;
      }
      if (!outcome.slot) {
        const version = slot.entry?.version ?? null;
        reports[index] = {
          remote: slot.remote,
          module: slot.module,
          version,
          outcome: outcome.reason,
          ms: outcome.ms,
          error: outcome.error,
        };
        return;
      }
      handOverSlots[key] = { version: outcome.slot.version, loads: outcome.slot.loads };
      reports[index] = { remote: slot.remote, module: slot.module, version: outcome.slot.version, outcome: 'rendered', ms: outcome.ms };
      if (!framed) {
        drawn.set(key, outcome.slot);
        for (const [id, css] of outcome.styles) early.styles.set(id, css);
        early.hints.push(...outcome.hints);
        return;
      }
      // After the frame: the slot's own piece, after the stylesheets the page does not have yet.
      const piece = slotPiece({
        ...slot,
        variant,
        slot: outcome.slot,
        state,
        first: pieces === 0,
        ...(request.nonce ? { nonce: request.nonce } : {}),
      });
      pieces += 1;
      const styles = new Map<string, string>();
      for (const [id, css] of [...outcome.styles, ...piece.styles]) if (!sentStyles.has(id)) styles.set(id, css);
      for (const id of styles.keys()) sentStyles.add(id);
      queue.push({ html: piece.html, styles, hints: outcome.hints });
    };
    const settled = wanted.map(async (slot, index) => {
      if (!slot.entry) return record(index, slot, null);
      const one = { ...slot, entry: slot.entry };
      const outcome = await cachedSlot(cache, one, state, () => renderSlot(containers, one, state, request.slotBudgetMs)).catch(
        (error: unknown): SlotOutcome => ({ slot: null, ms: 0, reason: 'failed', error }),
      );
      try {
        record(index, slot, outcome);
      } catch (error) {
        // A piece that could not be drawn leaves its slot to the browser.
        reports[index] = {
          remote: slot.remote,
          module: slot.module,
          version: slot.entry.version,
          outcome: 'failed',
          ms: outcome.ms,
          error,
        };
        delete handOverSlots[slotKey(slot.remote, slot.module)];
      }
    });
    // The frame waits a little for the slots: a page whose slots are quick arrives whole and holds
    // still (a slot put in after the first paint moves the areas below it: CLS, issue 17); a
    // slower slot no longer holds the frame, it follows when ready, within its budget.
    await firstOf(Promise.all(settled), request.frameHoldMs ?? FRAME_HOLD_MS);
    const frameStyles = new Map(early.styles);
    const frame = drawWith(state, () =>
      collectStyles(frameStyles, () =>
        renderToString(
          <ServerSlotsContext.Provider value={drawn}>
            <StaticRouter location={`${request.path}${request.search}`} basename="/m">
              <AppFrame />
            </StaticRouter>
            <ServerOnlySibling />
          </ServerSlotsContext.Provider>,
        ),
      ),
    );
    framed = true;
    const { hints: frameHints, html } = takeResourceHints(frame);
    for (const id of frameStyles.keys()) sentStyles.add(id);
    queue.push({ html, styles: frameStyles, hints: [...new Set([...frameHints, ...early.hints])] });
    await Promise.all(settled);
    queue.end();
    return {
      language,
      documentLanguage,
      handOver: { schemaVersion: 1, language, config, slots: handOverSlots },
      slots: reports,
    };
  })();
  // A failure before the frame (the language's catalogues, the frame's draw) ends the pieces too.
  body.catch((error: unknown) => queue.fail(error));
  return { root: queue, body };
}

/** Holds the place of the browser root's second child (the service worker starter, which draws nothing). */
function ServerOnlySibling() {
  return null;
}
