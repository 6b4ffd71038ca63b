// Folders and files of a storage purpose: the index in the metadata store, the bytes in a driver.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { and, eq, inArray } from 'drizzle-orm';
import {
  allowedExtensions,
  extensionAllowed,
  folderSystemName,
  FOLDER_NAME_PREFIX,
  objectNameProblem,
  uploadAllowedAt,
  type FolderListing,
  type PagedQuery,
  type StorageObjectSortColumn,
} from '@cairn/contracts';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { storageObjects } from '../../db/schema/storage.js';
import { quotaLeft, quotaReached } from './storage-quota.js';
import { badRequest, conflict, HttpProblem, notFound } from '../../http/problem.js';
import type { StorageDrivers } from './drivers/index.js';
import { UploadTooLargeError } from './drivers/driver.js';
import { contentTypeOf } from './content-types.js';
import type { StorageConfigService } from './storage-config.service.js';
import type { StorageUsageMeter } from '../costs/usage-meter.js';
import { folderAbilities, type FolderPolicyContext } from './folder.policy.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { folderObjectsPage } from './folder-objects.js';
import {
  inPurpose,
  join,
  named,
  pathPrefixOf,
  pointIndexAt,
  present,
  type ImportMarks,
  type IncomingFile,
  type Location,
  type Row,
} from './storage-index.js';

export type { IncomingFile, Location } from './storage-index.js';

/** Told of files uploaded into a folder (after the index points at them); see onFilesArrived. */
export type FilesArrivedListener = (
  at: Location,
  folder: readonly string[],
  names: string[],
) => Promise<void>;

