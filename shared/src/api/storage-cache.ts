/**
 * The sessionStorage cache of cacheable GET answers (SPEC 7 "GET may be cached in session
 * storage"; SPEC 9 "storage cache 10 min"), per merchant and language.
 *
 * Each entry repeats its merchant, language and key inside, so that an entry written by another
 * version, another merchant, or by hand is recognised as foreign and removed rather than served.
 */
import { webStorage } from '../util/safe-storage';
import { STORAGE_CACHE_MS } from '../contract/constants';

export const CACHE_PREFIX = 'wps-cache:';
const FORMAT = 1;

interface CacheEntry {
  format: number;
  key: string;
  merchant: string;
  language: string;
  storedAt: number;
  value: unknown;
}

export interface CacheScope {
  endpoint: string;
  queryString: string;
  merchant: string;
  language: string;
  /** Only for calls that send the token: a member's answer must never be served to another. */
  token?: string;
}

export function cacheKey(scope: CacheScope): string {
  const tokenPart = scope.token ? `:${scope.token}` : '';
  return `${CACHE_PREFIX}${scope.merchant}:${scope.language}:${scope.endpoint}?${scope.queryString}${tokenPart}`;
}

export class StorageCache {
  constructor(
    private readonly storage: () => Storage | null,
    private readonly now: () => number,
    readonly maxAgeMs: number = STORAGE_CACHE_MS,
  ) {}

  /** The stored value, or undefined when absent, expired, corrupted or foreign (the last three are removed). */
  read(scope: CacheScope): { value: unknown } | undefined {
    const store = this.store();
    if (!store) return undefined;
    const key = cacheKey(scope);
    let raw: string | null;
    try {
      raw = store.getItem(key);
    } catch {
      return undefined;
    }
    if (raw === null) return undefined;
    const entry = parseEntry(raw);
    const age = entry ? this.now() - entry.storedAt : NaN;
    const valid =
      entry !== null &&
      entry.key === key &&
      entry.merchant === scope.merchant &&
      entry.language === scope.language &&
      age >= 0 &&
      age < this.maxAgeMs;
    if (!valid) {
      safeRemove(store, key);
      return undefined;
    }
    return { value: entry.value };
  }

  write(scope: CacheScope, value: unknown): void {
    const store = this.store();
    if (!store) return;
    const key = cacheKey(scope);
    const entry: CacheEntry = { format: FORMAT, key, merchant: scope.merchant, language: scope.language, storedAt: this.now(), value };
    try {
      store.setItem(key, JSON.stringify(entry));
    } catch {
      // Quota exceeded or storage disabled: the answer is still returned, just not kept.
    }
  }

  private store(): Storage | null {
    try {
      return this.storage();
    } catch {
      return null; // storage denied (some private modes): no cache, calls still work
    }
  }
}

function parseEntry(raw: string): CacheEntry | null {
  try {
    const entry = JSON.parse(raw) as Partial<CacheEntry> | null;
    if (typeof entry !== 'object' || entry === null || entry.format !== FORMAT) return null;
    if (typeof entry.key !== 'string' || typeof entry.merchant !== 'string' || typeof entry.language !== 'string') return null;
    if (typeof entry.storedAt !== 'number' || !Number.isFinite(entry.storedAt) || !('value' in entry)) return null;
    return entry as CacheEntry;
  } catch {
    return null;
  }
}

function safeRemove(store: Storage, key: string): void {
  try {
    store.removeItem(key);
  } catch {
    // nothing more to do
  }
}

/** sessionStorage when the browser allows it (it throws in some private modes), else none. */
export function defaultSessionStorage(): Storage | null {
  return webStorage('session');
}
