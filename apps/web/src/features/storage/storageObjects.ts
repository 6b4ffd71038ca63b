// Small rules of the storage screens (workspace.md sections 2, 3 and 9), kept pure so they are tested.
import {
  DATE_FORMATS,
  DEFAULT_STORAGE_PURPOSE,
  type StorageConfiguration,
  type StorageObject,
} from '@cairn/contracts';

/** "Uploaded" column: the history format of section 9. */
export const UPLOADED_FORMAT = `${DATE_FORMATS.historyDate} ${DATE_FORMATS.historyTime}`;

export const isFolder = (object: Pick<StorageObject, 'type'>) => object.type !== 'File';

/** The selector offers configurations whose displayName is longer than 2 characters. */
export const selectableConfigurations = (list: readonly StorageConfiguration[]) =>
  list.filter((c) => c.displayName.trim().length > 2);

export const configurationLabel = (c: Pick<StorageConfiguration, 'displayName' | 'storagePurpose'>) =>
  c.displayName.trim() || c.storagePurpose;

/** Default purpose: main, or the first whose purpose is longer than 2 characters. */
export function defaultPurpose(list: readonly StorageConfiguration[]): string | undefined {
  if (list.some((c) => c.storagePurpose === DEFAULT_STORAGE_PURPOSE)) return DEFAULT_STORAGE_PURPOSE;
  return list.find((c) => c.storagePurpose.length > 2)?.storagePurpose;
}

/** Metadata shown in the tooltip: empty values are hidden; the text 'false' is a value and shows. */
export const shownMetadata = (metadata: Record<string, string>) =>
  Object.entries(metadata).filter(([, value]) => value === 'false' || value.trim() !== '');

/** The address of a folder of the storage manager. */
export const storageManagerAddress = (purpose: string, path: readonly string[] = []) =>
  ['/storage-manager', purpose, ...path].map((s, i) => (i === 0 ? s : encodeURIComponent(s))).join('/');

/** The same folder inside the Import area (/import/:storagePurpose/folders/*). */
export const importFoldersAddress = (purpose: string, path: readonly string[] = []) =>
  ['/import', encodeURIComponent(purpose), 'folders', ...path.map(encodeURIComponent)].join('/');

/** Where the storage manager's links lead: its own area, or the Import area's Folders tab. */
export type FolderAddress = (purpose: string, path?: readonly string[]) => string;

export interface MetadataRow {
  key: string;
  value: string;
}

export const metadataToRows = (metadata: Record<string, string>): MetadataRow[] =>
  Object.entries(metadata).map(([key, value]) => ({ key, value }));

/** An empty list gives an empty map, which clears the metadata (section 5). */
export const rowsToMetadata = (rows: readonly MetadataRow[] = []): Record<string, string> =>
  Object.fromEntries(rows.map((row) => [row.key.trim(), row.value]));
