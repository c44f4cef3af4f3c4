/**
 * Where things live in the release bucket, and the headers a CDN needs on each:
 *   remotes/<remote>/<version>/…                      a version's files, never rewritten: cached for a year
 *   remotes/<remote>/<version>/release-manifest.json  each file's size and sha384, written last
 *   registries/<default|merchant>.json                which version each merchant gets: short-lived
 *   audit/<registry>/<time>-<id>.json                 one object per change, never rewritten, never public
 */
import path from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A registry is the one thing a release changes: a CDN may keep it 15 s, then must ask again. */
export const REGISTRY_CACHE = 'public, max-age=15, must-revalidate';
export const PRIVATE = 'private, no-store';

/** One folder per version under it: listed with a delimiter, it names the remote's versions. */
export const remotePrefix = (remote: string) => `remotes/${remote}/`;
export const versionPrefix = (remote: string, version: string) => `${remotePrefix(remote)}${version}/`;
export const manifestKey = (remote: string, version: string) => `${versionPrefix(remote, version)}release-manifest.json`;
export const registryKey = (name: string) => `registries/${name}.json`;
export const auditPrefix = (registry: string) => `audit/${registry}/`;

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

export function contentType(file: string): string {
  return TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}
