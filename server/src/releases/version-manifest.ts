/**
 * A published version's manifest (`remotes/<remote>/<version>/release-manifest.json`): every
 * file of the version with its size and sha384, as uploaded. Written after all the files, so a
 * version with a manifest is complete; a promotion checks the bucket's files against it.
 */
import crypto from 'node:crypto';
import { REMOTE_NAMES } from '@m/shared/contract';

export interface ManifestFile {
  /** Relative to the version's folder, `/`-separated: `remoteEntry.js`, `server/remoteEntry.js`. */
  path: string;
  size: number;
  integrity: string;
  contentType: string;
}

export interface VersionManifest {
  schemaVersion: 1;
  remote: string;
  version: string;
  files: ManifestFile[];
}

/** What a version must have to be loadable in the browser and drawn on the server. */
export const REQUIRED_FILES = ['mf-manifest.json', 'remoteEntry.js', 'server/remoteEntry.js'] as const;
export const SERVER_ENTRY = 'server/remoteEntry.js';

export const VERSION = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/;
const INTEGRITY = /^sha384-[A-Za-z0-9+/]+={0,2}$/;
const SAFE_PATH = /^(?!.*(^|\/)\.\.?(\/|$))[A-Za-z0-9._@/-]+$/;

export function sha384(bytes: Buffer): string {
  return `sha384-${crypto.createHash('sha384').update(bytes).digest('base64')}`;
}

export function isRemoteName(name: string): boolean {
  return (REMOTE_NAMES as readonly string[]).includes(name);
}

/** Checks a manifest read back from the bucket; throws saying what is wrong. */
export function parseVersionManifest(text: string, remote: string, version: string): VersionManifest {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error(`${remote} ${version}: its release-manifest.json is not JSON`);
  }
  const doc = value as Partial<VersionManifest>;
  if (doc?.schemaVersion !== 1 || doc.remote !== remote || doc.version !== version || !Array.isArray(doc.files)) {
    throw new Error(`${remote} ${version}: its release-manifest.json does not describe ${remote} ${version}`);
  }
  for (const file of doc.files) {
    if (
      typeof file?.path !== 'string' ||
      !SAFE_PATH.test(file.path) ||
      typeof file.size !== 'number' ||
      typeof file.integrity !== 'string' ||
      !INTEGRITY.test(file.integrity) ||
      typeof file.contentType !== 'string'
    ) {
      throw new Error(`${remote} ${version}: its release-manifest.json lists a malformed file`);
    }
  }
  return doc as VersionManifest;
}

export function isSafeRelativePath(file: string): boolean {
  return SAFE_PATH.test(file);
}
