/**
 * Start-up of the shell, in order:
 * 1. before any request, the token leaves the address bar and a fast-domain arrival keeps its
 *    language; the launch URL's tracking parameters (before anything rewrites the address), and
 *    the buffer that holds tracked events until the tracker loads after the first view (docs/tracking.md);
 * 2. the API client learns the merchant (from the page) and language; the error catalogue starts listening;
 * 3. side by side: the merchant's federation registry (from the page on a first visit, else
 *    fetched; applied as soon as it is read, and the current route's remotes preloaded), and the
 *    language then the system check (status with country beside it: maintenance, access denied,
 *    domain not available, or a retry screen);
 * 4. the session from the query (a signed-in player confirms a switch; a signed-out visitor is
 *    told the account unless the merchant handed it over), the app drawn, the splash hidden;
 * 5. after that: the status is read again when the page becomes visible; the service worker once
 *    the first view has settled (sw/service-worker-starter.tsx); once per session the fast-domain
 *    measurement (shell/src/fast-domain).
 * The splash in index.html covers the page until the app is drawn.
 */
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  EMPTY_TRACKING_STATE,
  configureApi,
  currentLanguage,
  initLanguage,
  rememberDebugFlag,
  sessionStore,
  setServerSnapshot,
  storeLanguage,
  systemConfig,
  tracking,
  webStorage,
  reportHydrationError,
  overlays$,
  loading$,
} from '@m/shared';
import { App } from './app/app';
import { applyRegistry, fetchRegistry, preloadModules } from './federation/registry';
import { readEmbeddedRegistry } from './federation/embedded-registry';
import { modulesForPath } from './routes/route-modules';
import { adoptQueryToken, readTokenFromQuery } from './session/query-token';
import { tellHandOverExpired } from './session/hand-over-expired';
import { pageHandOverChecks } from './session/hand-over-checks';
import { holdRoutesUntil } from './session/hand-over-pending';
import { takeMayaArrivalFromQuery } from './auth/maya-arrival-query';
import { ServiceWorkerStarter } from './sw/service-worker-starter';
import { hideSplash, noticeSlowSplash } from './layout/splash';
import { exposeDiagnostics } from './diagnostics';
import { bridgeInstallPrompt } from './pwa/install-prompt-bridge';
import { initTracking } from './tracking/init-tracking';
import { startTracking } from './tracking/start-tracking';
import { startErrorPresenter } from './errors/error-presenter';
import { startMemberLanguageSync } from './language/member-language-sync';
import { startLogoutRequests } from './auth/logout-requests';
import { startMemberUnread } from './member/member-unread';
import { startHeaderBalance } from './member/header-balance';
import { applySystemCheck, runSystemCheck } from './startup/run-system-check';
import { stateFromStatus } from './startup/system-check';
import { readServerRender } from './startup/server-render';
import { startLanguageCookie } from './language/language-cookie';
import { followLanguageOfOtherTabs } from './language/follow-other-tabs';
import { readServerSlots, ServerSlotsContext } from './federation/server-slots';
import { memberUnread$ } from './member/member-unread';
import { onVisibleAgain } from './startup/timers';
import { apiMerchant, readPageMerchant, registryMerchant } from './startup/page-merchant';
import { takeJumpArrival } from './fast-domain/arrival';
import { startFastDomain } from './fast-domain/run-fast-domain';

