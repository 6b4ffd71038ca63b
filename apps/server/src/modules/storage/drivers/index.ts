// The driver of a storage configuration, chosen from its implementation. One instance per kind.
import path from 'node:path';
import type { StorageImplementation } from '@cairn/contracts';
import type { Config } from '../../../config.js';
import { HttpProblem } from '../../../http/problem.js';
import type { StorageDriver } from './driver.js';
import { LocalStorageDriver } from './local.js';
import { AzureBlobStorageDriver } from './azure-blob.js';

export class StorageDrivers {
  private local: LocalStorageDriver | undefined;
  private azure: AzureBlobStorageDriver | undefined;

  constructor(private readonly config: Config) {}

  localDriver() {
    this.local ??= new LocalStorageDriver(path.join(this.config.dataDir, 'storage'));
    return this.local;
  }

  for(implementation: StorageImplementation): StorageDriver {
    if (implementation === 'LocalFileSystem') return this.localDriver();
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
    throw new HttpProblem(
      501,
      'Not Implemented',
      'AWS S3 storage is not available in this version of Cairn.',
      'storageNotAvailable',
    );
  }
}
