import { describe, expect, it } from 'vitest';
import type { StorageConfiguration } from '@cairn/contracts';
import { differs, formFieldOf, newCard, toSaved, withImplementationKeys } from './storageConfigurationForm';

const main: StorageConfiguration = {
  storagePurpose: 'main',
  displayName: 'Main',
  implementation: 'LocalFileSystem',
  configuration: '{"PathPrefix":""}',
};

describe('storage configuration cards', () => {
  it('fills in the keys of the implementation and keeps the others', () => {
    expect(JSON.parse(withImplementationKeys('', 'AwsS3Bucket'))).toEqual({
      BucketName: '',
      SecondaryBucketName: '',
      PathPrefix: '',
    });
    expect(JSON.parse(withImplementationKeys('{"PathPrefix":"p","Extra":1}', 'AzureStorageAccount'))).toEqual(
      {
        PathPrefix: 'p',
        Extra: 1,
        StorageAccountName: '',
      },
    );
    expect(withImplementationKeys('{not json', 'AzureStorageAccount')).toBe('{not json');
  });

  it('starts a new card with the engagement’s implementation, or the provider’s', () => {
    expect(newCard([main], 'azure')).toMatchObject({ implementation: 'LocalFileSystem', isNew: true });
    expect(newCard([], 'aws').implementation).toBe('AwsS3Bucket');
    expect(newCard([], 'azure').implementation).toBe('AzureStorageAccount');
  });

  it('saves without the local flag and notices changes', () => {
    const cards = [{ ...main, isNew: true, displayName: ' Main ' }];
    expect(toSaved(cards)).toEqual([main]);
    expect(differs(cards, [main])).toBe(false);
    expect(differs([{ ...main, displayName: 'Other' }], [main])).toBe(true);
    expect(differs(undefined, [main])).toBe(false);
  });

  it('maps server field errors to form fields', () => {
    expect(formFieldOf('4.storagePurpose')).toEqual(['configurations', 4, 'storagePurpose']);
    expect(formFieldOf('displayName')).toBeNull();
  });
});
