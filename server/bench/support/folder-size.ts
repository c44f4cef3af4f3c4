/** Bytes on disk of what the server writes: its data folder and its log. */
import fs from 'node:fs';
import path from 'node:path';

/** Total size of the files under `folder` (0 when it does not exist). */
export function folderBytes(folder: string): number {
  let total = 0;
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(folder, { withFileTypes: true });
  } catch {
    return 0;
  }
  for (const entry of entries) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) total += folderBytes(full);
    else total += fileBytes(full);
  }
  return total;
}

/** Size of one file (0 when it does not exist, e.g. a WAL file just checkpointed away). */
export function fileBytes(file: string): number {
  try {
    return fs.statSync(file).size;
  } catch {
    return 0;
  }
}
