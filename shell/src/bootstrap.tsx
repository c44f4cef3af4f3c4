/**
 * Start-up of the shell, in order:
 * 1. the launch URL's tracking parameters (before anything rewrites the address);
 * 2. the API client learns the merchant and language; the error catalogue starts listening;
 * 3. side by side: the merchant's federation registry, and the language then the system check
 *    (status and country: maintenance, access denied, domain not available, or a retry screen);
 * 4. the session from the query, the registry applied, the app drawn, the splash hidden;
 * 5. after that: the status is read again when the page becomes visible, the service worker.
 * The splash in index.html covers the page until the app is drawn.
 */
import { createRoot } from 'react-dom/client';
import { configureApi, currentLanguage, initLanguage, systemConfig } from '@m/shared';
import { App } from './app/app';
import { applyRegistry, fetchRegistry } from './federation/registry';
import { takeTokenFromQuery } from './session/query-token';
import { registerServiceWorker } from './sw/register-service-worker';
import { hideSplash } from './layout/splash';
import { exposeDiagnostics } from './diagnostics';
import { bridgeInstallPrompt } from './pwa/install-prompt-bridge';
import { initTracking } from './tracking/init-tracking';
import { startErrorPresenter } from './errors/error-presenter';
import { startMemberLanguageSync } from './language/member-language-sync';
import { startLogoutRequests } from './auth/logout-requests';
import { startMemberUnread } from './member/member-unread';
import { runSystemCheck } from './startup/run-system-check';
import { onVisibleAgain } from './startup/timers';

async function start(): Promise<void> {
  bridgeInstallPrompt();
  initTracking();
  // Until the status names the merchant the header stays out and the server goes by the host.
  configureApi({ merchant: () => systemConfig.value?.status.merchantCode ?? '', language: currentLanguage });
  startErrorPresenter();
  startLogoutRequests();
  startMemberUnread();

  const [registry] = await Promise.all([fetchRegistry(), initLanguage().then(() => runSystemCheck())]);
  takeTokenFromQuery(window.location, window.history, systemConfig.value?.status.merchantCode ?? registry.merchant);
  // After the query's token: a session the page starts with keeps the phone's language.
  startMemberLanguageSync();
  // Diagnostics first: applying the registry may already report refused remotes.
  exposeDiagnostics(registry);
  applyRegistry(registry);

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  createRoot(container).render(<App />);
  hideSplash();
  // A maintenance that started (or ended) while the tab was in the background shows on return.
  onVisibleAgain(() => void runSystemCheck({ fresh: true, background: true }));
  registerServiceWorker(registry.merchant);
}

void start();
