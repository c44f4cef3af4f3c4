/**
 * Start-up of the shell, in order:
 * 1. the launch URL's tracking parameters (before anything rewrites the address);
 * 2. the API client learns the merchant and language; the error catalogue starts listening;
 * 3. side by side: the merchant's federation registry, and the language then the system check
 *    (status and country: maintenance, access denied, domain not available, or a retry screen);
 * 4. the session from the query, the registry applied, the app drawn, the splash hidden;
 * 5. after that: the status is read again when the page becomes visible, the service worker, and
 *    once per session the fast-domain measurement (shell/src/fast-domain).
 * The splash in index.html covers the page until the app is drawn.
 */
import { createRoot } from 'react-dom/client';
import { configureApi, currentLanguage, i18n, initLanguage, showConfirm, storeLanguage, systemConfig } from '@m/shared';
import { App } from './app/app';
import { applyRegistry, fetchRegistry } from './federation/registry';
import { adoptQueryToken, readTokenFromQuery } from './session/query-token';
import { registerServiceWorker } from './sw/register-service-worker';
import { hideSplash } from './layout/splash';
import { exposeDiagnostics } from './diagnostics';
import { bridgeInstallPrompt } from './pwa/install-prompt-bridge';
import { initTracking } from './tracking/init-tracking';
import { startErrorPresenter } from './errors/error-presenter';
import { startMemberLanguageSync } from './language/member-language-sync';
import { runSystemCheck } from './startup/run-system-check';
import { onVisibleAgain } from './startup/timers';
import { takeJumpArrival } from './fast-domain/arrival';
import { sessionFlagStorage } from './fast-domain/measured-flag';
import { startFastDomain } from './fast-domain/run-fast-domain';

/** The player decides whether a link may replace the session they are signed in with. */
function confirmSessionSwitch(): Promise<boolean> {
  const t = i18n.t.bind(i18n);
  return showConfirm({ title: t('session_switch_title'), message: t('session_switch_message'), confirmText: t('session_switch_confirm'), cancelText: t('session_switch_cancel') });
}

async function start(): Promise<void> {
  // Arrived by a fast-domain jump: keep the language chosen on the other domain.
  takeJumpArrival(window.location, window.history, storeLanguage, sessionFlagStorage());
  // Before any request: the token leaves the address bar (and so every Referer) at once.
  const queryToken = readTokenFromQuery(window.location, window.history);
  bridgeInstallPrompt();
  initTracking();
  // Until the status names the merchant the header stays out and the server goes by the host.
  configureApi({ merchant: () => systemConfig.value?.status.merchantCode ?? '', language: currentLanguage });
  startErrorPresenter();
  startMemberLanguageSync();

  const [registry] = await Promise.all([fetchRegistry(), initLanguage().then(() => runSystemCheck())]);
  const merchantCode = systemConfig.value?.status.merchantCode ?? registry.merchant;
  // A guest simply takes the link's session before the first draw (the route guard sees it).
  const adopting = adoptQueryToken(queryToken, merchantCode, confirmSessionSwitch);
  // Diagnostics first: applying the registry may already report refused remotes.
  exposeDiagnostics(registry);
  applyRegistry(registry);

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  createRoot(container).render(<App />);
  hideSplash();
  // A signed-in player is asked once the page (and its dialogs) are drawn.
  await adopting;
  // A maintenance that started (or ended) while the tab was in the background shows on return.
  onVisibleAgain(() => void runSystemCheck({ fresh: true, background: true }));
  registerServiceWorker(registry.merchant);
  // Off the first view: a jump only happens before the player starts doing anything.
  if (systemConfig.value) void startFastDomain();
}

void start();
