/**
 * The remotes' server builds, loaded at run time with the Module Federation runtime (issue 23):
 * the same composition as in the browser, in Node. One federation instance per remote version, so
 * a merchant pinned to mf-games 1.0.0 and one on 1.1.0 are served side by side in one process,
 * and a newly published version is loaded on the next request that names it, without a restart.
 *
 * The code of an entry reaches this module only through `fetchEntry`, which the server gives: it
 * reads only entries the merchant's registry names, from its allowed origins, and checks their
 * integrity (server/src/ssr/server-entries.ts). It runs in its own V8 context, so two versions of
 * one remote never share globals; the shared modules (React, @m/shared, ...) are this bundle's.
 */
import crypto from 'node:crypto';
import vm from 'node:vm';
import { createInstance } from '@module-federation/enhanced/runtime';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactRouterDom from 'react-router-dom';
import * as Rx from 'rxjs';
import * as Shared from '@m/shared';
import { containerName, type EntryCode, type ServerEntryRef, type ServerRenderable } from '@m/shared';

export type FetchEntry = (entry: ServerEntryRef) => Promise<EntryCode>;

function provided(module: unknown, version: string) {
  return { version, lib: () => module, shareConfig: { singleton: true, requiredVersion: false as const } };
}

/**
 * The modules every remote shares with the shell, as the browser's shell provides them (i18next
 * only reaches the remotes through @m/shared, so it needs no entry of its own here).
 */
const versions = __SHARED_VERSIONS__;
const SHARED = {
  react: provided(React, versions.react),
  'react-dom': provided(ReactDOM, versions.react),
  'react-dom/client': provided(ReactDOMClient, versions.react),
  'react/jsx-runtime': provided(JsxRuntime, versions.react),
  'react-router-dom': provided(ReactRouterDom, versions['react-router-dom']),
  rxjs: provided(Rx, versions.rxjs),
  '@m/shared': provided(Shared, versions['@m/shared']),
};

/** Runs an entry's code as a CommonJS module in a fresh context and returns its container. */
function evaluateEntry(entry: EntryCode, container: string): unknown {
  const module = { exports: {} as Record<string, unknown> };
  const sandbox: Record<string, unknown> = {
    module,
    exports: module.exports,
    // A server entry is one self-contained file: it needs no module of its own from disk.
    require: (id: string) => {
      throw new Error(`${container}: a server entry may not require "${id}"`);
    },
    console,
    setTimeout,
    clearTimeout,
    setInterval,
    clearInterval,
    queueMicrotask,
    URL,
    URLSearchParams,
    TextEncoder,
    TextDecoder,
    AbortController,
    AbortSignal,
    structuredClone,
    process: { env: { NODE_ENV: 'production' } },
  };
  sandbox.globalThis = sandbox;
  vm.runInNewContext(entry.code, sandbox, { filename: entry.url });
  const exported = module.exports;
  return exported[container] ?? exported;
}

/**
 * The checked artefact: a version is one container; the same version from another address or
 * with another hash is another. Every cache below is keyed by it, never by name or version alone.
 */
function containerKey(entry: ServerEntryRef): string {
  return JSON.stringify([entry.remote, entry.version, entry.url, entry.integrity ?? '']);
}

/**
 * The Module Federation runtime keeps loaded entries in a process-wide map keyed by container name
 * and entry address (`__GLOBAL_LOADING_REMOTE_ENTRY__`): the address given to it names the whole
 * artefact, so one merchant's load can never stand in for another merchant's pin (issue 34).
 */
function artefactId(key: string): string {
  return crypto.createHash('sha256').update(key).digest('hex').slice(0, 20);
}

/** How long a refused entry (wrong hash, not an allowed file) is answered from memory, not fetched again. */
export const REFUSAL_KEPT_MS = 60_000;

function isRefusal(error: unknown): boolean {
  // The server's EntryRefused (server/src/ssr/server-entries.ts) is another bundle's class: matched by name.
  return error instanceof Error && error.name === 'EntryRefused';
}

