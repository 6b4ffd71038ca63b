// A gain engagement's staged files and what starts its imports (workspace.md sections 3 "Staging
// file", 4 "gain import", "FX rate"; docs/gain.md "Trigger" and "FX rates"): the staging list, the
// trigger check when files arrive, and the storage manager's import / reprocess, FX-rate process
// and FX-rate reprocess. Each start queues one gain import run per batch and a Waiting batch row.
import {
  IMPORT_STORAGE_PURPOSE,
  type GainBatchFile,
  type GainFileAction,
  type GainFxRates,
  type GainProcessType,
  type GainStagingFileAnswer,
  type PipelineRun,
} from '@cairn/contracts';
import type { Principal } from '../../../access/principal.js';
import { badRequest, conflict, HttpProblem } from '../../../http/problem.js';
import type { EngagementService } from '../../engagements/engagements.service.js';
import type { RunService } from '../../pipelines/runs.service.js';
import type { FileFacts, ImportFilesStore } from '../../import/import-files.store.js';
import { parseStoragePath } from '../../storage/storage-paths.js';
import type { WarehouseService } from '../../../warehouse/warehouse.service.js';
import {
  GAIN_FX_RATE_PIPELINE,
  GAIN_IMPORT_PIPELINE,
  type GainFileSelector,
  type GainImportConfigurations,
} from '../ports.js';
import { matchFile } from './file-patterns.js';
import { BATCH_STATUS } from './gain-batches.service.js';
import type { GainBatchesStore } from './gain-batches.store.js';

/** The folder the import run moves archived files to (docs/gain.md): never staged. */
const ARCHIVE_FOLDERS = ['archive', 'f-archive'];
const inImport = (engagementId: string) => ({ engagementId, purpose: IMPORT_STORAGE_PURPOSE });
const pathOf = (f: Pick<FileFacts, 'parentPath' | 'name'>) =>
  f.parentPath ? `${f.parentPath}/${f.name}` : f.name;
const archived = (f: Pick<FileFacts, 'parentPath'>) =>
  ARCHIVE_FOLDERS.includes(f.parentPath.split('/')[0].toLowerCase());
const fileField = (message: string) => [{ field: 'fileNames', message }];

interface QueuedBatch {
  batchId: string;
  files: (GainBatchFile & { fact: FileFacts })[];
  archive: string[];
}

export interface GainStagingDeps {
  engagements: Pick<EngagementService, 'get'>;
  files: ImportFilesStore;
  store: GainBatchesStore;
  runs: Pick<RunService, 'startRun'>;
  configurations: GainImportConfigurations;
  selector: GainFileSelector;
  warehouse: Pick<WarehouseService, 'preview'>;
}

export class GainStagingService {
  /** Selections of one engagement run one after another, so two triggers never queue the same files. */
  private readonly selecting = new Map<string, Promise<unknown>>();

  constructor(private readonly deps: GainStagingDeps) {}

  private async isGain(engagementId: string) {
    return (await this.deps.engagements.get(engagementId)).features.includes('GAIN');
  }

  /** 404 for an unknown engagement, 409 for one that is not a gain engagement. */
  async assertGain(engagementId: string) {
    if (!(await this.isGain(engagementId)))
      throw conflict('This engagement is not a gain engagement.', 'notGain');
  }

  private async staged(engagementId: string) {
    return (await this.deps.files.filesWithFacts(inImport(engagementId), { staged: true })).filter(
      (f) => !archived(f),
    );
  }

  async stagingFiles(engagementId: string, processType: GainProcessType): Promise<GainStagingFileAnswer[]> {
    await this.assertGain(engagementId);
    const [files, last] = await Promise.all([
      this.staged(engagementId),
      this.deps.store.lastSelectionAt(engagementId, processType),
    ]);
    return files.map((f) => ({
      name: f.name,
      isNewDrop: !last || f.arrivedAt > last,
      path: pathOf(f),
      size: f.size,
      arrivedAt: f.arrivedAt.toISOString(),
    }));
  }

