/**
 * The registry files (`<CONFIG_DIR>/registry/<name>.json`) as one request reads them: each file
 * at most once, however many parts of the response need it (the served page needs its
 * registry for the policy's allowed origins and for the copy it carries). Read from disk per
 * request, not cached across requests: publishing a remote version (scripts/publish-remote.ts)
 * takes effect on the next page load.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

/** A registry file's text; null when it does not exist (or the name cannot be a file of ours). Other errors reject. */
export type RegistryRead = (name: string) => Promise<string | null>;

const REGISTRY_NAME = /^[A-Za-z0-9_-]{1,64}$/;

async function readText(configDir: string, name: string): Promise<string | null> {
  if (!REGISTRY_NAME.test(name)) return null;
  try {
    return await fs.readFile(path.join(configDir, 'registry', `${name}.json`), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** A reader for one request: asking for the same file twice reads it once. */
export function registryFiles(configDir: string): RegistryRead {
  const reads = new Map<string, Promise<string | null>>();
  return (name) => {
    let read = reads.get(name);
    if (!read) {
      read = readText(configDir, name);
      reads.set(name, read);
    }
    return read;
  };
}
