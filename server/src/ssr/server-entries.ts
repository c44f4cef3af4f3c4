/**
 * Which remote code the render tier may run, and reading it (issue 23, docs/security.md "Remote
 * code on the server"). Remote code runs inside the server process, so:
 * - only the versions the merchant's registry names are ever loaded;
 * - an entry on this site (`/m/remotes/<remote>/<version>/…`) is read from the bundles folder, the
 *   same files the site serves; an entry elsewhere must be on one of the registry's allowed
 *   origins and pinned by an integrity hash in the registry;
 * - the hash, where given, is checked on the bytes before they run.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

import type { EntryCode, RegistryDocument, ServerEntryRef } from '@m/shared/contract';

/** Entries larger than this are refused (a server entry is one file of a few hundred KB). */
const MAX_ENTRY_BYTES = 16 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 5000;

export interface EntryRefusal {
  remote: string;
  reason: string;
}

/**
 * The server entries a registry names, each resolved against the site's origin: this site's own
 * files by path, other origins only when allowed and pinned by a hash. Refused ones are listed.
 */
export function serverEntries(doc: RegistryDocument, siteOrigin: string): { entries: ServerEntryRef[]; refused: EntryRefusal[] } {
  const entries: ServerEntryRef[] = [];
  const refused: EntryRefusal[] = [];
  for (const remote of doc.remotes) {
    const address = remote.server?.entry ?? remote.manifest.replace(/mf-manifest\.json(\?.*)?$/, 'server/remoteEntry.js');
    let url: URL;
    try {
      url = new URL(address, siteOrigin);
    } catch {
      refused.push({ remote: remote.name, reason: `"${address}" is not an address` });
      continue;
    }
    const integrity = remote.server?.integrity ?? null;
    if (url.origin === siteOrigin) {
      entries.push({ remote: remote.name, version: remote.version, url: url.pathname, integrity });
    } else if (!doc.allowedOrigins.includes(url.origin)) {
      refused.push({ remote: remote.name, reason: `${url.origin} is not an allowed origin` });
    } else if (!integrity) {
      refused.push({ remote: remote.name, reason: `an entry on ${url.origin} needs server.integrity in the registry` });
    } else {
      entries.push({ remote: remote.name, version: remote.version, url: url.href, integrity });
    }
  }
  return { entries, refused };
}

/** `sha384-…` of a file's bytes, as registries and `pnpm publish-remote` write it. */
export function integrityOf(bytes: Buffer, algorithm: 'sha256' | 'sha384' | 'sha512' = 'sha384'): string {
  return `${algorithm}-${crypto.createHash(algorithm).update(bytes).digest('base64')}`;
}

export class EntryRefused extends Error {
  override name = 'EntryRefused';
}

function checkIntegrity(entry: ServerEntryRef, bytes: Buffer): void {
  if (!entry.integrity) return;
  const algorithm = entry.integrity.slice(0, entry.integrity.indexOf('-')) as 'sha256' | 'sha384' | 'sha512';
  const actual = integrityOf(bytes, algorithm);
  const expected = Buffer.from(entry.integrity);
  if (actual.length !== expected.length || !crypto.timingSafeEqual(Buffer.from(actual), expected)) {
    throw new EntryRefused(`${entry.remote}@${entry.version}: ${entry.url} does not match the registry's integrity`);
  }
}

/** This site's remote files: `/m/remotes/<remote>/<version>/<file>` → `<bundlesRoot>/<remote>/dist/<version>/<file>`. */
export function localEntryPath(bundlesRoot: string, entry: ServerEntryRef): string | null {
  const match = /^\/m\/remotes\/([\w-]+)\/([\w.+-]+)\/([\w./-]+\.js)$/.exec(entry.url);
  if (!match || match[1] !== entry.remote || match[3]!.split('/').includes('..')) return null;
  const root = path.resolve(bundlesRoot, entry.remote, 'dist');
  const file = path.resolve(root, match[2]!, match[3]!);
  return file.startsWith(root + path.sep) ? file : null;
}

async function fetchBytes(url: string): Promise<Buffer> {
  const answer = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'error' });
  if (!answer.ok) throw new EntryRefused(`${url} answered ${answer.status}`);
  const length = Number(answer.headers.get('content-length') ?? 0);
  if (length > MAX_ENTRY_BYTES) throw new EntryRefused(`${url} is larger than ${MAX_ENTRY_BYTES} bytes`);
  const bytes = Buffer.from(await answer.arrayBuffer());
  if (bytes.length > MAX_ENTRY_BYTES) throw new EntryRefused(`${url} is larger than ${MAX_ENTRY_BYTES} bytes`);
  return bytes;
}

/** Reads an entry's code from where the registry put it, after the checks above. */
export function entryReader(bundlesRoot: string): (entry: ServerEntryRef) => Promise<EntryCode> {
  return async (entry) => {
    let bytes: Buffer;
    if (entry.url.startsWith('/')) {
      const file = localEntryPath(bundlesRoot, entry);
      if (!file) throw new EntryRefused(`${entry.url} is not a remote file of this site`);
      bytes = await fs.readFile(file);
      if (bytes.length > MAX_ENTRY_BYTES) throw new EntryRefused(`${entry.url} is larger than ${MAX_ENTRY_BYTES} bytes`);
    } else {
      bytes = await fetchBytes(entry.url);
    }
    checkIntegrity(entry, bytes);
    return { url: entry.url, code: bytes.toString('utf8') };
  };
}
