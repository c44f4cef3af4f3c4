/**
 * Publishes a new version of one remote without touching anything else:
 *   pnpm publish-remote mf-games 1.1.0 [--registry default] [--config-dir server/config] [--no-build]
 *                                      [--no-promote] [--reason "…"]
 * builds the remote into `<remote>/dist/<version>/` and points the given registry (the default
 * registry unless told otherwise) at it. The running server serves it on the next page load;
 * merchants whose own registry pins another version keep theirs.
 *
 * With a release bucket configured (RELEASES_BUCKET, server/src/releases/bucket-settings.ts) the
 * version is uploaded to the bucket instead (immutable, each file's sha384 in its manifest) and
 * promoted through the registry service (`--registry <merchant>`: that merchant only; default:
 * all merchants not pinning it), unless --no-promote. Without a bucket, the local disk as before.
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES } from '../shared/src/contract/remote-names';
import { bucketSettings } from '../server/src/releases/bucket-settings';
import { releaseBucket, s3Client } from '../server/src/releases/release-bucket';
import { uploadVersion } from '../server/src/releases/version-upload';
import { callService } from './release-client';
import { describeChanges } from './release-args';

const REMOTES: readonly string[] = REMOTE_NAMES;
const repoRoot = path.resolve(__dirname, '..');

export interface PublishOptions {
  remote: string;
  version: string;
  registry: string;
  configDir: string;
  build: boolean;
  promote: boolean;
  reason: string;
}

export function parseArgs(argv: string[]): PublishOptions {
  const [remote, version, ...rest] = argv;
  if (!remote || !REMOTES.includes(remote)) throw new Error(`first argument must be one of ${REMOTES.join(', ')}`);
  if (!version || !/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/.test(version)) throw new Error('second argument must be a semantic version');
  const options: PublishOptions = {
    remote,
    version,
    registry: 'default',
    configDir: path.join(repoRoot, 'server/config'),
    build: true,
    promote: true,
    reason: `pnpm publish-remote ${remote} ${version}`,
  };
  for (let i = 0; i < rest.length; i += 1) {
    const flag = rest[i];
    if (flag === '--no-build') options.build = false;
    else if (flag === '--no-promote') options.promote = false;
    else if (flag === '--reason') options.reason = rest[++i] ?? '';
    else if (flag === '--registry') options.registry = rest[++i] ?? '';
    else if (flag === '--config-dir') options.configDir = path.resolve(rest[++i] ?? '');
    else throw new Error(`unknown option ${flag}`);
  }
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(options.registry)) throw new Error('--registry must be a merchant code or "default"');
  return options;
}

interface RegistryEntry {
  name: string;
  version: string;
  manifest: string;
  server?: { entry?: string; integrity?: string };
}

/**
 * Points `remote` at `version` in a registry document; returns the updated document. With the
 * server entry's integrity, the render tier runs only those bytes (issue 23, docs/security.md);
 * its address is the default one, beside the manifest.
 */
export function withVersion(doc: { remotes: RegistryEntry[] }, remote: string, version: string, serverIntegrity?: string) {
  const entry = doc.remotes.find((r) => r.name === remote);
  if (!entry) throw new Error(`${remote} is not in this registry`);
  // A version built on this server is served from its `/m/remotes/` (or a mirror of it on another
  // origin); an entry a release bucket serves (`…/remotes/<remote>/<version>/`, issue 38) does not
  // hold this build, so the pin goes to this site's copy.
  const manifest = /\/m\/remotes\/[^/]+\/[^/]+\/mf-manifest\.json$/.test(entry.manifest)
    ? entry.manifest.replace(/\/[^/]+\/mf-manifest\.json$/, `/${version}/mf-manifest.json`)
    : `/m/remotes/${remote}/${version}/mf-manifest.json`;
  const next: RegistryEntry = {
    name: entry.name,
    version,
    manifest,
    ...(serverIntegrity ? { server: { integrity: serverIntegrity } } : {}),
  };
  return { ...doc, remotes: doc.remotes.map((r) => (r.name === remote ? next : r)) };
}

/** `sha384-…` of a file, as the server checks it (server/src/ssr/server-entries.ts). */
export function fileIntegrity(file: string): string {
  return `sha384-${crypto.createHash('sha384').update(fs.readFileSync(file)).digest('base64')}`;
}

/** Uploads the built version to the bucket, then promotes it through the registry service. */
export async function publishToBucket(
  options: PublishOptions,
  settings: NonNullable<ReturnType<typeof bucketSettings>>,
  bundlesRoot = repoRoot,
): Promise<void> {
  const folder = path.join(bundlesRoot, options.remote, 'dist', options.version);
  const bucket = releaseBucket(s3Client(settings), settings.bucket);
  const { manifest, uploaded } = await uploadVersion(bucket, options.remote, options.version, folder);
  console.log(
    `${options.remote}@${options.version}: ${uploaded ? `${manifest.files.length} files uploaded to` : 'already in'} ${settings.publicUrl}/remotes/${options.remote}/${options.version}/`,
  );
  if (!options.promote) return;
  const merchant = options.registry === 'default' ? undefined : options.registry;
  const { answer } = await callService('POST', '/releases/promote', {
    remote: options.remote,
    version: options.version,
    ...(merchant ? { merchant } : {}),
    reason: options.reason,
  });
  if (!answer.success) throw new Error(`uploaded, but not promoted: ${answer.message ?? answer.errorCode}`);
  for (const line of describeChanges(answer.changes as Parameters<typeof describeChanges>[0])) console.log(line);
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  if (options.build) {
    const built = spawnSync('pnpm', ['--filter', options.remote, 'build'], {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, REMOTE_VERSION: options.version },
    });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  const manifest = path.join(repoRoot, options.remote, 'dist', options.version, 'mf-manifest.json');
  if (!fs.existsSync(manifest)) throw new Error(`${manifest} does not exist: build it first`);
  // A version is complete only with its server build (issue 23).
  const serverEntry = path.join(repoRoot, options.remote, 'dist', options.version, 'server', 'remoteEntry.js');
  if (!fs.existsSync(serverEntry)) throw new Error(`${serverEntry} does not exist: build it first`);
  const settings = bucketSettings(process.env);
  if (settings) return publishToBucket(options, settings);
  const file = path.join(options.configDir, 'registry', `${options.registry}.json`);
  const doc = JSON.parse(fs.readFileSync(file, 'utf8')) as Parameters<typeof withVersion>[0];
  const updated = withVersion(doc, options.remote, options.version, fileIntegrity(serverEntry));
  // Write-then-rename: the server never reads a half-written registry.
  fs.writeFileSync(`${file}.tmp`, `${JSON.stringify(updated, null, 2)}\n`);
  fs.renameSync(`${file}.tmp`, file);
  console.log(`${options.remote}@${options.version} published in registry "${options.registry}" (${file})`);
}

if (require.main === module) {
  main().catch((error: Error) => {
    console.error(error.message);
    process.exit(2);
  });
}
