// AWS S3 driver (@aws-sdk/client-s3, @aws-sdk/lib-storage), also for S3-compatible services at
// CAIRN_S3_ENDPOINT. An object appears whole or not at all: a small file is one PutObject, a large
// one a multipart upload that S3 assembles only when it is completed (a failed one is aborted).
// The storage configuration names the bucket (BucketName) and a SecondaryBucketName: a replica
// (S3 replication, kept by AWS) that reads fall back to when the primary does not have the object
// (docs/decisions.md "S3 storage"). Cairn writes and deletes in the primary only.
import { PassThrough, type Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { byteLimit, UploadTooLargeError, type StorageDriver } from './driver.js';

const PART_SIZE = 8 * 1024 * 1024;
const QUEUE_SIZE = 4; // bounded memory: at most PART_SIZE x QUEUE_SIZE in flight

export interface S3Buckets {
  bucket: string;
  secondaryBucket?: string;
}

export class AwsS3StorageDriver implements StorageDriver {
  readonly kind = 'aws-s3' as const;

  constructor(
    private readonly client: () => Promise<S3Client>,
    private readonly buckets: S3Buckets,
  ) {}

  async write(key: string, body: Readable, options: { maxBytes: number; contentType?: string }) {
    const { Upload } = await import('@aws-sdk/lib-storage');
    const limit = byteLimit(options.maxBytes);
    const counted = new PassThrough();
    // Errors of either side reach the upload through the counted stream. A part in flight when the
    // limit is passed fails with the SDK's own error: the limit is the reason the caller gets.
    let tooLarge: UploadTooLargeError | undefined;
    body.on('error', (err) => counted.destroy(err));
    limit.counter.on('error', (err) => {
      if (err instanceof UploadTooLargeError) tooLarge = err;
      counted.destroy(err);
    });
    body.pipe(limit.counter).pipe(counted);
    const upload = new Upload({
      client: await this.client(),
      params: { Bucket: this.buckets.bucket, Key: key, Body: counted, ContentType: options.contentType },
      partSize: PART_SIZE,
      queueSize: QUEUE_SIZE,
      leavePartsOnError: false, // a failed multipart upload is aborted: no parts left behind
    });
    await upload.done().catch((err: unknown) => storageFailure('write')(tooLarge ?? err));
    return { size: limit.size() };
  }

  async read(key: string) {
    const { GetObjectCommand } = await import('@aws-sdk/client-s3');
    const client = await this.client();
    const get = (bucket: string) => client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    const { secondaryBucket } = this.buckets;
    const response = await get(this.buckets.bucket)
      .catch((err: unknown) => {
        if (secondaryBucket && isMissing(err)) return get(secondaryBucket);
        throw err;
      })
      .catch(storageFailure('read'));
    if (!response.Body) throw new Error(`No body for ${key}`);
    return { stream: response.Body as Readable, size: response.ContentLength ?? 0 };
  }

  async remove(key: string) {
    const { DeleteObjectCommand } = await import('@aws-sdk/client-s3');
    // Deleting a key that is not there succeeds in S3, as remove() promises.
    await (
      await this.client()
    )
      .send(new DeleteObjectCommand({ Bucket: this.buckets.bucket, Key: key }))
      .catch(storageFailure('remove'));
  }
}

const isMissing = (err: unknown) =>
  err instanceof Error &&
  (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.name === 'NoSuchBucket');

/**
 * The service's error (its own code, request id, bucket) becomes a server error: an object the index
 * names but the bucket cannot give is Cairn's fault, not the caller's. The original stays as the
 * cause, for the log; the SDK's errors carry no credentials.
 */
const storageFailure =
  (operation: string) =>
  (err: unknown): never => {
    if (err instanceof UploadTooLargeError || !(err instanceof Error) || !('$metadata' in err)) throw err;
    throw new Error(`AWS S3 could not ${operation}`, { cause: err });
  };
