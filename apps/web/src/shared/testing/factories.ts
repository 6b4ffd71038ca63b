// Test data (STYLE.md rule 12, factories): what the server answers, with defaults that a test
// overrides where it matters, so tests of different screens do not each spell out the same records.
import type {
  AccessToken,
  FolderAbilities,
  FolderListing,
  PermissionDefinitionItem,
  StorageObject,
  TablePreview,
} from '@cairn/contracts';

/** A personal access token: read and write, to every engagement, never used, not expired. */
export const buildAccessToken = (change: Partial<AccessToken> = {}): AccessToken => ({
  id: 't1',
  name: 'Laptop git',
  createdAt: '2026-01-02T10:00:00.000Z',
  expiresAt: '2026-04-02T10:00:00.000Z',
  lastUsedAt: null,
  expired: false,
  scope: 'readWrite',
  engagementIds: null,
  ...change,
});

/** A catalogue entry (permission or role) that is not built in: the caller may edit and delete it. */
export const CUSTOM_ENTRY = { builtIn: false, abilities: { update: true, delete: true } } as const;

/** A permission of the catalogue, built in unless told otherwise; its category is its name's first part. */
export const buildPermissionDefinition = (
  name: string,
  change: Partial<PermissionDefinitionItem> = {},
): PermissionDefinitionItem => ({
  name,
  category: name.split('.')[0],
  description: '',
  builtIn: true,
  roleCount: 1,
  abilities: { update: false, delete: false },
  ...change,
});

/** A warehouse table's preview holding all of its `rows`; `columns` maps each column to its type. */
export const buildTablePreview = (
  schema: string,
  name: string,
  columns: Record<string, string>,
  rows: unknown[][],
): TablePreview => ({
  schema,
  name,
  columns: Object.entries(columns).map(([column, type]) => ({ name: column, type })),
  rows,
  rowCount: rows.length,
});

/** A file of `folder` in storage, 10 bytes, no metadata, not in the import queue. */
export const buildStorageFile = (
  name: string,
  folder: string,
  change: Partial<StorageObject> = {},
): StorageObject => ({
  type: 'File',
  displayName: name,
  actualName: name,
  fullPath: `${folder}/${name}`,
  createdAt: null,
  metadata: {},
  size: 10,
  ...change,
});

/** A folder whose user may do nothing: a test grants the abilities it is about. */
export const NO_FOLDER_ABILITIES: FolderAbilities = {
  createFolder: false,
  upload: false,
  updateMetadata: false,
  deleteFiles: false,
  manageAccess: false,
  import: false,
  editImportSettings: false,
};

/** The main storage's folder Payroll (f-payroll) on one page, holding wages.csv (120 bytes). */
export const buildPayrollListing = (abilities: FolderAbilities = NO_FOLDER_ABILITIES): FolderListing => {
  const wages = buildStorageFile('wages.csv', 'f-payroll', { size: 120 });
  return {
    purpose: 'main',
    path: ['f-payroll'],
    displayNames: ['Payroll'],
    folder: {
      ...wages,
      type: 'Folder',
      displayName: 'Payroll',
      actualName: 'f-payroll',
      fullPath: 'f-payroll',
    },
    results: [wages],
    meta: { totalItems: 1, page: 1, pageSize: 10 },
    counts: { folders: 0, files: 1 },
    allowedExtensions: ['.csv'],
    abilities,
  };
};
