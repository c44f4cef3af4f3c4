// Before anything else: the browser's install prompt may fire before the app has started.
import './pwa/install-prompt-capture';
import { startInTasks } from './startup/start-up-tasks';

// The async boundary: shared modules (React, the bus, ...) are negotiated with the federation
// runtime before any code that uses them runs. After the page's first paint, and in three tasks
// (react-dom, @m/shared, then the shell) rather than one long one (startup/start-up-tasks.ts).
startInTasks([() => import('react-dom/client'), () => import('@m/shared'), () => import('./bootstrap')]).catch((error: unknown) => {
  console.error('[shell] start-up failed', error);
  const splash = document.getElementById('splash');
  if (splash) {
    splash.setAttribute('data-state', 'failed');
    const message = splash.querySelector('[data-splash-error]');
    if (message) message.removeAttribute('hidden');
  }
});
