/**
 * The registry service as its own small process (docs/deploy.md, "Releasing a remote"):
 *   RELEASES_BUCKET=… RELEASES_PUBLIC_URL=https://cdn… RELEASE_TOKENS_FILE=/run/secrets/release-tokens \
 *     tsx server/src/releases/main.ts
 * or, on a developer's machine, with a local S3 server and a generated token:
 *   pnpm release serve --local
 * Listens on RELEASE_HOST:RELEASE_PORT (127.0.0.1:8090): put it behind TLS before exposing it.
 * `--publish-built` (the local demo and the end-to-end server) uploads every remote version built
 * on this machine into the bucket before it listens, without promoting any (built-versions.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { loadServerSecret } from '../security/server-secret';
import { startLocalS3 } from './local-s3';
import { operatorTokens } from './operator-auth';
import { releaseOptions } from './release-options';
import { releaseBucket, s3Client } from './release-bucket';
import { registerReleaseRoutes, type RumSource } from './release-routes';
import { releaseServiceOverConfig } from './config-registries';
import { uploadBuiltVersions } from './built-versions';
import { readRumRows } from '../rum/rum-database';

const repoRoot = path.resolve(__dirname, '../../..');
export const LOCAL_BUCKET = 'm-releases';
export const LOCAL_TOKEN_FILE = 'release-operator-token';

async function main(): Promise<void> {
  const local = process.argv.includes('--local');
  const options = releaseOptions(repoRoot);
  const { configDir, dataDir } = options;
  let settings = options.bucket;
  let close = async () => {};
  if (!settings) {
    if (!local) throw new Error('RELEASES_BUCKET is not set (or run with --local for a local S3 server)');
    const s3 = await startLocalS3({ directory: path.join(dataDir, 'releases-s3'), bucket: LOCAL_BUCKET, port: options.localS3Port });
    settings = s3.settings;
    close = () => s3.close();
  }
  let tokens = options.tokens;
  if (tokens.count === 0) {
    if (!local) throw new Error('no operator token: set RELEASE_TOKENS_FILE (or RELEASE_TOKEN)');
    // A developer's machine: one token, kept in the data folder (mode 600), which the CLI reads.
    tokens = operatorTokens([{ actor: 'local-operator', token: loadServerSecret(dataDir, LOCAL_TOKEN_FILE).toString('hex') }]);
  }
  const bucket = releaseBucket(s3Client(settings), settings.bucket);
  const service = releaseServiceOverConfig(bucket, settings.publicUrl, configDir);
  const app = Fastify({ logger: { level: options.logLevel }, bodyLimit: 16 * 1024 });
  // The canaries' p75 from the backend's RUM beacons, where its database is readable from here.
  const rumDb = options.rumDb;
  const rum: RumSource = (merchant) => (fs.existsSync(rumDb) ? readRumRows(rumDb, merchant) : []);
  if (!fs.existsSync(rumDb))
    app.log.info(`no RUM database at ${rumDb} yet: the canaries' p75 stay empty until the backend stores a beacon there`);
  registerReleaseRoutes(app, service, tokens, rum);
  if (process.argv.includes('--publish-built')) {
    for (const line of await uploadBuiltVersions(bucket, options.bundlesRoot)) app.log.info(line);
    app.log.info(`built versions are in the bucket: ${settings.publicUrl}/remotes/`);
  }
  const { port, host } = options;
  await app.listen({ port, host });
  app.log.info(
    `registry service on http://${host}:${port}, bucket ${settings.bucket} at ${settings.endpoint ?? 'AWS'}, public ${settings.publicUrl}`,
  );
  const stop = async () => {
    await app.close();
    await close();
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(2);
});
