// Azure Blob Storage driver (@azure/storage-blob). A block blob becomes visible only when its
// block list is committed at the end of uploadStream, so a failed upload leaves nothing.
import { PassThrough, type Readable } from 'node:stream';
import type { ContainerClient } from '@azure/storage-blob';
import { byteLimit, UploadTooLargeError, type StorageDriver } from './driver.js';

const BLOCK_SIZE = 8 * 1024 * 1024;
const CONCURRENCY = 4; // bounded memory: at most BLOCK_SIZE x CONCURRENCY in flight

export class AzureBlobStorageDriver implements StorageDriver {
  readonly kind = 'azure-blob' as const;
  private client: Promise<ContainerClient> | undefined;
  private ready: Promise<unknown> | undefined;

  constructor(
    private readonly connectionString: string,
    private readonly containerName: string,
  ) {}

  /** The SDK is loaded on first use: it costs ~20 MB of memory in every server that never uses Azure. */
  private container() {
    this.client ??= import('@azure/storage-blob').then(({ BlobServiceClient }) =>
      BlobServiceClient.fromConnectionString(this.connectionString).getContainerClient(this.containerName),
    );
    return this.client;
  }

  private ensureContainer() {
    this.ready ??= this.container()
      .then((container) => container.createIfNotExists())
      .catch((err: unknown) => {
        this.ready = undefined;
        return storageFailure('create the container')(err);
      });
    return this.ready;
  }

  async write(key: string, body: Readable, options: { maxBytes: number; contentType?: string }) {
    await this.ensureContainer();
    const container = await this.container();
    const limit = byteLimit(options.maxBytes);
    const counted = new PassThrough();
    // Errors of either side reach uploadStream through the counted stream.
    body.on('error', (err) => counted.destroy(err));
    limit.counter.on('error', (err) => counted.destroy(err));
    body.pipe(limit.counter).pipe(counted);
    await container
      .getBlockBlobClient(key)
      .uploadStream(counted, BLOCK_SIZE, CONCURRENCY, {
        blobHTTPHeaders: { blobContentType: options.contentType },
      })
      .catch(storageFailure('write'));
    return { size: limit.size() };
  }

  async read(key: string) {
    const container = await this.container();
    const response = await container.getBlobClient(key).download().catch(storageFailure('read'));
    if (!response.readableStreamBody) throw new Error(`No body for ${key}`);
    return { stream: response.readableStreamBody as Readable, size: response.contentLength ?? 0 };
  }

  async remove(key: string) {
    await (await this.container()).getBlobClient(key).deleteIfExists().catch(storageFailure('remove'));
  }
}

/**
 * The service's error (a RestError: its own status code, request id, address) becomes a server
 * error: a blob the index names but the service cannot give is Cairn's fault, not the caller's. The
 * original stays as the cause, for the log.
 */
const storageFailure =
  (operation: string) =>
  (err: unknown): never => {
    if (err instanceof UploadTooLargeError || !(err instanceof Error) || !('statusCode' in err)) throw err;
    throw new Error(`Azure Blob Storage could not ${operation}`, { cause: err });
  };