  /**
   * Files arrived in storage (upload or SFTP broker poll). In a gain engagement's import storage a
   * trigger file (boolean logic) or any file (SQL logic: the query decides) runs the selection, and
   * every ready batch starts its gain import by itself.
   */
  async filesArrived(
    at: { engagementId: string; purpose: string },
    folder: readonly string[],
    names: readonly string[],
  ): Promise<PipelineRun[]> {
    if (at.purpose.toLowerCase() !== IMPORT_STORAGE_PURPOSE) return [];
    if (folder.length && ARCHIVE_FOLDERS.includes(folder[0].toLowerCase())) return [];
    if (!(await this.isGain(at.engagementId))) return [];
    const configuration = await this.deps.configurations.current(at.engagementId, 'GainData');
    const triggered =
      configuration.fileLogicType === 'SqlLogic' ||
      names.some((n) => matchFile(configuration.fileConfigurations, n)?.configuration.isTrigger);
    if (!triggered) return [];
    const previous = this.selecting.get(at.engagementId) ?? Promise.resolve();
    const next = previous
      .catch(() => undefined)
      .then(() => this.selectAndStart(at.engagementId, 'GainData', null));
    this.selecting.set(at.engagementId, next);
    try {
      return await next;
    } finally {
      if (this.selecting.get(at.engagementId) === next) this.selecting.delete(at.engagementId);
    }
  }

  /** Runs the selection over the staged files and starts a run per ready batch. */
  private async selectAndStart(
    engagementId: string,
    processType: GainProcessType,
    principal: Principal | null,
    origin?: string,
  ): Promise<PipelineRun[]> {
    const staged = await this.staged(engagementId);
    const selection = await this.deps.selector.select(
      engagementId,
      processType,
      staged.map((f) => ({ name: f.name, size: f.size, arrivedAt: f.arrivedAt.toISOString() })),
    );
    await this.deps.store.selected(engagementId, processType);
    const byName = new Map(staged.map((f) => [f.name.toLowerCase(), f]));
    const toProcess = new Set(selection.fileNamesToProcess.map((n) => n.toLowerCase()));
    const batches = new Map<string, QueuedBatch>();
    for (const file of selection.batchFiles) {
      const fact = byName.get(file.fileName.toLowerCase());
      if (!fact || file.isMissing || !toProcess.has(file.fileName.toLowerCase())) continue;
      const batch = batches.get(file.batch) ?? { batchId: file.batch, files: [], archive: [] };
      batch.files.push({ ...file, fact });
      batches.set(file.batch, batch);
    }
    const toArchive = new Set(selection.fileNamesToArchive.map((n) => n.toLowerCase()));
    const runs: PipelineRun[] = [];
    for (const batch of batches.values()) {
      batch.archive = batch.files
        .filter((f) => toArchive.has(f.fileName.toLowerCase()))
        .map((f) => pathOf(f.fact));
      if (!batch.batchId)
        batch.batchId = batch.files.find((f) => f.isTrigger)?.fileName ?? batch.files[0].fileName;
      runs.push(await this.start(engagementId, processType, batch, principal, origin));
    }
    return runs;
  }

  /** Marks the files Enqueued, writes the Waiting batch and queues its run (undone when that fails). */
  private async start(
    engagementId: string,
    processType: GainProcessType,
    batch: QueuedBatch,
    principal: Principal | null,
    origin?: string,
  ): Promise<PipelineRun> {
    const ids = batch.files.map((f) => f.fact.id);
    const row = await this.deps.store.insertBatch(
      this.deps.store.db,
      {
        engagementId,
        processType,
        batchId: batch.batchId,
        status: BATCH_STATUS.Waiting,
        statusMessage: null,
      },
      batch.files.map(({ fact, ...file }) => ({ ...file, filePath: pathOf(fact), storageObjectId: fact.id })),
    );
    await this.deps.files.setQueueState(ids, 'Enqueued');
    try {
      const run = await this.deps.runs.startRun(
        engagementId,
        {
          pipelineName: processType === 'FxRate' ? GAIN_FX_RATE_PIPELINE : GAIN_IMPORT_PIPELINE,
          layer: 'import',
          parameters: {
            EngagementId: engagementId,
            FileNames: batch.files.map((f) => f.fact.name),
            FilePaths: batch.files.map((f) => pathOf(f.fact)),
            FilePathsToArchive: batch.archive,
            TriggerFileNames: batch.files.filter((f) => f.isTrigger).map((f) => f.fact.name),
            StoragePurpose: IMPORT_STORAGE_PURPOSE,
          },
        },
        principal,
        origin,
      );
      await this.deps.store.attachRun(row.id, run.id);
      return run;
    } catch (err) {
      await this.deps.files.restageUnfinished(ids);
      await this.deps.store.deleteBatch(row.id);
      throw err;
    }
  }

