import { describe, expect, it } from 'vitest';
import { storageLocationProblems } from './storage-locations.js';

const TENANT_A = 'tenants/0b6f6c1e-7d0f-4f57-9f55-1c3c6a0c2a11/nletpfilessa';
const offer = JSON.stringify({ PathPrefix: TENANT_A, StorageAccountName: 'nletpfilessa' });
const entry = (configuration: object) => ({ configuration: JSON.stringify(configuration) });
const keys = (list: { configuration: string }[], offered: string[] = [], saved: string[] = []) =>
  storageLocationProblems(list, offered, saved).map((p) => `${p.field}:${p.key}`);

describe('where a storage configuration may point', () => {
  it("keeps the engagement's own default and free prefixes", () => {
    expect(keys([entry({ PathPrefix: '' }), entry({ PathPrefix: 'archive/2026' }), entry({})])).toEqual([]);
  });

  it('takes an offered root, or a folder inside it, with its account', () => {
    expect(keys([entry({ PathPrefix: TENANT_A, StorageAccountName: 'NLETPFILESSA' })], [offer])).toEqual([]);
    expect(keys([entry({ PathPrefix: `${TENANT_A}/import` })], [offer])).toEqual([]);
  });

  it("refuses another tenant's root, in any spelling, and an account or bucket not offered", () => {
    const other = 'tenants/5d1e2f3a-0000-4000-8000-000000000001/nletpfilessa';
    expect(
      keys(
        [
          entry({ PathPrefix: other, StorageAccountName: 'nletpfilessa' }),
          entry({ PathPrefix: `./${other.toUpperCase()}/` }),
          entry({ PathPrefix: other.replace(/\//g, '\\') }),
          entry({ StorageAccountName: 'someoneelses' }),
          entry({ BucketName: 'another-tenants-bucket' }),
          entry({ PathPrefix: 'f3c1b7a2-1111-4222-8333-444455556666/main' }),
        ],
        [offer],
      ),
    ).toEqual([0, 1, 2, 3, 4, 5].map((i) => `${i}.configuration:storageNotOffered`));
  });

  it('keeps what the engagement already has', () => {
    const bucket = JSON.stringify({ BucketName: 'cairn-test', PathPrefix: '' });
    expect(keys([entry({ BucketName: 'cairn-test', PathPrefix: 'archive' })], [], [bucket])).toEqual([]);
  });
});
