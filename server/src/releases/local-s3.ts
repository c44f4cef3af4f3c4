/**
 * A real S3-compatible server on this machine for the local demo and the tests: s3rver, with
 * the conditional writes S3 has (patches/s3rver@3.7.1.patch adds If-Match / If-None-Match on
 * PutObject, which s3rver 3.7.1 lacks). Not a mock of the client: the same @aws-sdk/client-s3
 * calls go over HTTP to it as to S3. One difference left: listed with a delimiter, s3rver names
 * only the folders that hold an object directly (S3 names every one); a version's folder always
 * does (its manifests and entries), which is what the console lists.
 */
import S3rver from 's3rver';
import { CreateBucketCommand, PutBucketCorsCommand } from '@aws-sdk/client-s3';
import { releaseBucket, s3Client, type ReleaseBucket } from './release-bucket';
import type { BucketSettings } from './bucket-settings';

export interface LocalS3 {
  settings: BucketSettings;
  bucket: ReleaseBucket;
  close(): Promise<void>;
}

/** s3rver accepts any signature made with these; they are its documented defaults, not a secret. */
const LOCAL_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export async function startLocalS3(options: { directory: string; bucket: string; port?: number; host?: string }): Promise<LocalS3> {
  const host = options.host ?? '127.0.0.1';
  const server = new S3rver({ address: host, port: options.port ?? 0, directory: options.directory, silent: true });
  const { port } = await server.run();
  const endpoint = `http://${host}:${port}`;
  const settings: BucketSettings = {
    bucket: options.bucket,
    region: 'us-east-1',
    endpoint,
    publicUrl: `${endpoint}/${options.bucket}`,
    credentials: LOCAL_CREDENTIALS,
  };
  const client = s3Client(settings);
  try {
    await client.send(new CreateBucketCommand({ Bucket: options.bucket }));
  } catch (error) {
    if (!/BucketAlready/.test((error as Error).name)) throw error;
  }
  // Players' browsers load manifests and chunks from here with fetch (docs/deploy.md: the CDN
  // answers `Access-Control-Allow-Origin: *` on remotes/*); the files are public either way.
  await client.send(
    new PutBucketCorsCommand({
      Bucket: options.bucket,
      CORSConfiguration: {
        CORSRules: [{ AllowedOrigins: ['*'], AllowedMethods: ['GET', 'HEAD'], AllowedHeaders: ['*'], MaxAgeSeconds: 3600 }],
      },
    }),
  );
  return {
    settings,
    bucket: releaseBucket(client, options.bucket),
    close: async () => {
      client.destroy();
      await server.close();
    },
  };
}
