/**
 * The console's releases, in process: the backend calls the registry service's own code
 * (releases/release-service.ts) over the release bucket, with the signed-in operator's name as
 * the audited actor. No service token or "on behalf of" header exists to be stolen or forged:
 * the operator was authenticated and authorised by this process, the one that makes the change.
 * Built only when the backend has RELEASES_BUCKET (server-options.ts); otherwise the routes
 * answer 503 `unavailable`.
 */
import type { OpsAuditEntry, OpsAvailableVersion, OpsReleaseAction, OpsReleases, OpsRemoteRelease } from '@m/shared/ops';
import { REMOTE_NAMES } from '@m/shared/contract';
import type { AuditRecord } from '../releases/audit-log';
import { auditPrefix, manifestKey, remotePrefix } from '../releases/bucket-layout';
import type { BucketSettings } from '../releases/bucket-settings';
import { releaseBucket, s3Client, type ReleaseBucket } from '../releases/release-bucket';
import type { ReleaseService, Who } from '../releases/release-service';
import type { StoredRegistry } from '../releases/registry-object';
import { diskRegistry, releaseServiceOverConfig } from '../releases/config-registries';
import { SERVER_ENTRY, parseVersionManifest, type VersionManifest } from '../releases/version-manifest';

export interface AuditFilter {
  /** Registries to read (merchant codes, `default`); null: every registry. */
  registries: string[] | null;
  remote?: string;
  actor?: string;
  limit: number;
}

interface PublishedVersion {
  manifest: VersionManifest;
  /** ISO time the manifest was stored (the bucket's Last-Modified); null if the store gave none. */
  publishedAt: string | null;
}

export type OpsReleaseBackend = ReturnType<typeof opsReleaseBackend>;

const AUDIT_READS_AT_ONCE = 16;

export function releaseBackendFromSettings(settings: BucketSettings, configDir: string): OpsReleaseBackend {
  const bucket = releaseBucket(s3Client(settings), settings.bucket);
  return opsReleaseBackend(releaseServiceOverConfig(bucket, settings.publicUrl, configDir), bucket, configDir);
}

