/**
 * The shell's Module Federation runtime plugins (wired in by the build's `runtimePlugins`):
 * - the official retry plugin, for a manifest or entry that fails once on a flaky network;
 * - a guard that refuses any remote entry from an origin the registry does not allow, even when a
 *   manifest that was allowed points its entry somewhere else;
 * - `errorLoadRemote`, which logs every failed load with the remote and the lifecycle step, then
 *   lets the error reach the slot that asked, so that only that area shows its fallback;
 * - `createLink`, so that the runtime's preload links (preloadRemote) fetch in the same CORS mode
 *   as the chunk scripts webpack adds later: a preload in another mode is not reused, and the
 *   phone would download each chunk twice;
 * - `afterLoadSnapshot`, which tells the route preload which files of a remote are its modules'
 *   own chunks (preload-assets.ts).
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { getAllowedOrigins } from './allowed-origins';
import { isOriginAllowed } from './origin-policy';
import { recordSnapshot } from './preload-assets';

/** One retry, quickly: the slot has its own time bound and a Retry button for longer outages. */
const RETRY = { retryTimes: 1, retryDelay: 300 };

function guardPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'm-shell-guard',
    loadEntry({ remoteInfo }) {
      if (!isOriginAllowed(remoteInfo.entry, getAllowedOrigins(), window.location.origin)) {
        const error = new Error(`remote ${remoteInfo.name}: entry ${remoteInfo.entry} is not from an allowed origin`);
        error.name = 'OriginRefused';
        throw error;
      }
      return undefined;
    },
    errorLoadRemote({ id, error, lifecycle, from }) {
      console.error(`[federation] ${id} failed at ${lifecycle} (${from})`, error);
      // No substitute module: the slot that asked shows its fallback and offers Retry.
      return undefined;
    },
  };
}

/**
 * A `<link>` for the runtime's preloads, in the CORS mode webpack's chunk scripts use: webpack
 * (crossOriginLoading 'anonymous') marks a chunk script crossorigin only when it comes from
 * another origin than the page, so a preload does the same.
 */
export function preloadLink(url: string, attrs: Record<string, string>, doc: Document = document): HTMLLinkElement {
  const link = doc.createElement('link');
  link.setAttribute('href', url);
  for (const [name, value] of Object.entries(attrs)) link.setAttribute(name, value);
  const rel = link.getAttribute('rel');
  const page = doc.location?.href ?? 'http://localhost/';
  if ((rel === 'preload' || rel === 'modulepreload') && new URL(url, page).origin !== new URL(page).origin)
    link.setAttribute('crossorigin', 'anonymous');
  else link.removeAttribute('crossorigin');
  return link;
}

export default function shellRuntimePlugins(): ModuleFederationRuntimePlugin {
  const retry = RetryPlugin({ fetch: RETRY, script: RETRY });
  const guard = guardPlugin();
  // The build accepts one plugin per file; this one composes both, guard first.
  return {
    name: 'm-shell',
    loadEntry: guard.loadEntry,
    errorLoadRemote: guard.errorLoadRemote,
    fetch: retry.fetch,
    loadEntryError: retry.loadEntryError,
    getModuleFactory: retry.getModuleFactory,
    createLink: ({ url, attrs }: { url: string; attrs?: Record<string, string> }) => preloadLink(url, attrs ?? {}),
    afterLoadSnapshot: <T extends { remoteSnapshot?: unknown }>(args: T): T => {
      recordSnapshot(args.remoteSnapshot);
      return args;
    },
  } as ModuleFederationRuntimePlugin;
}
