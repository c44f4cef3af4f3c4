/**
 * A registry as stored in the bucket (`registries/<name>.json`): the federation registry
 * document the shell reads (@m/shared/contract's registry-document.ts), plus what only releases
 * need, which the shell's parser drops: `pinned` on an entry a merchant keeps when a version is
 * promoted for all, and `previous`, the entries each remote had before its last changes (newest
 * last), so a rollback is one compare-and-swap on this one object.
 */
import { parseRegistryDocument, type RegistryRemote } from '@m/shared/contract';
import { ReleaseRefused } from './version-check';

export interface StoredEntry extends RegistryRemote {
  pinned?: true;
}

export interface StoredRegistry {
  schemaVersion: 1;
  merchant: string;
  allowedOrigins: string[];
  loadTimeoutMs: number;
  remotes: StoredEntry[];
  previous?: Record<string, StoredEntry[]>;
  /** Counts the registry's changes: orders its audit records, even two in one millisecond. */
  revision?: number;
}

/** How many earlier entries of one remote a registry keeps for rollbacks. */
export const PREVIOUS_KEPT = 20;
export const MERCHANT_CODE = /^[A-Za-z0-9_-]{1,64}$/;

/** Checks a registry read from the bucket or about to be written; throws ReleaseRefused. */
export function parseStoredRegistry(value: unknown, name: string): StoredRegistry {
  let doc;
  try {
    doc = parseRegistryDocument(value);
  } catch (error) {
    throw new ReleaseRefused(`registry ${name} would not be valid: ${(error as Error).message}`);
  }
  const raw = value as { remotes: { pinned?: unknown }[]; previous?: unknown };
  const remotes: StoredEntry[] = doc.remotes.map((entry, i) => (raw.remotes[i]?.pinned === true ? { ...entry, pinned: true } : entry));
  const previous: Record<string, StoredEntry[]> = {};
  if (raw.previous !== undefined) {
    if (typeof raw.previous !== 'object' || raw.previous === null) throw new ReleaseRefused(`registry ${name}: previous must be an object`);
    for (const [remote, entries] of Object.entries(raw.previous as Record<string, unknown>)) {
      if (!Array.isArray(entries)) throw new ReleaseRefused(`registry ${name}: previous.${remote} must be a list`);
      // Each earlier entry must itself be a valid registry entry for that remote.
      previous[remote] = entries.map((entry) => {
        const parsed = parseRegistryDocument({ ...doc, remotes: [entry] }).remotes[0]!;
        if (parsed.name !== remote) throw new ReleaseRefused(`registry ${name}: previous.${remote} holds ${parsed.name}`);
        return (entry as { pinned?: unknown }).pinned === true ? { ...parsed, pinned: true } : parsed;
      });
    }
  }
  const revision = (value as { revision?: unknown }).revision;
  if (revision !== undefined && (typeof revision !== 'number' || !Number.isSafeInteger(revision) || revision < 0)) {
    throw new ReleaseRefused(`registry ${name}: revision must be a whole number`);
  }
  return { ...doc, remotes, ...(Object.keys(previous).length ? { previous } : {}), ...(revision !== undefined ? { revision } : {}) };
}

export function registryText(doc: StoredRegistry): string {
  return `${JSON.stringify(doc, null, 2)}\n`;
}
