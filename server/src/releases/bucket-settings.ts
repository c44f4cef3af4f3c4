/**
 * Where releases go, from the environment. No bucket configured (RELEASES_BUCKET unset) means
 * today's local-disk releases: `pnpm publish-remote` builds into `<remote>/dist/<version>/` and
 * writes server/config/registry/*.json, and nothing here is used.
 *
 *   RELEASES_BUCKET       bucket name
 *   RELEASES_S3_ENDPOINT  an S3-compatible endpoint (local s3rver, another provider); unset: AWS
 *   RELEASES_S3_REGION    default us-east-1
 *   RELEASES_PUBLIC_URL   the address players load remotes from: the CDN in front of the bucket
 *                         (or the bucket's public URL); registries name files under it
 * Credentials come from the SDK's usual chain (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, a
 * profile, an instance role), never from this repository.
 */
export interface BucketSettings {
  bucket: string;
  region: string;
  endpoint?: string;
  publicUrl: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** `env`: the process's environment, as release-options.ts (or a script) reads it. */
export function bucketSettings(env: NodeJS.ProcessEnv): BucketSettings | null {
  const bucket = env.RELEASES_BUCKET?.trim();
  if (!bucket) return null;
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) throw new Error(`RELEASES_BUCKET "${bucket}" is not a valid bucket name`);
  const endpoint = env.RELEASES_S3_ENDPOINT?.trim() || undefined;
  const publicUrl = (env.RELEASES_PUBLIC_URL?.trim() || (endpoint ? `${endpoint.replace(/\/$/, '')}/${bucket}` : '')).replace(/\/$/, '');
  if (!publicUrl) throw new Error('RELEASES_PUBLIC_URL must name the CDN (or public bucket address) players load remotes from');
  let parsed: URL;
  try {
    parsed = new URL(publicUrl);
  } catch {
    throw new Error(`RELEASES_PUBLIC_URL "${publicUrl}" is not a URL`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error('RELEASES_PUBLIC_URL must be http(s)');
  return {
    bucket,
    region: env.RELEASES_S3_REGION?.trim() || 'us-east-1',
    ...(endpoint ? { endpoint } : {}),
    publicUrl,
  };
}
