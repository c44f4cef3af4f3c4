/**
 * The one place that talks to the Module Federation runtime about remotes: reads the merchant's
 * registry, registers the remotes it allows, loads exposed modules with a time bound, and resets
 * a remote for Retry. (The MF runtime 3.0 renames `registerRemotes(..., {force})` to
 * `updateRemotes`; only `register` below changes then.)
 */
import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ParcelConfig } from 'single-spa';
import {
  bus,
  containerName,
  currentLanguage,
  DEFAULT_LANGUAGE,
  parseRegistryDocument,
  RegistryError,
  registryForDevice,
  type RegistryDocument,
  type RegistryRemote,
  type RemoteName,
} from '@m/shared';
import { preloadFilter } from './preload-assets';
import { setAllowedOrigins } from './allowed-origins';
import { isOriginAllowed } from './origin-policy';
import { RemoteLoadError } from './remote-load-error';
import { pageDeviceId } from './device-id';

export const REGISTRY_URL = '/m/federation/registry.json';
export const DEFAULT_REGISTRY_URL = '/m/federation/registry.default.json';

interface RegistryState {
  document: RegistryDocument;
  registered: Map<RemoteName, RegistryRemote>;
  refused: Map<RemoteName, RegistryRemote>;
}

let state: RegistryState | null = null;
/** Remotes whose code is on this page (at least one exposed module loaded). */
const onPage = new Set<RemoteName>();

async function fetchDocument(url: string): Promise<RegistryDocument> {
  const response = await fetch(url, { credentials: 'same-origin', cache: 'no-cache' });
  if (!response.ok) throw new RegistryError(`${url} answered ${response.status}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new RegistryError(`${url} is not JSON`);
  }
  return parseRegistryDocument(body);
}

/**
 * The merchant's registry, else the default one; an empty registry (every area shows its
 * fallback) only when neither can be read. Never throws: a bad registry must not blank the page.
 */
export async function fetchRegistry(): Promise<RegistryDocument> {
  try {
    return await fetchDocument(REGISTRY_URL);
  } catch (error) {
    console.error('[registry] merchant registry rejected, using the default registry:', (error as Error).message);
  }
  try {
    return await fetchDocument(DEFAULT_REGISTRY_URL);
  } catch (error) {
    console.error('[registry] default registry rejected, no remote can be loaded:', (error as Error).message);
    return { schemaVersion: 1, merchant: 'unknown', allowedOrigins: [], loadTimeoutMs: 8000, remotes: [] };
  }
}

/** Retry attempts per remote; each attempt gets its own manifest URL (see resetRemote). */
const attempts = new Map<RemoteName, number>();

function manifestUrl(remote: RegistryRemote): string {
  const url = new URL(remote.manifest, window.location.origin);
  const attempt = attempts.get(remote.name) ?? 0;
  if (attempt > 0) url.searchParams.set('attempt', String(attempt));
  return url.href;
}

function register(remotes: RegistryRemote[]): void {
  registerRemotes(
    remotes.map((r) => ({ name: containerName(r.name), alias: r.name, entry: manifestUrl(r) })),
    { force: true },
  );
}

/**
 * Registers the allowed remotes of `merchantRegistry` in the versions this device runs (its
 * canaries decided as the server decided them when it drew the page: canary-choice.ts); refused
 * ones are reported on the bus and logged. The versions registered are the ones the performance
 * beacon reports, so a canary's figures are its own.
 */
export function applyRegistry(merchantRegistry: RegistryDocument, deviceId: string | null = pageDeviceId()): void {
  const document = registryForDevice(merchantRegistry, deviceId);
  const registered = new Map<RemoteName, RegistryRemote>();
  const refused = new Map<RemoteName, RegistryRemote>();
  for (const remote of document.remotes) {
    if (isOriginAllowed(remote.manifest, document.allowedOrigins, window.location.origin)) {
      registered.set(remote.name, remote);
    } else {
      refused.set(remote.name, remote);
      console.error(`[registry] ${remote.name}@${remote.version}: ${remote.manifest} is not from an allowed origin; refused`);
    }
  }
  setAllowedOrigins(document.allowedOrigins);
  register([...registered.values()]);
  state = { document, registered, refused };
  for (const remote of refused.values()) {
    bus.publish('remote.failed', {
      remote: remote.name,
      version: remote.version,
      module: '*',
      reason: 'origin-refused',
      message: `${remote.manifest} is not from an allowed origin`,
    });
  }
}

export function remoteVersion(remote: RemoteName): string {
  return (state?.registered.get(remote) ?? state?.refused.get(remote))?.version ?? 'unknown';
}

/** The version of every remote loaded on this page (for the performance beacon, SPEC 9). */
export function loadedRemoteVersions(): Record<string, string> {
  const versions: Record<string, string> = {};
  for (const remote of onPage) versions[remote] = remoteVersion(remote);
  return versions;
}

export function loadTimeoutMs(): number {
  return state?.document.loadTimeoutMs ?? 8000;
}

function withTimeout<T>(promise: Promise<T>, ms: number, remote: RemoteName): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new RemoteLoadError('timeout', `${remote} did not load within ${ms} ms`, remote)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

function isParcelConfig(value: unknown): value is ParcelConfig {
  const v = value as Record<string, unknown> | null;
  return !!v && typeof v.mount === 'function' && typeof v.unmount === 'function';
}

/** Loads an exposed module of a remote and returns its parcel; rejects with a RemoteLoadError. */
export async function loadParcel(remote: RemoteName, module: string): Promise<ParcelConfig> {
  if (state?.refused.has(remote)) {
    throw new RemoteLoadError('origin-refused', `${remote} is not from an allowed origin`, remote);
  }
  if (!state?.registered.has(remote)) {
    throw new RemoteLoadError('not-registered', `${remote} is not in this merchant's registry`, remote);
  }
  const id = `${containerName(remote)}/${module.replace(/^\.\//, '')}`;
  let loaded: unknown;
  try {
    loaded = await withTimeout(loadRemote<unknown>(id), loadTimeoutMs(), remote);
  } catch (error) {
    if (error instanceof RemoteLoadError) throw error;
    const refused = error instanceof Error && (error.name === 'OriginRefused' || /not from an allowed origin/.test(error.message));
    throw new RemoteLoadError(refused ? 'origin-refused' : 'unreachable', error instanceof Error ? error.message : String(error), remote);
  }
  const parcel = (loaded as { default?: unknown } | null)?.default ?? loaded;
  if (!isParcelConfig(parcel)) {
    throw new RemoteLoadError('mount-error', `${id} does not export a parcel (mount/unmount)`, remote);
  }
  onPage.add(remote);
  return parcel;
}