async function start(): Promise<void> {
  // A start-up still going at 5 s says so on the splash (SPEC 9 loading indicators 5-10 s).
  noticeSlowSplash();
  // Before the first draw: `?debug=1` shows developer labels for the rest of the tab's session.
  rememberDebugFlag(window.location.search);
  // Arrived by a fast-domain jump: keep the language chosen on the other domain.
  takeJumpArrival(window.location, window.history, storeLanguage, webStorage('session'));
  // Before any request: the token leaves the address bar (and so every Referer) at once.
  const { token: queryToken, expired: handOverExpired, handOver } = readTokenFromQuery(window.location, window.history);
  // So does a Maya wallet session id; mf-auth's dialogs parcel signs it in (auth-dialog-host.tsx).
  takeMayaArrivalFromQuery(window.location, window.history);
  bridgeInstallPrompt();
  initTracking();
  // Before any bundle can publish a tracked event: they wait in a buffer for the tracker.
  startTracking();
  // The page names its merchant (SPEC 7: Merchant on every call, the status call included).
  const page = readPageMerchant(document);
  let fromRegistry = '';
  configureApi({
    merchant: () => apiMerchant({ page, registry: fromRegistry, status: systemConfig.value?.status.merchantCode }),
    language: currentLanguage,
  });
  startErrorPresenter();
  startLogoutRequests();
  startMemberUnread();
  startHeaderBalance();
  // A page the server drew says how (issue 23): the status it was drawn with stands for this
  // page's own check, and its language is the one to start in when the player has none stored.
  const drawn = readServerRender(document);
  if (drawn) await applySystemCheck({ state: stateFromStatus(drawn.config.status), config: drawn.config });

  // A page from the network carries the registry (no round trip); the worker's offline copy fetches it.
  const embedded = readEmbeddedRegistry(document);
  const registryRead = (embedded ? Promise.resolve(embedded) : fetchRegistry()).then((registry) => {
    // Diagnostics first: applying the registry may already report refused remotes.
    exposeDiagnostics(registry);
    applyRegistry(registry);
    // The route's remotes download while the status call is still out, not after the first render.
    preloadModules(modulesForPath(window.location.pathname));
    return registry;
  });
  // A page served without the merchant waits for the registry (from the page's own host) before its first call.
  const merchantKnown = page
    ? Promise.resolve()
    : registryRead.then((document) => void (fromRegistry = registryMerchant(document.merchant)));
  const [registry] = await Promise.all([
    registryRead,
    initLanguage(drawn ? { browser: [drawn.language] } : {})
      .then(() => merchantKnown)
      .then(() => (drawn ? undefined : runSystemCheck())),
  ]);
  startLanguageCookie();
  // A language picked in another tab of the site is followed here (SPEC 9.58).
  followLanguageOfOtherTabs();
  const merchantCode = systemConfig.value?.status.merchantCode ?? registry.merchant;
  // A link's session: taken at once when the merchant handed it over (before the first draw, so
  // the route guard sees it); otherwise the visitor is asked first (query-token.ts).
  const adopting = queryToken === null ? null : holdRoutesUntil(adoptQueryToken(queryToken, merchantCode, pageHandOverChecks(), handOver));
  // After the link's session is decided (the visitor may be asked): a session the page starts
  // with, handed over included, keeps the phone's language.
  void Promise.allSettled([adopting]).then(() => startMemberLanguageSync());
  // A jump address kept past its 300 s (a restored tab, say): the player arrives signed out and
  // is told why rather than left to wonder.
  if (handOverExpired) tellHandOverExpired();

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  // Hydrated when the page was drawn for this player's language; otherwise drawn anew (a player
  // whose stored language differs from the one the server could know sees the page redrawn once).
  if (drawn && drawn.language === currentLanguage() && container.firstElementChild) {
    // The server drew a guest's page with this visit's first look: React hydrates with those
    // values, then draws the signed-in header, the tracking links and the unread badge.
    setServerSnapshot(sessionStore.subject, null);
    setServerSnapshot(tracking.state$, EMPTY_TRACKING_STATE);
    setServerSnapshot(memberUnread$, 0);
    // The server draws no overlay: one opened before hydrating (a link's "continue as…?", asked
    // while the page was arriving) is drawn right after, not over the server's HTML (React error 418).
    setServerSnapshot(overlays$, []);
    setServerSnapshot(loading$, 0);
    const slots = readServerSlots(container, drawn.slots);
    // At default priority: at transition priority (tried for issue 40) the session and tracking
    // stores' switch from the server's values to the player's reached the root before it had
    // hydrated, and a signed-in member's page was thrown away and drawn again (React error 418).
    hydrateRoot(
      container,
      <ServerSlotsContext.Provider value={slots}>
        <App />
        <ServiceWorkerStarter merchant={registry.merchant} />
      </ServerSlotsContext.Provider>,
      {
        // A mismatch is a bug to see (e2e fails on it): React then draws the page in the browser.
        onRecoverableError: (error, info) => reportHydrationError('shell', error, info),
      },
    );
  } else {
    createRoot(container).render(
      <>
        <App />
        <ServiceWorkerStarter merchant={registry.merchant} />
      </>,
    );
  }
  hideSplash();
  // A maintenance that started (or ended) while the tab was in the background shows on return.
  onVisibleAgain(() => void runSystemCheck({ fresh: true, background: true }));
  // A signed-in player is asked once the page (and its dialogs) are drawn.
  await adopting;
  // Off the first view (after load and idle time): a jump only happens before the player starts doing anything.
  if (systemConfig.value) void startFastDomain();
}

void start();
