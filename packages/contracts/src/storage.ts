// Storage rules shared by the storage manager and the server (workspace.md sections 2, 3, 5, 8).
import { z } from 'zod';
import './zod-messages.js';
import {
  MAX_ACTUAL_NAME_LENGTH,
  MAX_STORAGE_DISPLAY_NAME_LENGTH,
  MIN_STORAGE_PURPOSE_LENGTH,
} from './constants.js';
import { pagedMetaSchema, pagedQuerySchema, type SortParam } from './paging.js';
import { FILE_QUEUE_STATES } from './pipelines-api.js';
import { normalizePurpose } from './scopes.js';

export const STORAGE_IMPLEMENTATIONS = [
  'AzureStorageAccount',
  'AzureDataLakeStorage',
  'AwsS3Bucket',
  'LocalFileSystem',
] as const;
export type StorageImplementation = (typeof STORAGE_IMPLEMENTATIONS)[number];

export const BUILT_IN_PURPOSES = ['main', 'import', 'classification', 'configuration'] as const;

/** A purpose as it comes in an address or a body: its one spelling once parsed (see normalizePurpose). */
export const storagePurposeParamSchema = z
  .string()
  .min(1)
  .max(50)
  .regex(/^[A-Za-z0-9_-]+$/)
  .overwrite(normalizePurpose);

/** Prefix of a folder's system name, so derived names never collide with uploaded file names. */
export const FOLDER_NAME_PREFIX = 'f-';

/** Slug rule: letters, digits, spaces and dashes, lowercased, dashes between words. */
export function slugify(displayName: string): string {
  return displayName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, ' ')
    .trim()
    .split(/[\s-]+/)
    .filter(Boolean)
    .join('-');
}

/**
 * A folder's system (actual) name: the prefix and the slug, cut at MAX_ACTUAL_NAME_LENGTH characters
 * (workspace.md section 9) without a dash left dangling at the end. Server and new-folder preview
 * both derive it here, so the name shown is the name stored; uniqueness is checked on the cut name.
 */
export const folderSystemName = (displayName: string) =>
  `${FOLDER_NAME_PREFIX}${slugify(displayName)}`.slice(0, MAX_ACTUAL_NAME_LENGTH).replace(/-+$/, '');

export const MAX_NAME_SEGMENT_LENGTH = 255;

/** Why a file or folder name cannot be stored, or null. Unicode names are fine. */
export function objectNameProblem(name: string): string | null {
  if (name.length === 0) return 'The name is empty.';
  if (new TextEncoder().encode(name).length > MAX_NAME_SEGMENT_LENGTH)
    return `The name is longer than ${MAX_NAME_SEGMENT_LENGTH} bytes.`;
  if (name === '.' || name === '..') return 'The name may not be . or ..';
  if (/[/\\]/.test(name)) return 'The name may not contain / or \\.';
  if ([...name].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f))
    return 'The name may not contain control characters.';
  // Bidirectional controls make `invoice\u202Efdp.csv` read as invoicevsc.pdf: an extension in disguise.
  if (/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/.test(name))
    return 'The name may not contain text direction characters.';
  if (name !== name.trim()) return 'The name may not begin or end with a space.';
  return null;
}

/** Extensions accepted per purpose; other purposes accept the general list. */
const GENERAL = [
  '.csv',
  '.txt',
  '.xlsx',
  '.xls',
  '.json',
  '.xml',
  '.pdf',
  '.docx',
  '.pptx',
  '.zip',
  '.parquet',
  '.png',
  '.jpg',
  '.jpeg',
  '.pbix',
  '.sql',
  '.yaml',
  '.yml',
];
export const UPLOAD_EXTENSIONS: Record<string, string[]> = {
  import: ['.csv', '.txt', '.xlsx'],
  classification: ['.csv', '.xlsx'],
  configuration: ['.json', '.csv', '.xlsx', '.yaml', '.yml'],
};
export const allowedExtensions = (purpose: string) => UPLOAD_EXTENSIONS[normalizePurpose(purpose)] ?? GENERAL;
export function extensionAllowed(purpose: string, fileName: string) {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 && allowedExtensions(purpose).includes(fileName.slice(dot).toLowerCase());
}
/** Uploads go into folders, not onto a purpose's root, where nothing describes how to treat them. */
export const uploadAllowedAt = (path: readonly string[]) => path.length > 0;

export const metadataKeyRule = /^[A-Za-z0-9_]+$/;
export const metadataSchema = z.record(
  z.string().regex(metadataKeyRule, 'Only letters, digits and underscores are allowed').max(100),
  z.string().min(1).max(1000),
);

export const storageConfigurationSchema = z.object({
  storagePurpose: z
    .string()
    .trim()
    .min(MIN_STORAGE_PURPOSE_LENGTH)
    .max(50)
    .regex(/^[A-Za-z0-9_-]+$/, 'Only letters, digits, dashes and underscores are allowed')
    .overwrite(normalizePurpose),
  displayName: z.string().trim().max(MAX_STORAGE_DISPLAY_NAME_LENGTH),
  implementation: z.enum(STORAGE_IMPLEMENTATIONS),
  configuration: z
    .string()
    .max(10_000)
    .refine((v) => {
      try {
        const parsed: unknown = JSON.parse(v);
        return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
      } catch {
        return false;
      }
    }, 'Invalid json'),
});
export type StorageConfiguration = z.infer<typeof storageConfigurationSchema>;
export const storageConfigurationListSchema = z.array(storageConfigurationSchema).max(50);

