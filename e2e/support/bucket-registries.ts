/**
 * The run's registries name the remotes on the local release bucket (issue 38:
 * support/test-backend.ts startReleaseService uploads every built version there before the
 * server starts) instead of this site's `/m/remotes/…`, so the browser and the render tier load
 * every remote as players do behind a CDN: from another origin, the server build checked against
 * its sha384. Rewritten once in the run's config copy, before the test merchants copy it.
 * `E2E_REMOTES=disk` keeps the site's own `/m/remotes/…` (to tell a bucket problem from another
 * one while debugging); the scenarios that break a remote do it in the browser on either origin
 * (support/remote-faults.ts).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { E2E_CONFIG_DIR, E2E_RELEASES_PUBLIC_URL, REPO_ROOT } from './test-server';

export const REMOTES_FROM_BUCKET = process.env.E2E_REMOTES !== 'disk';

/** Where a version's manifest is for this run's registries: the bucket's copy, or the site's own with E2E_REMOTES=disk. */
export function manifestUrl(remote: string, version: string): string {
  return REMOTES_FROM_BUCKET
    ? `${E2E_RELEASES_PUBLIC_URL}/remotes/${remote}/${version}/mf-manifest.json`
    : `/m/remotes/${remote}/${version}/mf-manifest.json`;
}

interface Entry {
  name: string;
  version: string;
  manifest: string;
  server?: { entry?: string; integrity?: string };
}

/** The sha384 of a built version's server entry, as a registry names it; null when it was not built. */
export function serverIntegrity(remote: string, version: string): string | null {
  const serverEntry = path.join(REPO_ROOT, remote, 'dist', version, 'server', 'remoteEntry.js');
  if (!fs.existsSync(serverEntry)) return null;
  return `sha384-${crypto.createHash('sha384').update(fs.readFileSync(serverEntry)).digest('base64')}`;
}

const SITE_MANIFEST = /^\/m\/remotes\/(mf-[a-z]+)\/([^/]+)\/mf-manifest\.json$/;

/** Points every entry of the run's registries that names a built version on this site at the bucket's copy. */
export function registriesFromBucket(): void {
  const folder = path.join(E2E_CONFIG_DIR, 'registry');
  const origin = new URL(E2E_RELEASES_PUBLIC_URL).origin;
  for (const file of fs.readdirSync(folder).filter((name) => name.endsWith('.json'))) {
    let doc: { allowedOrigins?: unknown; remotes?: unknown };
    try {
      doc = JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')) as typeof doc;
    } catch {
      continue; // a registry that is not valid on purpose stays as it is
    }
    if (!Array.isArray(doc.remotes) || !Array.isArray(doc.allowedOrigins)) continue;
    doc.remotes = (doc.remotes as Entry[]).map((entry) => {
      const [, remote, version] = SITE_MANIFEST.exec(entry.manifest) ?? [];
      const integrity = remote && version && !entry.server?.entry ? serverIntegrity(remote, version) : null;
      if (!remote || !version || !integrity) return entry;
      return { ...entry, manifest: manifestUrl(remote, version), server: { integrity } };
    });
    if (!doc.allowedOrigins.includes(origin)) doc.allowedOrigins.push(origin);
    fs.writeFileSync(path.join(folder, file), `${JSON.stringify(doc, null, 2)}\n`);
  }
}
