/**
 * Every registry change, in the bucket beside the registries: one object per change
 * (`audit/<registry>/<revision>.json`), created with If-None-Match: * and never rewritten. Only
 * the change that moved the registry to a revision writes that revision's record, so concurrent
 * changes never contend for the log, and the revision orders a registry's records exactly
 * (two changes in one millisecond included).
 */
import { PRIVATE, auditPrefix } from './bucket-layout';
import { PreconditionFailed, type ReleaseBucket } from './release-bucket';
import type { ReleaseAction } from './registry-changes';

export interface AuditRecord {
  at: string;
  /** The operator (or team CI) whose token made the change. */
  actor: string;
  action: ReleaseAction;
  registry: string;
  remote: string;
  from: string | null;
  to: string | null;
  reason: string;
  /** The registry's revision and ETag after the change. */
  revision: number;
  etag: string;
}

const keyOf = (registry: string, revision: number) => `${auditPrefix(registry)}${String(revision).padStart(9, '0')}.json`;

export async function appendAudit(bucket: ReleaseBucket, record: AuditRecord): Promise<void> {
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const body = `${JSON.stringify(record)}\n`;
      await bucket.put(keyOf(record.registry, record.revision), body, {
        contentType: 'application/json; charset=utf-8',
        cacheControl: PRIVATE,
        ifAbsent: true,
      });
      return;
    } catch (error) {
      // Already there: an earlier attempt of ours landed though its answer was lost.
      if (error instanceof PreconditionFailed) return;
      lastError = error;
    }
  }
  throw lastError;
}

async function newest(bucket: ReleaseBucket, prefix: string, limit: number): Promise<AuditRecord[]> {
  const keys = (await bucket.list(prefix)).slice(-limit);
  const texts = await Promise.all(keys.map(async (key) => (await bucket.getText(key))?.text ?? null));
  return texts.filter((text): text is string => text !== null).map((text) => JSON.parse(text) as AuditRecord);
}

/** The newest `limit` records, oldest first: of one registry (in revision order), or of all (by time). */
export async function readAudit(bucket: ReleaseBucket, registry: string | null, limit: number): Promise<AuditRecord[]> {
  if (registry) return newest(bucket, auditPrefix(registry), limit);
  const registries = new Set((await bucket.list('audit/')).map((key) => key.split('/')[1]!));
  const all = (await Promise.all([...registries].map((name) => newest(bucket, auditPrefix(name), limit)))).flat();
  return all.sort((a, b) => (a.at === b.at ? a.revision - b.revision : a.at < b.at ? -1 : 1)).slice(-limit);
}
