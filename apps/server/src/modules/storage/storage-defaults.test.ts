import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { defaultStorageConfigurations, localStorageProblems, sharedStoreOffers } from './storage-defaults.js';

const deployment = (env: Record<string, string>) =>
  loadConfig({ CAIRN_DATA_DIR: '/tmp/cairn-unused', ...env });
const SHARES_NOTHING = { CAIRN_WAREHOUSE_DUCKDB: 'off' };
const AZURE = { CAIRN_AZURE_STORAGE_CONNECTION_STRING: 'UseDevelopmentStorage=true' };
const S3 = { CAIRN_S3_BUCKET: 'cairn-files' };

const implementations = (env: Record<string, string>) =>
  defaultStorageConfigurations(deployment(env)).map(
    (c) => `${c.storagePurpose}: ${c.implementation} ${c.configuration}`,
  );

describe("a new engagement's storage (issue 30)", () => {
  it('is on the local file system where the processes share a disk, whatever stores are configured', () => {
    expect(implementations({ ...AZURE, ...S3 })).toEqual([
      'main: LocalFileSystem {"PathPrefix":""}',
      'import: LocalFileSystem {"PathPrefix":""}',
      'classification: LocalFileSystem {"PathPrefix":""}',
      'configuration: LocalFileSystem {"PathPrefix":""}',
    ]);
  });

  it("is in the deployment's shared store where they share none: the cloud provider's own first", () => {
    expect(implementations({ ...SHARES_NOTHING, ...AZURE, ...S3 })[0]).toBe(
      'main: AzureStorageAccount {"PathPrefix":""}',
    );
    expect(implementations({ ...SHARES_NOTHING, ...S3 })).toEqual([
      'main: AwsS3Bucket {"BucketName":"cairn-files","PathPrefix":""}',
      'import: AwsS3Bucket {"BucketName":"cairn-files","PathPrefix":""}',
      'classification: AwsS3Bucket {"BucketName":"cairn-files","PathPrefix":""}',
      'configuration: AwsS3Bucket {"BucketName":"cairn-files","PathPrefix":""}',
    ]);
    expect(implementations({ ...SHARES_NOTHING, ...AZURE, ...S3, CAIRN_CLOUD_PROVIDER: 'aws' })[0]).toBe(
      'main: AwsS3Bucket {"BucketName":"cairn-files","PathPrefix":""}',
    );
    expect(sharedStoreOffers(deployment({ ...SHARES_NOTHING, ...S3 }))).toEqual([
      '{"BucketName":"cairn-files","PathPrefix":""}',
    ]);
    expect(sharedStoreOffers(deployment(S3))).toEqual([]);
  });

  it('cannot be made where the processes share no disk and no shared store is configured', () => {
    expect(() => implementations(SHARES_NOTHING)).toThrow(
      "Storage cannot be turned on: this deployment's servers and workers share no disk, and it has no shared store for an engagement's files. Set CAIRN_AZURE_STORAGE_CONNECTION_STRING (Azure Blob Storage) or CAIRN_S3_BUCKET (an S3 bucket) on every process.",
    );
  });

  it('refuses a LocalFileSystem configuration under its implementation where the processes share no disk', () => {
    const list = [{ implementation: 'AwsS3Bucket' as const }, { implementation: 'LocalFileSystem' as const }];
    expect(localStorageProblems(list, deployment(SHARES_NOTHING))).toEqual([
      {
        field: '1.implementation',
        message:
          "This deployment's servers do not share a disk: choose Azure Blob Storage or an AWS S3 bucket",
        key: 'localStorageNotShared',
      },
    ]);
    expect(localStorageProblems(list, deployment({}))).toEqual([]);
  });
});
