/**
 * Every registry change, in the bucket beside the registries: one object per change
 * (`audit/<registry>/<time>-<id>.json`), created with If-None-Match: * and never rewritten, so
 * concurrent changes never contend for the log and none overwrites another's record.
 */
import crypto from 'node:crypto';
import { PRIVATE, auditPrefix } from './bucket-layout';
import type { ReleaseBucket } from './release-bucket';
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
  /** The registry object's ETag after the change. */
  etag: string;
}

export async function appendAudit(bucket: ReleaseBucket, record: AuditRecord): Promise<void> {
  const key = `${auditPrefix(record.registry)}${record.at.replace(/:/g, '-')}-${crypto.randomBytes(6).toString('hex')}.json`;
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      await bucket.put(key, `${JSON.stringify(record)}\n`, {
        contentType: 'application/json; charset=utf-8',
        cacheControl: PRIVATE,
        ifAbsent: true,
      });
      return;
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

/** The newest `limit` records, oldest first; of one registry, or of all. */
export async function readAudit(bucket: ReleaseBucket, registry: string | null, limit: number): Promise<AuditRecord[]> {
  const keys = await bucket.list(registry ? auditPrefix(registry) : 'audit/');
  const byTime = keys.map((key) => ({ key, name: key.slice(key.lastIndexOf('/') + 1) })).sort((a, b) => (a.name < b.name ? -1 : 1));
  const newest = byTime.slice(-limit);
  const records = await Promise.all(newest.map(async ({ key }) => (await bucket.getText(key))?.text ?? null));
  return records.filter((text): text is string => text !== null).map((text) => JSON.parse(text) as AuditRecord);
}