export class StorageObjectService {
  private readonly arrivalListeners: FilesArrivedListener[] = [];

  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly configs: StorageConfigService,
    private readonly drivers: StorageDrivers,
    /** Told the bytes each upload and delete adds or removes (modules/costs). */
    private readonly meter?: StorageUsageMeter,
    /** The import's queue state and settings of objects (modules/import). */
    private readonly marks?: ImportMarks,
  ) {}

  /** An object as answered, with the import's mark on it. */
  private async presentMarked(row: Row) {
    return present(row, (await this.marks?.of([row.id]))?.get(row.id));
  }

  private async find(at: Location, parent: readonly string[], name: string) {
    const [row] = await this.db
      .select()
      .from(storageObjects)
      .where(named(at, parent, name));
    return row;
  }

  /** The folder at `path` (null for the root); 404 when it does not exist. */
  private async folderAt(at: Location, path: readonly string[]) {
    if (path.length === 0) return null;
    const row = await this.find(at, path.slice(0, -1), path[path.length - 1]);
    if (!row || row.type !== 'Folder') throw notFound('This folder does not exist.');
    return row;
  }

  /** The folder, a page of its objects, and what the caller (`policy`) may do there. */
  async list(
    at: Location,
    path: string[],
    query: PagedQuery<StorageObjectSortColumn>,
    policy: FolderPolicyContext,
  ): Promise<FolderListing> {
    await this.configs.get(at.engagementId, at.purpose);
    const folder = await this.folderAt(at, path);
    const [page, [displayNames]] = await Promise.all([
      folderObjectsPage(this.db, at, path, query, this.marks),
      this.displayNamesAlong(at, [path]),
    ]);
    return {
      purpose: at.purpose,
      path,
      displayNames,
      folder: folder ? await this.presentMarked(folder) : null,
      ...page,
      allowedExtensions: allowedExtensions(at.purpose),
      abilities: folderAbilities(policy, { purpose: at.purpose, path }),
    };
  }

  /**
   * The display names along each path, read in one query; a folder without an index row of its own
   * (a virtual folder) shows its system name.
   */
  async displayNamesAlong(at: Location, paths: readonly (readonly string[])[]): Promise<string[][]> {
    const parents = [...new Set(paths.flatMap((path) => path.map((_, i) => join(path.slice(0, i)))))];
    const rows = parents.length
      ? await this.db
          .select({
            parentPath: storageObjects.parentPath,
            name: storageObjects.name,
            displayName: storageObjects.displayName,
          })
          .from(storageObjects)
          .where(
            and(
              inPurpose(at),
              eq(storageObjects.type, 'Folder'),
              inArray(storageObjects.parentPath, parents),
            ),
          )
      : [];
    const names = new Map(rows.map((r) => [`${r.parentPath}\n${r.name.toLowerCase()}`, r.displayName]));
    return paths.map((path) =>
      path.map((name, i) => names.get(`${join(path.slice(0, i))}\n${name.toLowerCase()}`) ?? name),
    );
  }

  async createFolder(
    at: Location,
    parent: string[],
    input: { displayName: string; metadata: Record<string, string> },
    userId: string,
  ) {
    await this.configs.get(at.engagementId, at.purpose);
    await this.folderAt(at, parent);
    const name = folderSystemName(input.displayName);
    if (name === FOLDER_NAME_PREFIX)
      throw badRequest('The name needs at least one letter or digit.', [
        { field: 'displayName', message: 'Only letters, digits, dashes and spaces are allowed' },
      ]);
    const taken = () =>
      badRequest('A folder with this name already exists.', [
        { field: 'displayName', message: 'A folder with this name already exists', key: 'folderNameTaken' },
      ]);
    if (await this.find(at, parent, name)) throw taken();
    try {
      const [row] = await this.db
        .insert(storageObjects)
        .values({
          ...at,
          parentPath: join(parent),
          name,
          type: 'Folder',
          displayName: input.displayName.trim(),
          metadata: input.metadata,
          createdBy: userId,
        })
        .returning();
      return present(row);
    } catch (err) {
      if (isUniqueViolation(err)) throw taken(); // another request created it a moment ago
      throw err;
    }
  }

  async updateFolder(
    at: Location,
    path: string[],
    input: { displayName: string; metadata: Record<string, string> },
  ) {
    const folder = await this.folderAt(at, path);
    if (!folder)
      throw badRequest('The root cannot be changed.', [{ field: 'path', message: 'Invalid value' }]);
    const [row] = await this.db
      .update(storageObjects)
      .set({ displayName: input.displayName.trim(), metadata: input.metadata, updatedAt: new Date() })
      .where(eq(storageObjects.id, folder.id))
      .returning();
    return this.presentMarked(row);
  }

  async updateMetadata(at: Location, path: string[], metadata: Record<string, string>) {
    if (path.length === 0)
      throw badRequest('Name an object.', [{ field: 'path', message: 'Field cannot be empty' }]);
    const row = await this.find(at, path.slice(0, -1), path[path.length - 1]);
    if (!row) throw notFound();
    const [updated] = await this.db
      .update(storageObjects)
      .set({ metadata, updatedAt: new Date() })
      .where(eq(storageObjects.id, row.id))
      .returning();
    return this.presentMarked(updated);
  }

  /**
   * Streams each file to the driver under a fresh key, then points the index at it in one
   * statement; a replaced file's old bytes are removed afterwards. A failed or aborted upload
   * leaves neither bytes nor an index row.
   */
  async upload(at: Location, folder: string[], files: AsyncIterable<IncomingFile>, userId: string) {
    const configuration = await this.configs.get(at.engagementId, at.purpose);
    await this.folderAt(at, folder);
    if (!uploadAllowedAt(folder))
      throw badRequest('Files are uploaded into a folder.', [
        { field: 'path', message: 'Please choose a folder' },
      ]);
    const driver = this.drivers.for(configuration);
    const prefix = pathPrefixOf(configuration.configuration);
    const resultingFileNames: string[] = [];
    for await (const part of files) {
      const name = part.filename.normalize('NFC');
      const problem = objectNameProblem(name);
      if (problem) {
        part.file.resume();
        throw badRequest(`Invalid file name: ${problem}`, [{ field: 'file', message: problem }]);
      }
      if (!extensionAllowed(at.purpose, name)) {
        part.file.resume();
        throw new HttpProblem(
          415,
          'Unsupported Media Type',
          'This file extension is not supported',
          'unsupportedExtension',
        );
      }
      const existing = await this.find(at, folder, name);
      if (existing?.type === 'Folder') {
        part.file.resume();
        throw conflict('A folder with this name already exists here.');
      }
      const blobKey = `${prefix}${at.engagementId}/${at.purpose}/${crypto.randomUUID()}`;
      const contentType = contentTypeOf(name);
      // The engagement's quota bounds the file as it streams, like the upload limit (a replaced
      // file's bytes are freed by it).
      const left = await quotaLeft(
        this.db,
        this.config.storage.quotaBytes,
        at.engagementId,
        existing?.size ?? 0,
      );
      const maxBytes = Math.min(this.config.storage.maxUploadBytes, left);
      let size: number;
      try {
        ({ size } = await driver.write(blobKey, part.file, { maxBytes, contentType }));
      } catch (err) {
        if (err instanceof UploadTooLargeError && maxBytes < this.config.storage.maxUploadBytes)
          throw quotaReached(this.config.storage.quotaBytes);
        if (err instanceof UploadTooLargeError)
          throw new HttpProblem(413, 'Content Too Large', err.message, 'fileTooLarge');
        throw err;
      }
      const replaced = await pointIndexAt(
        this.db,
        at,
        folder,
        name,
        { blobKey, size, contentType, userId },
        this.marks,
      );
      if (replaced) await driver.remove(replaced.blobKey).catch(() => undefined);
      await this.metered(at, size - (replaced?.size ?? 0));
      resultingFileNames.push(name);
    }
    await this.announceArrival(at, folder, resultingFileNames);
    return { httpStatusCode: 200, resultingFileNames };
  }

  /**
   * Another module reacts to files arriving (uploads and the SFTP broker poll, which uploads
   * through here): a gain engagement's trigger file starts its import (modules/gain/batches).
   */
  onFilesArrived(listener: FilesArrivedListener) {
    this.arrivalListeners.push(listener);
  }

  /** A listener's failure never fails the upload that has already stored the files. */
  private async announceArrival(at: Location, folder: readonly string[], names: string[]) {
    if (!names.length) return;
    for (const listener of this.arrivalListeners) await listener(at, folder, names).catch(() => undefined);
  }

  private async fileAt(at: Location, path: string[]) {
    if (path.length === 0)
      throw badRequest('invalid path', [{ field: 'path', message: 'Field cannot be empty' }]);
    const row = await this.find(at, path.slice(0, -1), path[path.length - 1]);
    if (!row) throw notFound();
    return row;
  }

  /** A file's row with its stored bytes' key, and the driver that holds them. */
  private async storedFile(at: Location, path: string[]) {
    const row = await this.fileAt(at, path);
    if (row.type !== 'File' || !row.blobKey)
      throw badRequest('Only files can be downloaded.', [{ field: 'path', message: 'Invalid value' }]);
    const driver = this.drivers.for(await this.configs.get(at.engagementId, at.purpose));
    return { row, blobKey: row.blobKey, driver };
  }

  async download(at: Location, path: string[]) {
    const { row, blobKey, driver } = await this.storedFile(at, path);
    const { stream, size } = await driver.read(blobKey);
    // From the name, not the stored column: rows written before this rule hold the uploader's claim.
    return { stream, size, name: row.name, contentType: contentTypeOf(row.name) };
  }

  /**
   * The file's bytes at `target` on this machine, as the import needs them: linked or copied by the
   * driver when it can, streamed otherwise. Returns the size.
   */
  async saveToFile(at: Location, path: string[], target: string, signal?: AbortSignal): Promise<number> {
    const { blobKey, driver } = await this.storedFile(at, path);
    if (driver.saveTo) return driver.saveTo(blobKey, target);
    const { stream } = await driver.read(blobKey);
    const out = fs.createWriteStream(target);
    await pipeline(stream, out, { signal });
    return out.bytesWritten;
  }

  async deleteFile(at: Location, path: string[]) {
    const row = await this.fileAt(at, path);
    if (row.type !== 'File')
      throw badRequest('Only files can be deleted.', [
        { field: 'path', message: 'Only files can be deleted' },
      ]);
    const configuration = await this.configs.get(at.engagementId, at.purpose);
    await this.db.delete(storageObjects).where(eq(storageObjects.id, row.id));
    if (row.blobKey) await this.drivers.for(configuration).remove(row.blobKey);
    await this.metered(at, -(row.size ?? 0));
  }

  /**
   * Moves a file into the folder `to` (a gain import archiving its files): only the index changes,
   * the bytes stay under their key. A file of that name already there is replaced (its bytes
   * removed); the folder is created (with `toDisplayName`) when it does not exist yet.
   */
  async moveFile(at: Location, path: string[], to: string[], toDisplayName: string, userId: string | null) {
    const row = await this.fileAt(at, path);
    if (row.type !== 'File')
      throw badRequest('Only files can be moved.', [{ field: 'path', message: 'Invalid value' }]);
    const configuration = await this.configs.get(at.engagementId, at.purpose);
    const replaced = await this.db.transaction(async (tx) => {
      const parent = to.slice(0, -1);
      const [folder] = await tx
        .select()
        .from(storageObjects)
        .where(named(at, parent, to[to.length - 1]));
      if (!folder) {
        await tx
          .insert(storageObjects)
          .values({
            ...at,
            parentPath: join(parent),
            name: to[to.length - 1],
            type: 'Folder',
            displayName: toDisplayName,
            createdBy: userId,
          })
          .onConflictDoNothing();
      }
      const [old] = await tx
        .select()
        .from(storageObjects)
        .where(named(at, to, row.name));
      if (old) await tx.delete(storageObjects).where(eq(storageObjects.id, old.id));
      await tx
        .update(storageObjects)
        .set({ parentPath: join(to), updatedAt: new Date() })
        .where(eq(storageObjects.id, row.id));
      return old;
    });
    if (replaced?.blobKey) {
      await this.drivers
        .for(configuration)
        .remove(replaced.blobKey)
        .catch(() => undefined);
      await this.metered(at, -(replaced.size ?? 0));
    }
  }

  /** Usage is metered as it happens; a meter failure never fails the upload or delete it follows. */
  private async metered(at: Location, deltaBytes: number) {
    await this.meter?.storageChanged(at.engagementId, at.purpose, deltaBytes).catch(() => undefined);
  }
}
