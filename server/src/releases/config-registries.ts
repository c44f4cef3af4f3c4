/**
 * What the registry service reads from the config folder, in one place for both processes that
 * run it (its own, main.ts, and the backend's operator console, ops/release-backend.ts): the
 * registries as they were on disk before the bucket (`registry/<name>.json`, the seed of a
 * registry's first copy in the bucket, so every pin is kept) and the merchants that exist.
 */
import fs from 'node:fs';
import path from 'node:path';
import { merchantCodes } from '../ops/merchant-list';
import type { ReleaseBucket } from './release-bucket';
import { parseStoredRegistry, type StoredRegistry } from './registry-object';
import { releaseService, type ReleaseService } from './release-service';

/**
 * `registry/<name>.json` of the config folder as a stored registry, or null when there is none or
 * it is not a valid registry: its players get the default registry then (the shell refuses such a
 * file), so that is what the bucket's copy starts from, and one broken file cannot stop a
 * promotion for all merchants.
 */
export function diskRegistry(configDir: string, name: string): StoredRegistry | null {
  const file = path.join(configDir, 'registry', `${name}.json`);
  if (!fs.existsSync(file)) return null;
  try {
    return parseStoredRegistry(JSON.parse(fs.readFileSync(file, 'utf8')), name);
  } catch {
    return null;
  }
}

/** The registry service over `bucket`, seeded from and checked against the config folder. */
export function releaseServiceOverConfig(bucket: ReleaseBucket, publicUrl: string, configDir: string): ReleaseService {
  return releaseService({
    bucket,
    publicUrl,
    seed: async (name) => diskRegistry(configDir, name),
    merchants: async () => merchantCodes(configDir),
  });
}
