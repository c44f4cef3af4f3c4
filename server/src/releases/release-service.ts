/**
 * The release operations an operator (or a team's CI) calls, over the bucket: each checks the
 * version it names (published, complete, integrity as recorded), changes the registry with a
 * compare-and-swap (registry-store.ts) and records who did what, from what, to what, when and
 * why (audit-log.ts). "All merchants" is the default registry plus every merchant registry that
 * does not pin the remote; each is its own atomic change with its own audit record.
 */
import type { RegistryCanary, RegistryRemote } from '@m/shared/contract';
import { appendAudit, readAudit, type AuditRecord } from './audit-log';
import { registryKey } from './bucket-layout';
import type { ReleaseBucket } from './release-bucket';
import * as changes from './registry-changes';
import { MERCHANT_CODE, type StoredEntry, type StoredRegistry } from './registry-object';
import { changeRegistry, readRegistry } from './registry-store';
import { ReleaseRefused, checkVersion } from './version-check';
import { SERVER_ENTRY, VERSION, isRemoteName } from './version-manifest';

export interface ReleaseServiceOptions {
  bucket: ReleaseBucket;
  /** Where players load the bucket's files from (the CDN); registries name files under it. */
  publicUrl: string;
  /**
   * A registry as it was before the bucket (today's server/config/registry/<name>.json), or null:
   * the bucket's first copy of a registry starts from it, so moving to the bucket keeps every pin.
   */
  seed: (name: string) => Promise<StoredRegistry | null>;
  /** Merchant codes that exist; a change for another is refused (a typo must not create a registry). */
  merchants: () => Promise<string[]>;
  now?: () => Date;
}

export interface Who {
  actor: string;
  reason: string;
}

export interface ChangeOutcome {
  registry: string;
  remote: string;
  action: changes.ReleaseAction;
  from: string | null;
  to: string | null;
  /** Why this registry was left as it was (a promotion for all passing a pinned merchant). */
  skipped?: string;
}

export type ReleaseService = ReturnType<typeof releaseService>;

