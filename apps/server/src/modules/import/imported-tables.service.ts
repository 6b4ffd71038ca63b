// Where imported tables came from, so folder access follows the data into the warehouse: reading an
// import table (its preview, rows a test found in it) needs read access to its source folder, and a
// file of another folder cannot silently replace a table (the import is refused, naming the first).
import { and, eq, inArray } from 'drizzle-orm';
import { PERMISSIONS, storageScope } from '@cairn/contracts';
import type { AccessService } from '../../access/access.service.js';
import type { Principal } from '../../access/principal.js';
import type { Db } from '../../db/client.js';
import { importedTables } from '../../db/schema/imports.js';
import { forbidden } from '../../http/problem.js';
import type { ImportFilesStore, Located } from './import-files.store.js';

/** The purpose whose root guards an import table of unknown origin (imported before sources were kept). */
const DEFAULT_IMPORT_PURPOSE = 'import';
/** How lineage names a gain table (building/import-lineage.ts). */
const GAIN_TABLE_PREFIX = 'gain.';

export interface TableSource {
  storagePurpose: string;
  folder: string[];
  fileName: string;
}

const split = (path: string) => (path ? path.split('/') : []);
const shownFolder = (folder: readonly string[]) => `/${folder.join('/')}`;

export class ImportedTablesService {
  constructor(
    private readonly db: Db,
    private readonly access: AccessService,
    private readonly store: ImportFilesStore,
  ) {}

  async sourcesOf(engagementId: string, tables: readonly string[]): Promise<Map<string, TableSource>> {
    if (!tables.length) return new Map();
    // Table names are lower case (importTableName); DuckDB reads a name in any case as the same table.
    const names = tables.map((t) => t.toLowerCase());
    const rows = await this.db
      .select()
      .from(importedTables)
      .where(and(eq(importedTables.engagementId, engagementId), inArray(importedTables.tableName, names)));
    return new Map(
      rows.map((r) => [
        r.tableName,
        { storagePurpose: r.storagePurpose, folder: split(r.folderPath), fileName: r.fileName },
      ]),
    );
  }

  /**
   * Why `file` may not be imported into `table`, or null: the table holds a file of another folder
   * (or another name) that is still in storage. A source that is gone may be replaced.
   */
  async conflictFor(
    at: Located,
    folder: readonly string[],
    fileName: string,
    table: string,
  ): Promise<string | null> {
    const existing = (await this.sourcesOf(at.engagementId, [table])).get(table);
    if (!existing) return null;
    const same =
      existing.storagePurpose === at.purpose &&
      existing.folder.join('/') === folder.join('/') &&
      existing.fileName === fileName;
    if (same) return null;
    const stillThere = (
      await this.store.objectsIn(
        { engagementId: at.engagementId, purpose: existing.storagePurpose },
        existing.folder,
        [existing.fileName],
      )
    ).some((o) => o.type === 'File');
    if (!stillThere) return null;
    return `was not imported: the table import.${table} holds ${existing.fileName} of folder ${shownFolder(existing.folder)} (${existing.storagePurpose} storage). Rename this file, or delete that one first.`;
  }

  /** Records (or moves) the source of `table` after a successful import. */
  async record(at: Located, folder: readonly string[], fileName: string, table: string, runId: string) {
    const values = {
      engagementId: at.engagementId,
      tableName: table,
      storagePurpose: at.purpose,
      folderPath: folder.join('/'),
      fileName,
      runId,
      importedAt: new Date(),
    };
    await this.db
      .insert(importedTables)
      .values(values)
      .onConflictDoUpdate({ target: [importedTables.engagementId, importedTables.tableName], set: values });
  }

  /**
   * The folder scopes that guard reading `tables` (unknown origin, and a gain engagement's
   * `gain.<table>` loaded from a batch of files: the import purpose's root).
   */
  async scopesOf(engagementId: string, tables: readonly string[]): Promise<string[]> {
    const sources = await this.sourcesOf(
      engagementId,
      tables.filter((t) => !t.startsWith(GAIN_TABLE_PREFIX)),
    );
    const scopes = tables.map((table) => {
      const source = table.startsWith(GAIN_TABLE_PREFIX) ? undefined : sources.get(table.toLowerCase());
      return source
        ? storageScope(engagementId, source.storagePurpose, source.folder)
        : storageScope(engagementId, DEFAULT_IMPORT_PURPOSE);
    });
    return [...new Set(scopes)];
  }

  /** Whether the principal may read every folder the import tables came from. */
  async mayRead(principal: Principal, engagementId: string, tables: readonly string[]): Promise<boolean> {
    for (const scope of await this.scopesOf(engagementId, tables)) {
      if (!(await this.mayReadScope(principal, scope))) return false;
    }
    return true;
  }

  /** SourceFolderAccess (building/ports.ts): rows from `sourceTables` (null: of unknown origin). */
  async mayReadRows(
    principal: Principal,
    engagementId: string,
    sourceTables: string[] | null,
  ): Promise<boolean> {
    if (sourceTables === null)
      return this.mayReadScope(principal, storageScope(engagementId, DEFAULT_IMPORT_PURPOSE));
    return this.mayRead(principal, engagementId, sourceTables);
  }

  async mayReadScope(principal: Principal, scope: string): Promise<boolean> {
    const resolved = await this.access.resolve(scope).catch(() => null);
    if (!resolved) return false;
    return (await this.access.permissionsAt(principal, resolved)).has(PERMISSIONS.storageFoldersReader);
  }

  /** 403 unless the principal may read the source folder of `schema.table` (only import tables have one). */
  async authorizePreview(principal: Principal, engagementId: string, schema: string, table: string) {
    if (schema !== 'import') return;
    if (await this.mayRead(principal, engagementId, [table])) return;
    const source = (await this.sourcesOf(engagementId, [table])).get(table.toLowerCase());
    const where = source
      ? `the folder ${shownFolder(source.folder)} of ${source.storagePurpose} storage`
      : `the root of ${DEFAULT_IMPORT_PURPOSE} storage`;
    throw forbidden(
      `The table import.${table} was imported from ${where}, which you may not read.`,
      'folderAccess',
    );
  }
}
