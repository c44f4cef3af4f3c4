/**
 * The object storage that holds remote versions, registries and the release audit log, over
 * `@aws-sdk/client-s3` (real S3, or any S3-compatible server: the local demo and the tests run
 * s3rver, see local-s3.ts). Only what releases need: read with ETag and date, conditional
 * write, head, list (every key, or one level of "folders"). Conditional writes are S3's own
 * (If-Match / If-None-Match on PutObject, 2024): a registry change is a compare-and-swap on its
 * object's ETag, with no lock object and no second store.
 */
import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  type ListObjectsV2CommandOutput,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { BucketSettings } from './bucket-settings';

export interface StoredText {
  text: string;
  etag: string;
  /** When the object was written (S3's Last-Modified); null if the store did not say. */
  modified: Date | null;
}

export interface PutOptions {
  contentType: string;
  cacheControl: string;
  /** Write only if the object's ETag is still this one (compare-and-swap). */
  ifMatch?: string;
  /** Write only if no object has this key (create, never overwrite). */
  ifAbsent?: boolean;
}

/** The object changed (or appeared) since it was read: read again and redo the change. */
export class PreconditionFailed extends Error {
  override name = 'PreconditionFailed';
}

export interface ReleaseBucket {
  readonly name: string;
  getText(key: string): Promise<StoredText | null>;
  getBytes(key: string): Promise<Buffer | null>;
  /** The new object's ETag. Throws PreconditionFailed when ifMatch/ifAbsent does not hold. */
  put(key: string, body: Buffer | string, options: PutOptions): Promise<string>;
  exists(key: string): Promise<boolean>;
  /** Every key under `prefix`, in key order. */
  list(prefix: string): Promise<string[]>;
  /**
   * The "folders" directly under `prefix` (which ends in `/`), each as its prefix with the
   * trailing `/`, in key order: S3's CommonPrefixes with the delimiter `/`, so one request
   * answers for a thousand folders however many objects each holds.
   */
  folders(prefix: string): Promise<string[]>;
}

function status(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}

function isMissing(error: unknown): boolean {
  return status(error) === 404 || (error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound'));
}

export function s3Client(settings: BucketSettings): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
  });
}

export function releaseBucket(client: S3Client, bucket: string): ReleaseBucket {
  async function getObject(key: string): Promise<{ body: Buffer; etag: string; modified: Date | null } | null> {
    try {
      const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      const body = Buffer.from(await out.Body!.transformToByteArray());
      return { body, etag: out.ETag ?? '', modified: out.LastModified ?? null };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }
  /** Every page of a listing: S3 answers at most 1,000 entries a request. */
  async function listPages(prefix: string, delimiter?: string): Promise<ListObjectsV2CommandOutput[]> {
    const pages: ListObjectsV2CommandOutput[] = [];
    let token: string | undefined;
    do {
      const out = await client.send(
        new ListObjectsV2Command({
          Bucket: bucket,
          Prefix: prefix,
          ContinuationToken: token,
          ...(delimiter ? { Delimiter: delimiter } : {}),
        }),
      );
      pages.push(out);
      token = out.IsTruncated ? out.NextContinuationToken : undefined;
    } while (token);
    return pages;
  }
  return {
    name: bucket,
    async getText(key) {
      const got = await getObject(key);
      return got && { text: got.body.toString('utf8'), etag: got.etag, modified: got.modified };
    },
    async getBytes(key) {
      return (await getObject(key))?.body ?? null;
    },
    async put(key, body, options) {
      try {
        const out = await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: key,
            Body: typeof body === 'string' ? Buffer.from(body) : body,
            ContentType: options.contentType,
            CacheControl: options.cacheControl,
            ...(options.ifMatch !== undefined ? { IfMatch: options.ifMatch } : {}),
            ...(options.ifAbsent ? { IfNoneMatch: '*' } : {}),
          }),
        );
        return out.ETag ?? '';
      } catch (error) {
        // 412: the condition did not hold; 409 (ConditionalRequestConflict): real S3's answer
        // when another conditional write to the key is in flight. Both mean "read again".
        const code = status(error);
        if (code === 412 || code === 409) throw new PreconditionFailed(`${key} changed since it was read`);
        throw error;
      }
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async list(prefix) {
      const pages = await listPages(prefix);
      return pages.flatMap((page) => (page.Contents ?? []).flatMap((item) => (item.Key ? [item.Key] : []))).sort();
    },
    async folders(prefix) {
      const pages = await listPages(prefix, '/');
      return pages.flatMap((page) => (page.CommonPrefixes ?? []).flatMap((item) => (item.Prefix ? [item.Prefix] : []))).sort();
    },
  };
}
