/**
 * One server process renders every merchant and language, while the shell and the remotes read
 * module-level stores (`systemConfig`, the language, the start-up state) as the browser has one
 * page each. A render therefore sets those stores right before React draws and draws
 * synchronously (renderToString), so no other request can change them in between; the API
 * client reads the request's merchant and language from an AsyncLocalStorage, which follows the
 * loaders' awaits.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import {
  configureApi,
  i18n,
  i18nextCode,
  isSupportedLanguage,
  language$,
  setServerLocationSource,
  mapLanguageCode,
  supportedLanguages$,
  systemConfig,
  type RenderPlayer,
  type SystemConfig,
  type Transport,
  type ApiOptions,
} from '@m/shared';

type Adapter = NonNullable<ApiOptions['adapter']>;
import { startupState$ } from '../startup/startup-state';
import { stateFromStatus } from '../startup/system-check';

export interface RequestState {
  merchant: string;
  language: string;
  config: SystemConfig | null;
  player: RenderPlayer;
  /** The page's address (origin, path, query). */
  href: string;
  /** The home popups this browser session has seen (its cookie): the popup is drawn only when not. */
  seenPopups?: readonly string[];
}

const current = new AsyncLocalStorage<RequestState>();

const RENDER_ORIGIN = 'http://render.invalid';

/** An axios adapter over the server's transport, for the player of the current render. */
function adapterOver(transport: Transport): Adapter {
  return async (config) => {
    const state = current.getStore();
    if (!state) throw new Error('a /wps call outside a render');
    // The client puts the whole address (origin, path and query) in `url`.
    const url = new URL(config.url ?? '/', RENDER_ORIGIN);
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(config.headers.toJSON() as Record<string, unknown>)) {
      if (typeof value === 'string' || typeof value === 'number') headers[name] = String(value);
    }
    const answer = await transport({
      method: (config.method ?? 'get').toUpperCase(),
      path: `${url.pathname}${url.search}`,
      headers,
      body: typeof config.data === 'string' ? config.data : undefined,
      player: state.player,
    });
    return { data: answer.body, status: answer.status, statusText: '', headers: answer.headers, config, request: null };
  };
}

/** Where the request being drawn is, for code that asks `pageLocation()` (shared/src/ssr/page-location.ts). */
function requestLocation() {
  const state = current.getStore();
  if (!state) return undefined;
  const url = new URL(state.href);
  return {
    origin: url.origin,
    pathname: url.pathname,
    search: url.search,
    userAgent: state.player.userAgent,
    seenPopups: state.seenPopups ?? [],
  };
}

/** The API client of the render tier: the /wps calls go through `transport`, with the request's merchant and language. */
export function configureServerApi(transport: Transport): void {
  setServerLocationSource(requestLocation);
  configureApi({
    baseURL: RENDER_ORIGIN,
    adapter: adapterOver(transport),
    merchant: () => current.getStore()?.merchant ?? '',
    language: () => current.getStore()?.language ?? 'EN',
    // Two players' renders never share a call: the status carries each one's address and region.
    requester: () => JSON.stringify(current.getStore()?.player ?? null),
    token: () => null,
    // No page, no session storage: every render asks (the server caches what it may).
    storage: () => null,
  });
}

export function inRequest<T>(state: RequestState, work: () => Promise<T>): Promise<T> {
  return current.run(state, work);
}

/** Sets the stores the components read for this request, then draws (synchronously). */
export function drawWith<T>(state: RequestState, draw: () => T): T {
  if (state.config) {
    systemConfig.next(state.config);
    startupState$.next(stateFromStatus(state.config.status));
    const offered = state.config.status.languages;
    const shown = Array.isArray(offered) ? offered.map(mapLanguageCode).filter(isSupportedLanguage) : [];
    if (shown.length > 0) supportedLanguages$.next(shown);
  }
  // i18next switches at once when the catalogues are in (the renderer loaded them first).
  void i18n.changeLanguage(i18nextCode(state.language));
  if (language$.value !== state.language) language$.next(state.language);
  return draw();
}