/**
 * Starts downloading exposed modules before anything asks for them: each remote's manifest, its
 * entry, the modules' first chunks and their first catalogues (preload-assets.ts), so that they
 * arrive while start-up still waits for the status answer. Only registered remotes; never throws (a failed preload leaves the real load to
 * fail and show its fallback).
 */
export function preloadModules(modules: { remote: RemoteName; module: string }[]): void {
  const exposes = new Map<RemoteName, string[]>();
  for (const { remote, module } of modules) {
    if (state?.registered.has(remote)) exposes.set(remote, [...(exposes.get(remote) ?? []), module.replace(/^\.\//, '')]);
  }
  if (exposes.size === 0) return;
  try {
    // 'all' narrowed by the filter: the modules' own chunks and the catalogues they will ask for first.
    const filter = preloadFilter(() => [DEFAULT_LANGUAGE, currentLanguage()]);
    preloadRemote(
      [...exposes].map(([remote, names]) => ({
        nameOrAlias: containerName(remote),
        exposes: names,
        resourceCategory: 'all' as const,
        filter,
        share: false,
        depsRemote: false,
      })),
    ).catch((error: unknown) => console.warn('[registry] preload failed; the route loads its remotes itself', error));
  } catch (error) {
    console.warn('[registry] preload failed; the route loads its remotes itself', error);
  }
}

/**
 * Forgets everything the runtime cached about a remote, so that the next load fetches it again.
 * The runtime keeps in-flight manifest requests by URL: after a time-out the old request may
 * still be pending, and a retry must not wait on it, so each attempt uses a URL of its own.
 */
export function resetRemote(remote: RemoteName): void {
  const entry = state?.registered.get(remote);
  if (!entry) return;
  attempts.set(remote, (attempts.get(remote) ?? 0) + 1);
  register([entry]);
}
