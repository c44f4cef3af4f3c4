// Before anything else: the browser's install prompt may fire before the app has started.
import './pwa/install-prompt-capture';

// The async boundary: shared modules (React, the bus, ...) are negotiated with the federation
// runtime before any code that uses them runs.
import('./bootstrap').catch((error: unknown) => {
  console.error('[shell] start-up failed', error);
  const splash = document.getElementById('splash');
  if (splash) {
    splash.setAttribute('data-state', 'failed');
    const message = splash.querySelector('[data-splash-error]');
    if (message) message.removeAttribute('hidden');
  }
});
