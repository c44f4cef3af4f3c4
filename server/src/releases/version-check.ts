/**
 * Before a registry may name a version: its manifest is in the bucket, and every file it lists
 * is there with the recorded sha384. The files are read back and hashed (a version is well under
 * a megabyte), so a file overwritten or lost after publishing is caught here, not by a player.
 */
import { manifestKey, versionPrefix } from './bucket-layout';
import type { ReleaseBucket } from './release-bucket';
import { REQUIRED_FILES, parseVersionManifest, sha384, type VersionManifest } from './version-manifest';

/** A change refused because of what it names: the message is for the operator, as is. */
export class ReleaseRefused extends Error {
  override name = 'ReleaseRefused';
  constructor(
    message: string,
    readonly code: 'version_missing' | 'version_files_missing' | 'integrity_mismatch' | 'refused' = 'refused',
  ) {
    super(message);
  }
}

export async function checkVersion(bucket: ReleaseBucket, remote: string, version: string): Promise<VersionManifest> {
  const stored = await bucket.getText(manifestKey(remote, version));
  if (!stored) {
    throw new ReleaseRefused(
      `${remote} ${version} is not published (no ${manifestKey(remote, version)} in the bucket): publish it first`,
      'version_missing',
    );
  }
  const manifest = parseVersionManifest(stored.text, remote, version);
  const listed = new Set(manifest.files.map((f) => f.path));
  const lacking = REQUIRED_FILES.filter((file) => !listed.has(file));
  if (lacking.length)
    throw new ReleaseRefused(`${remote} ${version} has no ${lacking.join(', ')}: it cannot be loaded`, 'version_files_missing');
  const prefix = versionPrefix(remote, version);
  const missing: string[] = [];
  const differing: string[] = [];
  for (let i = 0; i < manifest.files.length; i += 8) {
    await Promise.all(
      manifest.files.slice(i, i + 8).map(async (file) => {
        const bytes = await bucket.getBytes(prefix + file.path);
        if (!bytes) missing.push(file.path);
        else if (sha384(bytes) !== file.integrity) differing.push(file.path);
      }),
    );
  }
  if (missing.length) {
    throw new ReleaseRefused(
      `${remote} ${version} is incomplete in the bucket: ${missing.sort().join(', ')} missing; publish it again`,
      'version_files_missing',
    );
  }
  if (differing.length) {
    throw new ReleaseRefused(
      `${remote} ${version} was changed after publishing: ${differing.sort().join(', ')} no longer match the integrity in its manifest; publish a new version`,
      'integrity_mismatch',
    );
  }
  return manifest;
}
