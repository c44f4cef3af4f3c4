/**
 * Every image or file a merchant file points at on this server (`/wps/static/<code>/…`, and the
 * theme's logo under the merchant's own static folder) must exist: a missing one is a broken
 * picture on every player's screen.
 */
import path from 'node:path';

export interface StaticReference {
  /** Dotted field path inside the file. */
  field: string;
  /** Absolute path of the file it names on disk. */
  file: string;
  url: string;
}

const STATIC_URL = /^\/wps\/static\/([a-z0-9][a-z0-9_-]{0,63})\/([^?#]+)/;

/** The /wps/static references found anywhere in a parsed JSON value. */
export function staticReferences(value: unknown, merchantsDir: string, field = ''): StaticReference[] {
  if (typeof value === 'string') {
    const match = STATIC_URL.exec(value);
    if (!match) return [];
    const root = path.join(merchantsDir, match[1]!, 'static');
    let rest: string;
    try {
      rest = decodeURIComponent(match[2]!);
    } catch {
      rest = match[2]!;
    }
    const file = path.resolve(root, rest);
    // Outside the static folder is as broken as missing (the server would never send it).
    return [{ field, file: file.startsWith(`${root}${path.sep}`) ? file : path.join(root, '\0outside'), url: value }];
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => staticReferences(item, merchantsDir, join(field, String(index))));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) =>
      key === '$comment' ? [] : staticReferences(item, merchantsDir, join(field, key)),
    );
  }
  return [];
}

function join(parent: string, key: string): string {
  return parent ? `${parent}.${key}` : key;
}

/** References whose file does not exist (`exists` is passed in so tests need no disk). */
export function missingImages(references: StaticReference[], exists: (file: string) => boolean): StaticReference[] {
  return references.filter((reference) => !exists(reference.file));
}
