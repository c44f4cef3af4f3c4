/**
 * Changes one registry object atomically: read it with its ETag, apply the change to that state,
 * write it back only if the ETag is unchanged (If-Match; If-None-Match: * when creating). When
 * another change landed in between, the write is refused by the bucket and the change is applied
 * again to the new state, which may now refuse it (a pin that appeared, a rollback with nothing
 * left). Two concurrent changes never lose one: the naive read-change-write this replaces did.
 */
import { REGISTRY_CACHE, registryKey } from './bucket-layout';
import { PreconditionFailed, type ReleaseBucket } from './release-bucket';
import { parseStoredRegistry, registryText, type StoredRegistry } from './registry-object';
import type { Applied } from './registry-changes';
import { ReleaseRefused } from './version-check';

/** Too many changes landed first, every time: nothing was changed, the operator may retry. */
export class RegistryBusy extends Error {
  override name = 'RegistryBusy';
}

export const MAX_ATTEMPTS = 60;

const pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.min(200, 5 * attempt) * (0.5 + Math.random())));

export async function readRegistry(bucket: ReleaseBucket, name: string): Promise<{ doc: StoredRegistry; etag: string } | null> {
  const stored = await bucket.getText(registryKey(name));
  if (!stored) return null;
  let value: unknown;
  try {
    value = JSON.parse(stored.text);
  } catch {
    throw new ReleaseRefused(`registry ${name} in the bucket is not JSON: restore it from the audit log before changing it`);
  }
  return { doc: parseStoredRegistry(value, name), etag: stored.etag };
}

export interface Changed extends Applied {
  etag: string;
}

/**
 * `seed` gives the registry to start from when the bucket has none yet (null: refuse);
 * `apply` is one of registry-changes.ts's steps.
 */
export async function changeRegistry(
  bucket: ReleaseBucket,
  name: string,
  seed: () => Promise<StoredRegistry | null>,
  apply: (doc: StoredRegistry) => Applied,
): Promise<Changed> {
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    const current = await readRegistry(bucket, name);
    const base = current?.doc ?? (await seed());
    if (!base) throw new ReleaseRefused(`there is no registry ${name} in the bucket yet`);
    const applied = apply(base);
    if (applied.skipped) return { ...applied, etag: current?.etag ?? '' };
    const doc = parseStoredRegistry({ ...applied.doc, revision: (base.revision ?? 0) + 1 }, name);
    try {
      const etag = await bucket.put(registryKey(name), registryText(doc), {
        contentType: 'application/json; charset=utf-8',
        cacheControl: REGISTRY_CACHE,
        ...(current ? { ifMatch: current.etag } : { ifAbsent: true }),
      });
      return { ...applied, doc, etag };
    } catch (error) {
      if (!(error instanceof PreconditionFailed)) throw error;
      await pause(attempt);
    }
  }
  throw new RegistryBusy(`registry ${name} kept changing under this change (${MAX_ATTEMPTS} attempts): nothing was changed, try again`);
}
