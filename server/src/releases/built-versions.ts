/**
 * The remote versions built on this machine, uploaded into the local release bucket when the
 * local demo or the end-to-end server starts one (`pnpm release serve --local --publish-built`):
 * the bucket then holds what a team's CI would have published, and a release is one promotion
 * away. Uploading only, never promoting: the registries stay as they are until an operator acts.
 * A version already there with the same files is left alone; one that differs (rebuilt under
 * the same number) is reported and skipped, as CI would be refused.
 */
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES } from '@m/shared/remotes';
import type { ReleaseBucket } from './release-bucket';
import { uploadVersion } from './version-upload';
import { REQUIRED_FILES, VERSION } from './version-manifest';

export interface BuiltVersion {
  remote: string;
  version: string;
  folder: string;
}

/** Every `<remote>/dist/<version>/` under `bundlesRoot` with the files a version needs. */
export function builtVersions(bundlesRoot: string): BuiltVersion[] {
  const found: BuiltVersion[] = [];
  for (const remote of REMOTE_NAMES) {
    const dist = path.join(bundlesRoot, remote, 'dist');
    if (!fs.existsSync(dist)) continue;
    for (const entry of fs.readdirSync(dist, { withFileTypes: true })) {
      const folder = path.join(dist, entry.name);
      if (!entry.isDirectory() || !VERSION.test(entry.name)) continue;
      if (REQUIRED_FILES.every((file) => fs.existsSync(path.join(folder, file)))) found.push({ remote, version: entry.name, folder });
    }
  }
  return found;
}

/** Uploads each built version; returns one line per version for the log. */
export async function uploadBuiltVersions(bucket: ReleaseBucket, bundlesRoot: string): Promise<string[]> {
  const lines: string[] = [];
  for (const { remote, version, folder } of builtVersions(bundlesRoot)) {
    try {
      const { uploaded } = await uploadVersion(bucket, remote, version, folder);
      lines.push(`${remote}@${version}: ${uploaded ? 'uploaded' : 'already in the bucket'}`);
    } catch (error) {
      lines.push(`${remote}@${version}: not uploaded (${(error as Error).message})`);
    }
  }
  return lines;
}
