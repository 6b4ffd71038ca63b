// The driver of a storage configuration, chosen from its implementation. One instance per kind.
import path from 'node:path';
import type { StorageImplementation } from '@cairn/contracts';
import type { Config } from '../../../config.js';
import { HttpProblem } from '../../../http/problem.js';
import { localStorageNotShared, sharesNoDisk } from '../storage-defaults.js';
import type { StorageDriver } from './driver.js';
import { LocalStorageDriver } from './local.js';
import { AzureBlobStorageDriver } from './azure-blob.js';
import { AwsS3StorageDriver, type S3Buckets } from './aws-s3.js';
import type { S3Client } from '@aws-sdk/client-s3';

/** What of a storage configuration picks its driver: the implementation and its JSON text. */
export interface DriverChoice {
  implementation: StorageImplementation;
  configuration: string;
}

export class StorageDrivers {
  private local: LocalStorageDriver | undefined;
  private azure: AzureBlobStorageDriver | undefined;
  private s3: Promise<S3Client> | undefined;

  constructor(private readonly config: Config) {}

  localDriver() {
    this.local ??= new LocalStorageDriver(path.join(this.config.dataDir, 'storage'));
    return this.local;
  }

  /**
   * At a process's start: opening the local storage removes the temporary files of uploads its
   * predecessor was killed in (local.ts), before anyone lists the disk. Not where local storage is off.
   */
  openLocalStorage() {
    if (!sharesNoDisk(this.config)) this.localDriver();
  }

  for({ implementation, configuration }: DriverChoice): StorageDriver {
    if (implementation === 'LocalFileSystem') {
      // Another server or the worker would not find the files (storage-defaults.ts).
      if (sharesNoDisk(this.config)) throw localStorageNotShared();
      return this.localDriver();
    }
    if (implementation === 'AzureStorageAccount' || implementation === 'AzureDataLakeStorage') {
      const { azureConnectionString, azureContainer } = this.config.storage;
      if (!azureConnectionString) {
        throw new HttpProblem(
          503,
          'Service Unavailable',
          'Azure storage is not configured on this server (CAIRN_AZURE_STORAGE_CONNECTION_STRING).',
          'storageNotConfigured',
        );
      }
      this.azure ??= new AzureBlobStorageDriver(azureConnectionString, azureContainer);
      return this.azure;
    }
    return new AwsS3StorageDriver(() => this.s3Client(), s3Buckets(configuration));
  }

  /**
   * A driver for a container or bucket outside Cairn's storage configurations (the gain delivery's
   * target), with the installation's Azure or S3 credentials; null when the installation has none.
   */
  outboundDriver(kind: 'azure-blob' | 'aws-s3', container: string): StorageDriver | null {
    if (kind === 'azure-blob') {
      const { azureConnectionString } = this.config.storage;
      return azureConnectionString ? new AzureBlobStorageDriver(azureConnectionString, container) : null;
    }
    return this.config.storage.s3.endpoint || this.config.storage.s3.credentials
      ? new AwsS3StorageDriver(() => this.s3Client(), { bucket: container })
      : null;
  }

  /** One client for every bucket; the SDK is loaded on first use, like Azure's. */
  private s3Client() {
    const { region, endpoint, forcePathStyle, credentials } = this.config.storage.s3;
    this.s3 ??= import('@aws-sdk/client-s3').then(
      ({ S3Client }) => new S3Client({ region, endpoint, forcePathStyle, credentials }),
    );
    return this.s3;
  }
}

/** BucketName and SecondaryBucketName of an S3 storage configuration's JSON text. */
function s3Buckets(configuration: string): S3Buckets {
  let parsed: { BucketName?: unknown; SecondaryBucketName?: unknown } = {};
  try {
    parsed = JSON.parse(configuration) as typeof parsed;
  } catch {
    // reported below as a configuration without a bucket
  }
  const name = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
  const bucket = name(parsed.BucketName);
  if (!bucket) {
    throw new HttpProblem(
      503,
      'Service Unavailable',
      'This AWS S3 storage configuration names no bucket (BucketName).',
      'storageNotConfigured',
    );
  }
  return { bucket, secondaryBucket: name(parsed.SecondaryBucketName) };
}