export function opsReleaseBackend(service: ReleaseService, bucket: ReleaseBucket, configDir: string) {
  /**
   * Version manifests and audit records never change once written: each is read once. A
   * manifest is kept with its object's date, the time its version was published (version-upload.ts
   * writes it last, once every file is in).
   */
  const manifests = new Map<string, PublishedVersion>();
  const records = new Map<string, AuditRecord>();

  /**
   * Every audit record of `registry` (null: of all), oldest first: the keys are listed each time,
   * only records not seen before are read (audit-log.ts writes each once, never rewrites it).
   */
  async function auditRecords(registry: string | null): Promise<AuditRecord[]> {
    const keys = await bucket.list(registry ? auditPrefix(registry) : 'audit/');
    const missing = keys.filter((key) => !records.has(key));
    // A long log read for the first time: a few reads at once, not thousands.
    for (let i = 0; i < missing.length; i += AUDIT_READS_AT_ONCE) {
      await Promise.all(
        missing.slice(i, i + AUDIT_READS_AT_ONCE).map(async (key) => {
          const stored = await bucket.getText(key);
          try {
            if (stored) records.set(key, JSON.parse(stored.text) as AuditRecord);
          } catch {
            // Not a record audit-log.ts wrote: left out of the console's log, the bucket keeps it.
          }
        }),
      );
    }
    return keys
      .map((key) => records.get(key))
      .filter((record): record is AuditRecord => record !== undefined)
      .sort((a, b) => (a.at === b.at ? a.revision - b.revision : a.at < b.at ? -1 : 1));
  }

  /** What a merchant runs: its bucket registry, else its disk one, else the default it follows. */
  async function effectiveRegistry(
    merchant: string,
  ): Promise<{ doc: StoredRegistry; follows: StoredRegistry | null; inBucket: boolean } | null> {
    const defaults = (await service.registry('default')) ?? diskRegistry(configDir, 'default');
    const inBucket = await service.registry(merchant);
    if (inBucket) return { doc: inBucket, follows: defaults, inBucket: true };
    const onDisk = diskRegistry(configDir, merchant);
    if (onDisk) return { doc: onDisk, follows: defaults, inBucket: false };
    return defaults ? { doc: defaults, follows: null, inBucket: false } : null;
  }

  /** A version's manifest and publish time, read once; null while it has none (an upload under way). */
  async function published(remote: string, version: string): Promise<PublishedVersion | null> {
    const key = manifestKey(remote, version);
    const known = manifests.get(key);
    if (known) return known;
    const stored = await bucket.getText(key);
    if (!stored) return null;
    try {
      const found = { manifest: parseVersionManifest(stored.text, remote, version), publishedAt: stored.modified?.toISOString() ?? null };
      manifests.set(key, found);
      return found;
    } catch {
      return null; // A malformed manifest is refused at promotion (version-check.ts); not offered here.
    }
  }

  /**
   * The versions in the bucket, remote by remote: one listing of each remote's version folders
   * (a request per remote, whatever number of files the versions hold), then only the manifests
   * not read before. Nothing is kept between views but the manifests, so a version a team's CI
   * published from elsewhere is offered on the next view.
   */
  async function available(): Promise<OpsAvailableVersion[]> {
    const perRemote = await Promise.all(
      [...REMOTE_NAMES].sort().map(async (remote) => {
        const prefix = remotePrefix(remote);
        const versions = (await bucket.folders(prefix)).map((folder) => folder.slice(prefix.length, -1));
        const found: OpsAvailableVersion[] = [];
        for (const version of versions) {
          const read = await published(remote, version);
          if (!read) continue;
          const { manifest, publishedAt } = read;
          found.push({
            remote,
            version,
            bytes: manifest.files.filter((f) => !f.path.startsWith('server/')).reduce((sum, f) => sum + f.size, 0),
            integrity: manifest.files.find((f) => f.path === SERVER_ENTRY)?.integrity ?? '',
            publishedAt,
          });
        }
        return found;
      }),
    );
    return perRemote.flat();
  }

  async function lastChanges(registry: string): Promise<Map<string, string>> {
    const changed = new Map<string, string>();
    for (const record of await auditRecords(registry)) changed.set(record.remote, record.at);
    return changed;
  }

  return {
    async view(merchant: string): Promise<OpsReleases> {
      const found = await effectiveRegistry(merchant);
      const changedIn = await lastChanges(found?.follows === null ? 'default' : merchant);
      const remotes: OpsRemoteRelease[] = (found?.doc.remotes ?? [])
        .filter((entry) => (REMOTE_NAMES as readonly string[]).includes(entry.name))
        .map((entry) => {
          const followed = found?.follows?.remotes.find((d) => d.name === entry.name);
          // A bucket registry marks its pins; a disk one pins what differs from the default.
          const pinned = found?.inBucket ? entry.pinned === true : followed !== undefined && followed.manifest !== entry.manifest;
          return {
            remote: entry.name,
            version: entry.version,
            pinned,
            canary: entry.canary ? { version: entry.canary.version, share: entry.canary.share } : null,
            changedAt: changedIn.get(entry.name) ?? null,
          };
        });
      return { merchant, remotes, available: await available() };
    },

    /** Runs the action for `actor`; the registry service checks the version and writes the audit record. */
    async act(action: OpsReleaseAction, actor: string): Promise<void> {
      const who: Who = { actor, reason: action.reason };
      switch (action.action) {
        case 'promote':
          await service.promote(action.remote, action.version, action.merchant === '*' ? null : action.merchant, who);
          return;
        case 'pin':
          await service.pin(action.remote, action.version, action.merchant, who);
          return;
        case 'unpin':
          await service.unpin(action.remote, action.merchant, who);
          return;
        case 'canary':
          await service.canary(action.remote, action.share === 0 ? null : action.version, action.share, action.merchant, who);
          return;
        case 'rollback':
          await service.rollback(action.remote, action.merchant, who);
          return;
      }
    },

    /** Newest first, filtered. */
    async audit(filter: AuditFilter): Promise<OpsAuditEntry[]> {
      const read = filter.registries === null ? [null] : filter.registries;
      const all = (await Promise.all(read.map((registry) => auditRecords(registry)))).flat();
      return all
        .filter((r) => (!filter.remote || r.remote === filter.remote) && (!filter.actor || r.actor === filter.actor))
        .sort((a, b) => (a.at === b.at ? b.revision - a.revision : a.at < b.at ? 1 : -1))
        .slice(0, filter.limit)
        .map(({ at, actor, action, registry, remote, from, to, reason }) => ({ at, actor, action, registry, remote, from, to, reason }));
    },
  };
}
