/**
 * The registry service's settings: the one place its process reads the environment (as
 * server-options.ts is for the backend). docs/deploy.md, "Releasing remotes from object storage".
 */
import path from 'node:path';
import { bucketSettings, type BucketSettings } from './bucket-settings';
import { tokensFromEnvironment, type OperatorTokens } from './operator-auth';

export interface ReleaseOptions {
  bucket: BucketSettings | null;
  tokens: OperatorTokens;
  configDir: string;
  dataDir: string;
  /** Where the built remotes are (`<remote>/dist/<version>/`), for `--publish-built`: BUNDLES_ROOT, default the repository. */
  bundlesRoot: string;
  host: string;
  port: number;
  /** Where `--local` runs s3rver: its usual port 4568 unless RELEASES_LOCAL_S3_PORT says otherwise. */
  localS3Port: number;
  logLevel: string;
  /** The backend's database the canaries' RUM p75 is read from: RELEASES_RUM_DB, default DATA_DIR/wps.sqlite. */
  rumDb: string;
}

export function releaseOptions(repoRoot: string, env: NodeJS.ProcessEnv = process.env): ReleaseOptions {
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, '.data'));
  return {
    bucket: bucketSettings(env),
    tokens: tokensFromEnvironment(env),
    configDir: path.resolve(env.CONFIG_DIR ?? path.join(repoRoot, 'server/config')),
    dataDir,
    bundlesRoot: path.resolve(env.BUNDLES_ROOT ?? repoRoot),
    host: env.RELEASE_HOST ?? '127.0.0.1',
    port: Number(env.RELEASE_PORT ?? 8090),
    localS3Port: Number(env.RELEASES_LOCAL_S3_PORT ?? 4568),
    logLevel: env.LOG_LEVEL ?? 'info',
    rumDb: path.resolve(env.RELEASES_RUM_DB ?? path.join(dataDir, 'wps.sqlite')),
  };
}
