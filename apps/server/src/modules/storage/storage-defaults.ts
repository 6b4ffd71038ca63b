// Where an engagement's files may go in this deployment (issue 30). Servers and workers that share no
// disk (`serve --no-worker` and `worker` on PostgreSQL: CAIRN_WAREHOUSE_DUCKDB off) cannot keep files
// in a data directory: an upload landed on one server, the other server's download answered 500 and
// the worker's import failed. There a LocalFileSystem configuration is refused (400 under its
// implementation on save, 409 on use), and a new engagement's storage purposes use the shared store
// the deployment is configured with: Azure Blob Storage (CAIRN_AZURE_STORAGE_CONNECTION_STRING) or the
// S3 bucket CAIRN_S3_BUCKET, the cloud provider's own first when both are set.
import type { StorageConfiguration, StorageImplementation } from '@cairn/contracts';
import type { Config } from '../../config.js';
import { conflict, type FieldError } from '../../http/problem.js';

/** What of the configuration decides where files may go. */
export type StorageDeployment = Pick<Config, 'cloudProvider' | 'storage' | 'warehouse'>;

/** The storage purposes a new engagement gets, on the local file system (the embedded default). */
export const DEFAULT_STORAGE_CONFIGURATIONS: StorageConfiguration[] = (
  [
    ['main', 'Main'],
    ['import', 'Import'],
    ['classification', 'Classification'],
    ['configuration', 'Configuration'],
  ] as const
).map(([storagePurpose, displayName]) => ({
  storagePurpose,
  displayName,
  implementation: 'LocalFileSystem',
  configuration: '{"PathPrefix":""}',
}));

/** Whether this process shares no disk with the other processes of its deployment. */
export const sharesNoDisk = (deployment: Pick<Config, 'warehouse'>) => deployment.warehouse.duckdb === 'off';

type Store = Pick<StorageConfiguration, 'implementation' | 'configuration'>;

/** The deployment's shared file store, when it has one. */
function sharedStore({ cloudProvider, storage }: StorageDeployment): Store | undefined {
  const azure: Store | undefined = storage.azureConnectionString
    ? {
        implementation: 'AzureStorageAccount' satisfies StorageImplementation,
        configuration: '{"PathPrefix":""}',
      }
    : undefined;
  const s3: Store | undefined = storage.s3.bucket
    ? {
        implementation: 'AwsS3Bucket' satisfies StorageImplementation,
        configuration: JSON.stringify({ BucketName: storage.s3.bucket, PathPrefix: '' }),
      }
    : undefined;
  return cloudProvider === 'aws' ? (s3 ?? azure) : (azure ?? s3);
}

/**
 * The storage configurations a new engagement gets here: on the local file system, or, where the
 * processes share no disk, in the deployment's shared store; 409 when it has none.
 */
export function defaultStorageConfigurations(deployment: StorageDeployment): StorageConfiguration[] {
  if (!sharesNoDisk(deployment)) return DEFAULT_STORAGE_CONFIGURATIONS;
  const store = sharedStore(deployment);
  if (!store)
    throw conflict(
      "Storage cannot be turned on: this deployment's servers and workers share no disk, and it has no shared store for an engagement's files. Set CAIRN_AZURE_STORAGE_CONNECTION_STRING (Azure Blob Storage) or CAIRN_S3_BUCKET (an S3 bucket) on every process.",
      'noSharedStorage',
    );
  return DEFAULT_STORAGE_CONFIGURATIONS.map((c) => ({ ...c, ...store }));
}

/** The shared store's configuration, offered to every engagement (storage-locations.ts). */
export function sharedStoreOffers(deployment: StorageDeployment): string[] {
  const store = sharesNoDisk(deployment) ? sharedStore(deployment) : undefined;
  return store ? [store.configuration] : [];
}

/** A LocalFileSystem configuration used where the processes share no disk. */
export const localStorageNotShared = () =>
  conflict(
    "This storage keeps its files on one server's disk (LocalFileSystem), which this deployment's servers and workers do not share: choose Azure Blob Storage or an AWS S3 bucket in the engagement's storage configuration.",
    'localStorageNotShared',
  );

/** The field errors (`<index>.implementation`) of LocalFileSystem entries where the processes share no disk. */
export function localStorageProblems(
  list: readonly Pick<StorageConfiguration, 'implementation'>[],
  deployment: Pick<Config, 'warehouse'>,
): FieldError[] {
  if (!sharesNoDisk(deployment)) return [];
  return list.flatMap((entry, index) =>
    entry.implementation === 'LocalFileSystem'
      ? [
          {
            field: `${index}.implementation`,
            message:
              "This deployment's servers do not share a disk: choose Azure Blob Storage or an AWS S3 bucket",
            key: 'localStorageNotShared',
          },
        ]
      : [],
  );
}
