// The Storage tab's local list (admin-console.md sections 3 to 5): edits stay local until Save, which
// replaces the engagement's whole list. Pure helpers, tested in storageConfigurationForm.test.ts.
import type { CloudProvider, StorageConfiguration, StorageImplementation } from '@cairn/contracts';
import { parseJsonObject } from '../../../../shared/format/jsonObject';

/** A card: a saved configuration, or a new one whose purpose may still be chosen. */
export interface ConfigurationCard extends StorageConfiguration {
  isNew?: boolean;
}

/** The configuration JSON keys of each implementation (admin-console.md section 3). */
export const CONFIGURATION_KEYS: Record<StorageImplementation, string[]> = {
  AzureStorageAccount: ['StorageAccountName', 'PathPrefix'],
  AzureDataLakeStorage: ['StorageAccountName', 'PathPrefix'],
  AwsS3Bucket: ['BucketName', 'SecondaryBucketName', 'PathPrefix'],
  LocalFileSystem: ['PathPrefix'],
};

/**
 * The configuration with every key of the implementation present (empty when new); other keys are
 * kept. Text that is not a JSON object is left alone for the user to fix.
 */
export function withImplementationKeys(json: string, implementation: StorageImplementation): string {
  const current = json.trim() === '' ? {} : parseJsonObject(json);
  if (!current) return json;
  const missing = CONFIGURATION_KEYS[implementation].filter((key) => !(key in current));
  if (missing.length === 0 && json.trim() !== '') return json;
  return JSON.stringify({ ...current, ...Object.fromEntries(missing.map((key) => [key, ''])) }, null, 2);
}

/** A new card uses the engagement's existing kind of storage, else the provider's own. */
export function newCard(
  list: readonly StorageConfiguration[],
  cloudProvider: CloudProvider,
): ConfigurationCard {
  const implementation: StorageImplementation =
    list[0]?.implementation ?? (cloudProvider === 'aws' ? 'AwsS3Bucket' : 'AzureStorageAccount');
  return {
    storagePurpose: '',
    displayName: '',
    implementation,
    configuration: withImplementationKeys('', implementation),
    isNew: true,
  };
}

/** What Save sends: the cards without the local flag, names trimmed. */
export const toSaved = (cards: readonly ConfigurationCard[]): StorageConfiguration[] =>
  cards.map(({ storagePurpose, displayName, implementation, configuration }) => ({
    storagePurpose: storagePurpose.trim(),
    displayName: displayName.trim(),
    implementation,
    configuration,
  }));

/** Whether the cards differ from the saved list (unsaved changes). */
export const differs = (
  cards: readonly ConfigurationCard[] | undefined,
  saved: readonly StorageConfiguration[],
) => !!cards && JSON.stringify(toSaved(cards)) !== JSON.stringify(toSaved(saved));

/** '4.storagePurpose' of a 400 -> the form field ['configurations', 4, 'storagePurpose']. */
export function formFieldOf(
  serverField: string,
): ['configurations', number, keyof StorageConfiguration] | null {
  const match = /^(\d+)\.(storagePurpose|displayName|implementation|configuration)$/.exec(serverField);
  return match ? ['configurations', Number(match[1]), match[2] as keyof StorageConfiguration] : null;
}
