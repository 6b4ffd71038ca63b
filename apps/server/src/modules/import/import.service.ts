// "Import files to database" (s.7): checks the request, marks the files Enqueued and queues one
// ImportFiles run of the import layer with the spec's import pipeline request as its parameters.
import {
  importFileKind,
  importTableName,
  objectNameProblem,
  type ImportRequest,
  type PipelineRun,
} from '@cairn/contracts';
import type { Principal } from '../../access/principal.js';
import { badRequest } from '../../http/problem.js';
import type { RunService } from '../pipelines/runs.service.js';
import type { StorageConfigService } from '../storage/storage-config.service.js';
import { parseStoragePath } from '../storage/storage-paths.js';
import type { ImportFilesStore } from './import-files.store.js';
import { IMPORT_PIPELINE, type ImportParameters } from './import-parameters.js';

const field = (message: string) => [{ field: 'fileNames', message }];

export class ImportService {
  constructor(
    private readonly store: ImportFilesStore,
    private readonly storageConfigs: StorageConfigService,
    private readonly runs: RunService,
  ) {}

  async start(
    engagementId: string,
    request: ImportRequest,
    principal: Principal,
    origin?: string,
  ): Promise<PipelineRun> {
    const at = { engagementId, purpose: request.storagePurpose };
    await this.storageConfigs.get(engagementId, request.storagePurpose);
    const folder = parseStoragePath(request.path);
    const names = request.fileNames.map((n) => n.normalize('NFC'));
    for (const name of names) {
      const problem = objectNameProblem(name);
      if (problem) throw badRequest(`Invalid file name '${name}': ${problem}`, field(problem));
      if (!importFileKind(name)) {
        throw badRequest(
          `${name} cannot be imported: only .csv, .txt and .xlsx files can.`,
          field('This file extension is not supported'),
        );
      }
    }
    const byTable = new Map<string, string>();
    for (const name of names) {
      const table = importTableName(name);
      const earlier = byTable.get(table);
      if (earlier) {
        const message =
          earlier.toLowerCase() === name.toLowerCase()
            ? `${name} is named twice.`
            : `${earlier} and ${name} would both be imported into the table import.${table}; import them one at a time.`;
        throw badRequest(message, field(message));
      }
      byTable.set(table, name);
    }
    const found = (await this.store.objectsIn(at, folder, names)).filter((o) => o.type === 'File');
    const missing = names.filter((n) => !found.some((f) => f.name.toLowerCase() === n.toLowerCase()));
    if (missing.length) {
      const message = `These files do not exist in this folder: ${missing.join(', ')}`;
      throw badRequest(message, field(message));
    }
    // In the order asked for, with the names as stored.
    const files = names.map((n) => found.find((f) => f.name.toLowerCase() === n.toLowerCase())!);
    const parameters: ImportParameters = {
      EngagementId: engagementId,
      FileNames: files.map((f) => f.name),
      FilePaths: files.map((f) => [...folder, f.name].join('/')),
      FilePathsToArchive: [],
      TriggerFileNames: [],
      StoragePurpose: request.storagePurpose,
    };
    // Enqueued before the run exists, so a worker that takes the run at once finds them so.
    await this.store.setQueueState(
      files.map((f) => f.id),
      'Enqueued',
    );
    try {
      return await this.runs.startRun(
        engagementId,
        { pipelineName: IMPORT_PIPELINE, layer: 'import', parameters },
        principal,
        origin,
      );
    } catch (err) {
      await this.store.setQueueState(
        files.map((f) => f.id),
        'Staged',
      );
      throw err;
    }
  }
}
