/**
 * Start-up of the shell: session from the query, the merchant's federation registry, the app,
 * then the service worker. The splash in index.html covers the page until the app is drawn.
 */
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { applyRegistry, fetchRegistry } from './federation/registry';
import { takeTokenFromQuery } from './session/query-token';
import { registerServiceWorker } from './sw/register-service-worker';
import { hideSplash } from './layout/splash';
import { exposeDiagnostics } from './diagnostics';

async function start(): Promise<void> {
  const registry = await fetchRegistry();
  takeTokenFromQuery(window.location, window.history, registry.merchant);
  // Diagnostics first: applying the registry may already report refused remotes.
  exposeDiagnostics(registry);
  applyRegistry(registry);

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  createRoot(container).render(<App />);
  hideSplash();
  registerServiceWorker(registry.merchant);
}

void start();