/** Purposes must be unique ignoring case: the message key of the spec. */
export function duplicatePurposes(list: readonly { storagePurpose: string }[]): number[] {
  const seen = new Set<string>();
  const duplicates: number[] = [];
  list.forEach((c, i) => {
    const key = normalizePurpose(c.storagePurpose);
    if (seen.has(key)) duplicates.push(i);
    seen.add(key);
  });
  return duplicates;
}

export const storageObjectSchema = z.object({
  type: z.enum(['File', 'Folder', 'VirtualFolder']),
  displayName: z.string(),
  actualName: z.string(),
  fullPath: z.string(),
  createdAt: z.string().nullable(),
  metadata: z.record(z.string(), z.string()),
  size: z.number().nullable(),
  /** Files of the import purpose: where the file is in the import queue (s.4). */
  queueState: z.enum(FILE_QUEUE_STATES).optional(),
  /** Folders and files that set their own import settings (s.3); absent when they inherit. */
  hasImportSettings: z.boolean().optional(),
});
export type StorageObject = z.infer<typeof storageObjectSchema>;

/**
 * What the caller may do in a listed folder (outline's policies), from the caller's permissions at
 * that folder's scope, so access given on one folder shows there and below. The web gates the
 * storage manager's buttons on these only.
 */
export const folderAbilitiesSchema = z.object({
  /** New folders here. */
  createFolder: z.boolean(),
  /** Uploads here: folder writers, at a depth the purpose allows (uploadAllowedAt). */
  upload: z.boolean(),
  /** Metadata of the folder's files and folders (not of virtual folders, which have no record). */
  updateMetadata: z.boolean(),
  /** Deleting the folder's files. */
  deleteFiles: z.boolean(),
  /** The user and application permission dialogs of this folder and its sub-folders (not in gain engagements). */
  manageAccess: z.boolean(),
  /** Import and reprocess of ticked files (import storage, Pipelines Start). */
  import: z.boolean(),
  /** Import settings of this folder, its sub-folders and files (import storage, folder writers). */
  editImportSettings: z.boolean(),
});
export type FolderAbilities = z.infer<typeof folderAbilitiesSchema>;

/** A folder's objects sort by name (display name) or upload time; folders always come first. */
export const STORAGE_OBJECT_SORT_COLUMNS = ['name', 'createdAt'] as const;
export type StorageObjectSortColumn = (typeof STORAGE_OBJECT_SORT_COLUMNS)[number];
export const STORAGE_OBJECTS_DEFAULT_SORT: SortParam<StorageObjectSortColumn> = 'name';
/** GET .../folder?path=...&page&pageSize&search&sort: the search looks in display and actual names. */
export const folderListingQuerySchema = pagedQuerySchema(STORAGE_OBJECT_SORT_COLUMNS).extend({
  path: z.string().max(2000).optional(),
});

/**
 * A folder and one page of its objects (folders first, then the sort), with what the caller may do
 * there: a paged list ({ results, meta }) like every other.
 */
export const folderListingSchema = z.object({
  purpose: z.string(),
  path: z.array(z.string()),
  /** The display name of each folder along the path (its system name where it has no index row). */
  displayNames: z.array(z.string()),
  folder: storageObjectSchema.nullable(),
  results: z.array(storageObjectSchema),
  meta: pagedMetaSchema,
  /** All the folder's folders (virtual ones included) and files, not only this page's. */
  counts: z.object({
    folders: z.number().int(),
    files: z.number().int(),
  }),
  allowedExtensions: z.array(z.string()),
  abilities: folderAbilitiesSchema,
});
export type FolderListing = z.infer<typeof folderListingSchema>;

/**
 * A folder of a purpose the caller may open (Storage Folders Reader there): the way in for someone
 * given access only below the purpose root. An empty path is the root itself.
 */
export const reachableFolderSchema = z.object({
  path: z.array(z.string()),
  /** The display name of each folder along the path (its system name where it has no index row). */
  displayNames: z.array(z.string()),
});
export type ReachableFolder = z.infer<typeof reachableFolderSchema>;
export const reachableFoldersSchema = z.array(reachableFolderSchema);

export const newFolderSchema = z.object({
  displayName: z.string().trim().min(1).max(100),
  metadata: metadataSchema.default({}),
});
export const updateMetadataSchema = z.object({ metadata: metadataSchema });
export const uploadResultSchema = z.object({
  httpStatusCode: z.number().int(),
  resultingFileNames: z.array(z.string()),
});

/** createdAt derived from a UUIDv7 embedded in a name, for objects written by other tools. */
export function createdAtFromName(name: string): Date | null {
  const match = name.match(/[0-9a-f]{8}-?[0-9a-f]{4}-?7[0-9a-f]{3}-?[89ab][0-9a-f]{3}-?[0-9a-f]{12}/i);
  if (!match) return null;
  const ms = parseInt(match[0].replace(/-/g, '').slice(0, 12), 16);
  return Number.isFinite(ms) ? new Date(ms) : null;
}