  /**
   * What a file action of a Gain engagement works on: the ticked files of one folder, in the order
   * asked for (400 naming those that are not there), and the process's configuration they match.
   */
  private async ticked(engagementId: string, processType: GainProcessType, action: GainFileAction) {
    await this.assertGain(engagementId);
    const folder = parseStoragePath(action.path ?? '');
    const names = action.fileNames.map((n) => n.normalize('NFC'));
    const found = await this.deps.files.filesWithFacts(inImport(engagementId), { folder, names });
    const missing = names.filter((n) => !found.some((f) => f.name.toLowerCase() === n.toLowerCase()));
    if (missing.length) {
      const message = `These files do not exist in this folder: ${missing.join(', ')}`;
      throw badRequest(message, fileField(message));
    }
    const files = names.map((n) => found.find((f) => f.name.toLowerCase() === n.toLowerCase())!);
    return { files, configuration: await this.deps.configurations.current(engagementId, processType) };
  }

  /**
   * Import or reprocess of ticked files (gain data), or the FX-rate process of ticked staging files:
   * one run with all of them, triggers and archiving as their file configurations say.
   */
  async importFiles(
    engagementId: string,
    processType: GainProcessType,
    action: GainFileAction,
    principal: Principal,
    origin?: string,
  ): Promise<PipelineRun[]> {
    const { files, configuration } = await this.ticked(engagementId, processType, action);
    const matched = files.map((fact) => ({
      fact,
      match: matchFile(configuration.fileConfigurations, fact.name),
    }));
    const versioned = matched.find((m) => m.match?.configuration.isVersioned && m.match.wildcard);
    const batchId =
      versioned?.match?.wildcard ??
      matched.find((m) => m.match?.configuration.isTrigger)?.fact.name ??
      files[0].name;
    const batch: QueuedBatch = {
      batchId,
      files: matched.map(({ fact, match }) => ({
        fileName: fact.name,
        batch: match?.configuration.isVersioned ? match.wildcard : '',
        isTrigger: match?.configuration.isTrigger ?? false,
        isMissing: false,
        archived: match?.configuration.isArchived ?? false,
        fact,
      })),
      archive: matched.filter((m) => m.match?.configuration.isArchived).map((m) => pathOf(m.fact)),
    };
    return [await this.start(engagementId, processType, batch, principal, origin)];
  }

  /**
   * FX-rate reprocess: of the ticked files, only the first (by name) matching the FX rate
   * configuration in each batch (a versioned pattern's wildcard content; all files of a plain
   * pattern are one batch) is loaded again; a run per batch.
   */
  async reprocessFxRates(
    engagementId: string,
    action: GainFileAction,
    principal: Principal,
    origin?: string,
  ): Promise<PipelineRun[]> {
    const { files, configuration } = await this.ticked(engagementId, 'FxRate', action);
    const firstPerBatch = new Map<
      string,
      { fact: FileFacts; match: NonNullable<ReturnType<typeof matchFile>> }
    >();
    for (const fact of [...files].sort((a, b) => a.name.localeCompare(b.name))) {
      const match = matchFile(configuration.fileConfigurations, fact.name);
      // A versioned pattern's wildcard content is the batch; the files of a plain pattern are one.
      const batch = match?.configuration.isVersioned ? match.wildcard : '';
      if (match && !firstPerBatch.has(batch)) firstPerBatch.set(batch, { fact, match });
    }
    if (!firstPerBatch.size) {
      const message = 'None of these files matches the FX rate configuration.';
      throw badRequest(message, fileField(message));
    }
    const runs: PipelineRun[] = [];
    for (const [wildcard, { fact, match }] of firstPerBatch) {
      const batch: QueuedBatch = {
        batchId: wildcard || fact.name,
        files: [
          {
            fileName: fact.name,
            batch: wildcard,
            isTrigger: true,
            isMissing: false,
            archived: match.configuration.isArchived,
            fact,
          },
        ],
        archive: match.configuration.isArchived ? [pathOf(fact)] : [],
      };
      runs.push(await this.start(engagementId, 'FxRate', batch, principal, origin));
    }
    return runs;
  }

  /** The FX rate configuration's tables as the warehouse has them (null: not loaded yet). */
  async fxRates(engagementId: string): Promise<GainFxRates> {
    await this.assertGain(engagementId);
    const configuration = await this.deps.configurations.current(engagementId, 'FxRate');
    const tables = await Promise.all(
      configuration.tableConfigurations.map(async (t) => ({
        targetTableName: t.targetTableName,
        preview: await this.deps.warehouse.preview(engagementId, 'gain', t.targetTableName).catch((err) => {
          if (err instanceof HttpProblem && err.status === 404) return null;
          throw err;
        }),
      })),
    );
    return { configurationVersion: configuration.version, tables };
  }
}
