import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { BlobStoreConfig } from '../config.js';
import {
  type BlobStore,
  checkedBlobKey,
  contentTypeOf,
  newBlobKey,
  type StoredBlob,
} from './blob-store.js';
import type { UrlValidity } from './image-urls.js';

type S3Config = Extract<BlobStoreConfig, { kind: 's3' }>;

/** DeleteObjects takes at most this many keys per request. */
const DELETE_BATCH = 1000;

export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // The SDK's default adds CRC checksums to every upload; S3-compatible stores (s3rver,
    // older MinIO, some clouds) reject or mangle them. Checksums only where S3 demands one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * Blobs as objects in one S3-compatible bucket, shared by every API instance. Browsers
 * fetch them from the bucket itself with presigned GET URLs, so image traffic never
 * passes through the API.
 */
export class S3BlobStore implements BlobStore {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
  ) {}

  /**
   * Fails start-up with a readable message when the bucket cannot be reached (wrong
   * endpoint, bucket or credentials), rather than at the first upload.
   */
  async checkBucket(endpoint: string | null): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : null;
      const where = endpoint ?? 'AWS';
      throw new Error(
        `Cannot use S3 bucket "${this.bucket}" at ${where}: ` +
          (status ? `HTTP ${status} (${(error as Error).name})` : String(error)),
        { cause: error },
      );
    }
  }

  /** The bucket answers and lets us in (HeadBucket, as at start-up). */
  async checkUsable(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    if (contentType !== contentTypeOf(checkedBlobKey(key))) {
      throw new Error(`Content type ${contentType} does not match blob key ${key}`);
    }
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
      }),
    );
  }

  async get(key: string): Promise<StoredBlob | null> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: checkedBlobKey(key) }),
      );
      const body = Buffer.from(await object.Body!.transformToByteArray());
      return { body, contentType: contentTypeOf(key) };
    } catch (error) {
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) {
        return null;
      }
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    // S3 answers 204 for an absent key too.
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.bucket, Key: checkedBlobKey(key) }),
    );
  }

  async deleteMany(keys: readonly string[]): Promise<void> {
    // Check every key first so one bad key deletes nothing rather than some.
    const checked = keys.map(checkedBlobKey);
    for (let start = 0; start < checked.length; start += DELETE_BATCH) {
      const batch = checked.slice(start, start + DELETE_BATCH);
      const result = await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
        }),
      );
      // A batch answers 200 even when some keys failed; those are listed here.
      const failed = result.Errors ?? [];
      if (failed.length > 0) {
        const first = failed[0]!;
        throw new Error(
          `Could not delete ${failed.length} blob(s), e.g. ${first.Key}: ${first.Code} ${first.Message}`,
        );
      }
    }
  }

  async urlOf(key: string, validity: UrlValidity): Promise<string> {
    // The bucket answers with these headers: browsers keep the image until the URL expires
    // and no longer (an absolute date, since one URL serves the whole period).
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: checkedBlobKey(key),
      ResponseCacheControl: 'private, immutable',
      ResponseExpires: new Date(validity.expiresAt),
    });
    // Signed as of the period's start, so every response of the period gets this same URL.
    return getSignedUrl(this.client, command, {
      signingDate: new Date(validity.signedAt),
      expiresIn: Math.round((validity.expiresAt - validity.signedAt) / 1000),
    });
  }

  async externalOrigin(): Promise<string> {
    // Whatever addressing style and endpoint the client resolves to, a URL shows it.
    const now = Date.now();
    const sample = await this.urlOf(newBlobKey('png'), { signedAt: now, expiresAt: now + 60_000 });
    return new URL(sample).origin;
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
