/**
 * Where the backend reads the federation registries (issue 38): the config folder's
 * `registry/<name>.json` (today's local-disk releases), or with a release bucket the bucket's
 * `registries/<name>.json`, which only the registry service writes (server/src/releases). The
 * bucket is read over its public URL (RELEASES_PUBLIC_URL: the CDN in front of it, or the
 * bucket's own address): a backend on any host needs no bucket credentials, and sees a promotion
 * within the registry's short cache (at most its 15 s `max-age`, RELEASES_REGISTRY_CACHE_MS)
 * without a restart or a shared disk.
 *
 * A registry not in the bucket yet is read from disk, as the service seeds it (a merchant's own
 * file, else the default registry), so moving to a bucket changes nothing until the first
 * release. When the bucket cannot be read, the last copy read from it is served (else the disk's)
 * and the failure is logged: a CDN hiccup never blanks a merchant's page.
 */
import { registryFiles, type RegistryRead } from './registry-files';

export interface RegistrySource {
  /** A reader for one request: each registry read at most once per request. */
  reader(): RegistryRead;
  /** Origins every page may load remotes from besides its registry's own: the release bucket's. */
  origins: readonly string[];
}

export function diskRegistries(configDir: string): RegistrySource {
  return { reader: () => registryFiles(configDir), origins: [] };
}

/** At most the registries' own `max-age` (bucket-layout.ts REGISTRY_CACHE): a CDN keeps them that long anyway. */
export const MAX_REGISTRY_CACHE_MS = 15_000;
const FETCH_TIMEOUT_MS = 3000;
/** A registry is a few KB (20 earlier entries per remote included); anything far larger is not one. */
export const MAX_REGISTRY_BYTES = 512 * 1024;
const REGISTRY_NAME = /^[A-Za-z0-9_-]{1,64}$/;

export interface BucketRegistryOptions {
  /** RELEASES_PUBLIC_URL: the registries are `<publicUrl>/registries/<name>.json`. */
  publicUrl: string;
  configDir: string;
  cacheMs: number;
  warn: (message: string) => void;
  fetch?: typeof fetch;
  now?: () => number;
}

/**
 * The registry document as the shell reads it: what only releases need (`previous` entries kept
 * for rollbacks, `pinned`, `revision`) stays out of the page. Text that is not a registry object
 * goes as it is: the shell rejects it and falls back to the default registry, as for a bad file.
 */
export function servedRegistryText(text: string): string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return text;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return text;
  const { previous: _previous, revision: _revision, ...doc } = value as Record<string, unknown>;
  if (Array.isArray(doc.remotes)) {
    doc.remotes = doc.remotes.map((entry: unknown) => {
      if (typeof entry !== 'object' || entry === null) return entry;
      const { pinned: _pinned, ...rest } = entry as Record<string, unknown>;
      return rest;
    });
  }
  return JSON.stringify(doc);
}

interface Kept {
  /** null: the bucket has no such registry (the disk's is used). */
  text: string | null;
  at: number;
}

export function bucketRegistries(options: BucketRegistryOptions): RegistrySource {
  const base = options.publicUrl.replace(/\/$/, '');
  const get = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const cacheMs = Math.max(0, Math.min(MAX_REGISTRY_CACHE_MS, options.cacheMs));
  const kept = new Map<string, Kept>();
  const inFlight = new Map<string, Promise<string | null>>();

  async function fromBucket(name: string): Promise<string | null> {
    const answer = await get(`${base}/registries/${name}.json`, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'error' });
    // S3 answers 403 for a missing key to whoever may not list the bucket: both mean "not released there yet".
    if (answer.status === 404 || answer.status === 403) return null;
    if (!answer.ok) throw new Error(`${base}/registries/${name}.json answered ${answer.status}`);
    const tooLarge = () => new Error(`${base}/registries/${name}.json is larger than ${MAX_REGISTRY_BYTES} bytes`);
    if (Number(answer.headers.get('content-length') ?? 0) > MAX_REGISTRY_BYTES) throw tooLarge();
    const text = await answer.text();
    if (text.length > MAX_REGISTRY_BYTES) throw tooLarge();
    return servedRegistryText(text);
  }

  /** The bucket's copy (null: none there), from the cache while it is fresh; one read in flight per registry. */
  function bucketCopy(name: string): Promise<string | null> {
    const copy = kept.get(name);
    if (copy && now() - copy.at < cacheMs) return Promise.resolve(copy.text);
    let read = inFlight.get(name);
    if (!read) {
      read = fromBucket(name)
        .then((text) => {
          kept.set(name, { text, at: now() });
          return text;
        })
        .catch((error: unknown) => {
          const stale = kept.get(name);
          options.warn(
            `registry ${name}: the release bucket did not answer (${(error as Error).message}); serving ${stale ? 'its last copy' : 'the disk copy'}`,
          );
          return stale ? stale.text : null;
        })
        .finally(() => inFlight.delete(name));
      inFlight.set(name, read);
    }
    return read;
  }

  return {
    origins: [new URL(base).origin],
    reader() {
      const disk = registryFiles(options.configDir);
      const reads = new Map<string, Promise<string | null>>();
      return (name) => {
        if (!REGISTRY_NAME.test(name)) return Promise.resolve(null);
        let read = reads.get(name);
        if (!read) {
          read = bucketCopy(name).then((text) => text ?? disk(name));
          reads.set(name, read);
        }
        return read;
      };
    },
  };
}
