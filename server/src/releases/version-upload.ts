/**
 * Uploads a built remote version (`<remote>/dist/<version>/`: browser files and `server/`) to
 * the bucket under its own prefix, each file with its content type and a year-long immutable
 * cache, then its manifest (each file's sha384) last. A version is never rewritten: uploading
 * the same files again is a no-op, different files under a published version are refused.
 */
import fs from 'node:fs';
import path from 'node:path';
import { IMMUTABLE, contentType, manifestKey, versionPrefix } from './bucket-layout';
import { PreconditionFailed, type ReleaseBucket } from './release-bucket';
import {
  REQUIRED_FILES,
  VERSION,
  isRemoteName,
  isSafeRelativePath,
  parseVersionManifest,
  sha384,
  type ManifestFile,
  type VersionManifest,
} from './version-manifest';

function filesUnder(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) out.push(path.relative(root, full).split(path.sep).join('/'));
    }
  };
  walk(root);
  return out.sort();
}

function sameFiles(a: VersionManifest, b: VersionManifest): boolean {
  const key = (m: VersionManifest) => m.files.map((f) => `${f.path} ${f.integrity}`).join('\n');
  return key(a) === key(b);
}

async function inBatches<T>(items: T[], size: number, run: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(run));
}

export interface UploadResult {
  manifest: VersionManifest;
  /** false: the same version was already in the bucket with the same files. */
  uploaded: boolean;
}

export async function uploadVersion(bucket: ReleaseBucket, remote: string, version: string, folder: string): Promise<UploadResult> {
  if (!isRemoteName(remote)) throw new Error(`${remote} is not a remote of this site`);
  if (!VERSION.test(version)) throw new Error(`${version} is not a semantic version`);
  if (!fs.existsSync(folder)) throw new Error(`${folder} does not exist: build ${remote} ${version} first`);
  const names = filesUnder(folder);
  for (const required of REQUIRED_FILES) {
    if (!names.includes(required)) throw new Error(`${remote} ${version} has no ${required} in ${folder}: build it first`);
  }
  const unsafe = names.find((name) => !isSafeRelativePath(name));
  if (unsafe) throw new Error(`${remote} ${version}: the file name "${unsafe}" cannot be published`);
  const files: (ManifestFile & { bytes: Buffer })[] = names.map((name) => {
    const bytes = fs.readFileSync(path.join(folder, name));
    return { path: name, size: bytes.length, integrity: sha384(bytes), contentType: contentType(name), bytes };
  });
  const manifest: VersionManifest = {
    schemaVersion: 1,
    remote,
    version,
    files: files.map(({ bytes: _bytes, ...file }) => file),
  };
  const key = manifestKey(remote, version);
  const refuseIfDifferent = async (): Promise<boolean> => {
    const existing = await bucket.getText(key);
    if (!existing) return false;
    if (!sameFiles(parseVersionManifest(existing.text, remote, version), manifest)) {
      throw new Error(`${remote} ${version} is already published with other files: a version is never rewritten, publish a new version`);
    }
    return true;
  };
  if (await refuseIfDifferent()) return { manifest, uploaded: false };
  const prefix = versionPrefix(remote, version);
  await inBatches(files, 6, async (file) => {
    await bucket.put(prefix + file.path, file.bytes, { contentType: file.contentType, cacheControl: IMMUTABLE });
  });
  try {
    await bucket.put(key, `${JSON.stringify(manifest, null, 2)}\n`, {
      contentType: 'application/json; charset=utf-8',
      cacheControl: IMMUTABLE,
      ifAbsent: true,
    });
  } catch (error) {
    // Another upload of this version finished first: fine if it had the same files.
    if (!(error instanceof PreconditionFailed) || !(await refuseIfDifferent())) throw error;
  }
  return { manifest, uploaded: true };
}