interface Loaded {
  version: string;
  /** The runtime's own key of this entry: dropped with the container so memory stays bounded. */
  runtimeKey: string;
  get: (module: string) => Promise<ServerRenderable>;
}

/** Versions kept loaded at most: publishing many versions must not grow the process without end. */
const MAX_LOADED = 40;

export class RemoteContainers {
  /** In order of last use: the first is the one to drop. */
  private readonly loaded = new Map<string, Loaded>();
  /** Artefacts the server refused, with when they may be asked for again. */
  private readonly refused = new Map<string, { until: number; error: Error }>();

  constructor(
    private readonly fetchEntry: FetchEntry,
    private readonly now: () => number = Date.now,
  ) {}

  /** The parcel of the entry's exposed `module`, as its server build exposes it. */
  async parcel(entry: ServerEntryRef, module: string): Promise<ServerRenderable> {
    const key = containerKey(entry);
    const refusal = this.refused.get(key);
    if (refusal && refusal.until > this.now()) throw refusal.error;
    if (refusal) this.refused.delete(key);
    try {
      return await this.container(entry, key).get(module);
    } catch (error) {
      // A refusal is remembered for a while (a page flood must not fetch a bad file on every
      // page); any other failure is not cached as broken: a fixed file is tried on the next request.
      this.drop(key);
      throw error;
    }
  }

  /** How many versions are loaded (operators' diagnostics). */
  get size(): number {
    return this.loaded.size;
  }

  /** Forgets every loaded entry not in `keep` (the entries some registry still names). */
  retain(keep: readonly ServerEntryRef[]): void {
    const named = new Set(keep.map(containerKey));
    for (const key of this.loaded.keys()) if (!named.has(key)) this.drop(key);
    for (const key of this.refused.keys()) if (!named.has(key)) this.refused.delete(key);
  }

  private drop(key: string): void {
    const known = this.loaded.get(key);
    if (!known) return;
    this.loaded.delete(key);
    const loading = (globalThis as { __GLOBAL_LOADING_REMOTE_ENTRY__?: Record<string, unknown> }).__GLOBAL_LOADING_REMOTE_ENTRY__;
    if (loading) delete loading[known.runtimeKey];
  }

  private container(entry: ServerEntryRef, key: string): Loaded {
    const { remote, version } = entry;
    const known = this.loaded.get(key);
    if (known) {
      this.loaded.delete(key);
      this.loaded.set(key, known);
      return known;
    }
    if (this.loaded.size >= MAX_LOADED) this.drop(this.loaded.keys().next().value!);
    const name = containerName(remote);
    const id = artefactId(key);
    const address = `ssr://${remote}/${version}/${id}`;
    const fetchEntry = this.fetchEntry;
    const refused = this.refused;
    const until = () => this.now() + REFUSAL_KEPT_MS;
    const instance = createInstance({
      name: `ssr_${name}_${version.replace(/\W/g, '_')}_${id}`,
      remotes: [{ name, entry: address, type: 'commonjs-module' }],
      shared: SHARED,
      plugins: [
        {
          name: 'ssr-entry',
          // The runtime asks for the container; the code comes checked from the server.
          loadEntry: async () => {
            let code: EntryCode;
            try {
              code = await fetchEntry(entry);
            } catch (error) {
              if (isRefusal(error)) refused.set(key, { until: until(), error: error as Error });
              throw error;
            }
            return evaluateEntry(code, name) as never;
          },
        },
      ],
    });
    const loaded: Loaded = {
      version,
      runtimeKey: `${name}:${address}`,
      get: async (module) => {
        const exported = await instance.loadRemote<{ default?: { ssr?: ServerRenderable } }>(`${name}/${module.replace(/^\.\//, '')}`);
        const ssr = exported?.default?.ssr;
        if (!ssr) throw new Error(`${remote}@${version} ${module} has no server render`);
        return ssr;
      },
    };
    this.loaded.set(key, loaded);
    return loaded;
  }
}