export function releaseService(options: ReleaseServiceOptions) {
  const { bucket } = options;
  const publicUrl = options.publicUrl.replace(/\/$/, '');
  const origin = new URL(publicUrl).origin;
  const now = options.now ?? (() => new Date());

  function checkRemote(remote: string, version?: string): void {
    if (!isRemoteName(remote)) throw new ReleaseRefused(`${remote} is not a remote of this site`);
    if (version !== undefined && !VERSION.test(version)) throw new ReleaseRefused(`${version} is not a semantic version`);
  }

  async function checkMerchant(merchant: string): Promise<void> {
    if (!MERCHANT_CODE.test(merchant) || merchant === 'default') throw new ReleaseRefused(`"${merchant}" is not a merchant code`);
    if (!(await options.merchants()).includes(merchant)) throw new ReleaseRefused(`there is no merchant ${merchant}`);
  }

  /** The registry entry for a published version, after checking its files in the bucket. */
  async function entryFor(remote: string, version: string): Promise<RegistryRemote> {
    const manifest = await checkVersion(bucket, remote, version);
    const server = manifest.files.find((f) => f.path === SERVER_ENTRY)!;
    return {
      name: remote as RegistryRemote['name'],
      version,
      manifest: `${publicUrl}/remotes/${remote}/${version}/mf-manifest.json`,
      server: { integrity: server.integrity },
    };
  }

  async function seedFor(name: string): Promise<StoredRegistry | null> {
    const own = await options.seed(name);
    if (name === 'default') return own;
    if (own) {
      // On disk a merchant's file replaced the default one whole; in the bucket a merchant follows
      // promotions for all unless pinned. So what it ran apart from the default is now a pin.
      const defaults = await options.seed('default');
      const followed = (entry: StoredEntry) => defaults?.remotes.some((d) => d.name === entry.name && d.manifest === entry.manifest);
      return { ...own, remotes: own.remotes.map((entry) => (followed(entry) ? entry : { ...entry, pinned: true as const })) };
    }
    // A merchant without a registry of its own starts from a copy of the default one.
    const base = (await readRegistry(bucket, 'default'))?.doc ?? (await options.seed('default'));
    if (!base) return null;
    return { ...base, merchant: name, remotes: base.remotes.map(({ pinned: _p, ...entry }) => entry), previous: {} };
  }

  async function change(
    registry: string,
    remote: string,
    action: changes.ReleaseAction,
    who: Who,
    apply: (doc: StoredRegistry) => changes.Applied,
  ): Promise<ChangeOutcome> {
    const changed = await changeRegistry(bucket, registry, () => seedFor(registry), apply);
    const outcome: ChangeOutcome = { registry, remote, action, from: changed.from, to: changed.to };
    if (changed.skipped) return { ...outcome, skipped: changed.skipped };
    const record: AuditRecord = {
      at: now().toISOString(),
      actor: who.actor,
      action,
      registry,
      remote,
      from: changed.from,
      to: changed.to,
      reason: who.reason,
      revision: changed.doc.revision ?? 0,
      etag: changed.etag,
    };
    await appendAudit(bucket, record);
    return outcome;
  }

  /** Merchants with a registry of their own: in the bucket, or still only on disk (moved on this change). */
  async function merchantRegistries(): Promise<string[]> {
    const keys = await bucket.list('registries/');
    const inBucket = keys
      .map((key) => /^registries\/([A-Za-z0-9_-]{1,64})\.json$/.exec(key)?.[1])
      .filter((name): name is string => !!name && name !== 'default');
    const onDisk: string[] = [];
    for (const merchant of await options.merchants())
      if (!inBucket.includes(merchant) && (await options.seed(merchant))) onDisk.push(merchant);
    return [...inBucket, ...onDisk].sort();
  }

  return {
    /**
     * For one merchant, or (merchant null) for all: the default registry and every merchant registry
     * not pinning it. For all, a registry already there is left alone, so a CI job may run it again.
     */
    async promote(remote: string, version: string, merchant: string | null, who: Who): Promise<ChangeOutcome[]> {
      checkRemote(remote, version);
      if (merchant !== null) await checkMerchant(merchant);
      const entry = await entryFor(remote, version);
      if (merchant !== null)
        return [await change(merchant, remote, 'promote', who, (doc) => changes.promote(doc, entry, origin, 'merchant'))];
      const outcomes = [await change('default', remote, 'promote', who, (doc) => changes.promote(doc, entry, origin, 'all'))];
      for (const name of await merchantRegistries()) {
        outcomes.push(await change(name, remote, 'promote', who, (doc) => changes.promote(doc, entry, origin, 'all')));
      }
      return outcomes;
    },

    async pin(remote: string, version: string, merchant: string, who: Who): Promise<ChangeOutcome[]> {
      checkRemote(remote, version);
      await checkMerchant(merchant);
      const entry = await entryFor(remote, version);
      return [await change(merchant, remote, 'pin', who, (doc) => changes.pin(doc, entry, origin))];
    },

    async unpin(remote: string, merchant: string, who: Who): Promise<ChangeOutcome[]> {
      checkRemote(remote);
      await checkMerchant(merchant);
      const defaults = (await readRegistry(bucket, 'default'))?.doc ?? (await options.seed('default'));
      const fallback = defaults?.remotes.find((r) => r.name === remote);
      if (!fallback) throw new ReleaseRefused(`the default registry has no ${remote} to follow`);
      return [await change(merchant, remote, 'unpin', who, (doc) => changes.unpin(doc, remote, fallback))];
    },

    /** `share` 0 ends the canary; otherwise 1 to 99 % of the merchant's devices run `version`. */
    async canary(remote: string, version: string | null, share: number, merchant: string, who: Who): Promise<ChangeOutcome[]> {
      checkRemote(remote, version ?? undefined);
      await checkMerchant(merchant);
      if (!Number.isInteger(share) || share < 0 || share > 99)
        throw new ReleaseRefused('--share must be a whole percent from 0 (end the canary) to 99');
      let next: RegistryCanary | null = null;
      if (share > 0) {
        if (!version) throw new ReleaseRefused('a canary needs the version it runs');
        const entry = await entryFor(remote, version);
        next = { version, manifest: entry.manifest, share, ...(entry.server ? { server: entry.server } : {}) };
      }
      return [await change(merchant, remote, 'canary', who, (doc) => changes.canary(doc, remote, next, origin))];
    },

    /**
     * Ends a canary, or returns the remote to the entry its last change replaced. merchant null: the
     * default registry only; to undo a promotion for all, promote the earlier version for all.
     */
    async rollback(remote: string, merchant: string | null, who: Who): Promise<ChangeOutcome[]> {
      checkRemote(remote);
      if (merchant !== null) await checkMerchant(merchant);
      const name = merchant ?? 'default';
      if (!(await bucket.exists(registryKey(name)))) throw new ReleaseRefused(`registry ${name} has had no release to roll back`);
      return [await change(name, remote, 'rollback', who, (doc) => changes.rollback(doc, remote))];
    },

    async history(merchant: string | null, limit: number): Promise<AuditRecord[]> {
      if (merchant !== null && merchant !== 'default' && !MERCHANT_CODE.test(merchant))
        throw new ReleaseRefused(`"${merchant}" is not a merchant code`);
      return readAudit(bucket, merchant, Math.max(1, Math.min(500, limit)));
    },

    async registry(name: string): Promise<StoredRegistry | null> {
      if (!MERCHANT_CODE.test(name)) throw new ReleaseRefused(`"${name}" is not a registry name`);
      return (await readRegistry(bucket, name))?.doc ?? null;
    },
  };
}
