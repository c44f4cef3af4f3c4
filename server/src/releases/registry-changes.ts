/**
 * The release steps as pure functions of a registry: each returns the changed registry and what
 * it changed (from, to), or throws ReleaseRefused saying why not. registry-store.ts runs one
 * against the registry's current state, and again on the new state when another change landed
 * first.
 */
import type { RegistryCanary, RegistryRemote } from '@m/shared/contract';
import { PREVIOUS_KEPT, type StoredEntry, type StoredRegistry } from './registry-object';
import { ReleaseRefused } from './version-check';

export type ReleaseAction = 'promote' | 'pin' | 'unpin' | 'canary' | 'rollback';

export interface Applied {
  doc: StoredRegistry;
  from: string | null;
  to: string | null;
  /** True when nothing was to change (a merchant already on that version, or pinned, during a promotion for all). */
  skipped?: string;
}

function entryOf(doc: StoredRegistry, remote: string): StoredEntry {
  const entry = doc.remotes.find((r) => r.name === remote);
  if (!entry) throw new ReleaseRefused(`${remote} is not in registry ${doc.merchant}`);
  return entry;
}

function withEntry(doc: StoredRegistry, next: StoredEntry, keepPrevious: boolean): StoredRegistry {
  const current = entryOf(doc, next.name);
  const previous = { ...doc.previous };
  if (keepPrevious) previous[next.name] = [...(previous[next.name] ?? []), current].slice(-PREVIOUS_KEPT);
  return { ...doc, remotes: doc.remotes.map((r) => (r.name === next.name ? next : r)), previous };
}

/** The registry's origins with the release origin added: a registry names only origins it allows. */
function allowing(doc: StoredRegistry, origin: string): StoredRegistry {
  return doc.allowedOrigins.includes(origin) ? doc : { ...doc, allowedOrigins: [...doc.allowedOrigins, origin] };
}

function strip(entry: StoredEntry): RegistryRemote {
  const { pinned: _pinned, canary: _canary, ...rest } = entry;
  return rest;
}

/**
 * `scope: 'merchant'`: an operator asked for this registry; a pin refuses it. `'all'`: a promotion
 * for every merchant; a pinned merchant keeps its pin, one already there is left alone.
 */
export function promote(doc: StoredRegistry, version: RegistryRemote, origin: string, scope: 'merchant' | 'all'): Applied {
  const current = entryOf(doc, version.name);
  if (current.pinned && scope === 'all')
    return { doc, from: current.version, to: current.version, skipped: `pinned at ${current.version}` };
  if (current.pinned) {
    throw new ReleaseRefused(`${version.name} is pinned at ${current.version} for ${doc.merchant}: unpin it, or pin ${version.version}`);
  }
  // The same version from the same address: nothing to do. (The same version moving from this
  // site's own folder to the bucket is a change.)
  if (current.version === version.version && current.manifest === version.manifest && !current.canary) {
    if (scope === 'all') return { doc, from: current.version, to: current.version, skipped: `already at ${current.version}` };
    throw new ReleaseRefused(`${version.name} is already at ${version.version} for ${doc.merchant}`);
  }
  // A promotion ends any canary of that remote: everyone now runs the promoted version.
  return { doc: withEntry(allowing(doc, origin), { ...version }, true), from: current.version, to: version.version };
}

export function pin(doc: StoredRegistry, version: RegistryRemote, origin: string): Applied {
  const current = entryOf(doc, version.name);
  if (current.pinned && current.version === version.version) {
    throw new ReleaseRefused(`${version.name} is already pinned at ${version.version} for ${doc.merchant}`);
  }
  return { doc: withEntry(allowing(doc, origin), { ...version, pinned: true }, true), from: current.version, to: version.version };
}

/** Back to following promotions for all: the entry becomes the default registry's. */
export function unpin(doc: StoredRegistry, remote: string, defaultEntry: StoredEntry): Applied {
  const current = entryOf(doc, remote);
  if (!current.pinned) throw new ReleaseRefused(`${remote} is not pinned for ${doc.merchant}`);
  return { doc: withEntry(doc, strip(defaultEntry), true), from: current.version, to: defaultEntry.version };
}

/** `share` 0 ends the canary (its players go back to the current version). */
export function canary(doc: StoredRegistry, remote: string, next: RegistryCanary | null, origin: string): Applied {
  const current = entryOf(doc, remote);
  if (!next) {
    if (!current.canary) throw new ReleaseRefused(`${remote} has no canary for ${doc.merchant}`);
    const { canary: ended, ...rest } = current;
    return { doc: withEntry(doc, rest, false), from: ended.version, to: current.version };
  }
  if (next.version === current.version)
    throw new ReleaseRefused(`${remote} ${next.version} is what every player of ${doc.merchant} already runs`);
  return {
    doc: withEntry(allowing(doc, origin), { ...current, canary: next }, false),
    from: current.canary ? `${current.canary.version} at ${current.canary.share} %` : current.version,
    to: `${next.version} at ${next.share} %`,
  };
}

/** Ends a running canary; otherwise returns the remote to the entry its last change replaced. */
export function rollback(doc: StoredRegistry, remote: string): Applied {
  const current = entryOf(doc, remote);
  if (current.canary) return canary(doc, remote, null, '');
  const earlier = doc.previous?.[remote] ?? [];
  const back = earlier[earlier.length - 1];
  if (!back) throw new ReleaseRefused(`${remote} has no earlier version to roll back to for ${doc.merchant}`);
  const previous = { ...doc.previous, [remote]: earlier.slice(0, -1) };
  return {
    doc: { ...doc, remotes: doc.remotes.map((r) => (r.name === remote ? back : r)), previous },
    from: current.version,
    to: back.version,
  };
}
