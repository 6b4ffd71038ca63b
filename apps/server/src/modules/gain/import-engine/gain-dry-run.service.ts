// Test import configuration (workspace.md section 3 "Test import configuration", docs/gain.md "Dry
// run"; implements GainDryRun): the configuration being edited, over the files staged now —
// selection, parsing, per-table row counts and every validation failure — answered as text. Nothing
// is written: the files are read into a throwaway warehouse in a temporary folder, never into the
// engagement's, and no file, queue state or batch changes.
import fs from 'node:fs';
import path from 'node:path';
import {
  englishMessage,
  gainImportConfigurationProblems,
  IMPORT_STORAGE_PURPOSE,
  normalizeGainImportConfiguration,
  type GainImportConfigurationSave,
  type GainProcessType,
} from '@cairn/contracts';
import type { Principal } from '../../../access/principal.js';
import type { XlsxLimits } from '../../../config.js';
import { badRequest, conflict } from '../../../http/problem.js';
import type { WarehouseSql } from '../../../warehouse/warehouse.service.js';
import { WarehouseError } from '../../../warehouse/warehouse-errors.js';
import type { WarehouseService } from '../../../warehouse/warehouse.service.js';
import type { EngagementService } from '../../engagements/engagements.service.js';
import type { FileFacts, ImportFilesStore } from '../../import/import-files.store.js';
import type { StorageObjectService } from '../../storage/storage-objects.service.js';
import type { GainDryRun, GainDryRunReport, GainFileSelector } from '../ports.js';
import { batchesOf } from './file-selection.js';
import { ARCHIVE_FOLDER } from './gain-import.handler.js';
import { describeOutcome, runGainImport } from './gain-import.js';
import { scratchDirectory } from '../../../process-temporaries.js';

export interface GainDryRunDeps {
  engagements: Pick<EngagementService, 'get'>;
  store: ImportFilesStore;
  storageObjects: Pick<StorageObjectService, 'download'>;
  warehouse: Pick<WarehouseService, 'connectThrowaway'>;
  selector: GainFileSelector;
  dataDir: string;
  xlsxLimits: XlsxLimits;
}

const PROCESS_LABEL: Record<GainProcessType, string> = { GainData: 'gain data', FxRate: 'FX rate' };
const pathOf = (f: FileFacts) => (f.parentPath ? `${f.parentPath}/${f.name}` : f.name);
const isArchived = (f: FileFacts) =>
  ['archive', ...ARCHIVE_FOLDER].includes(f.parentPath.split('/')[0].toLowerCase());

export class GainDryRunService implements GainDryRun {
  constructor(private readonly deps: GainDryRunDeps) {}

  async testImportConfiguration(
    engagementId: string,
    processType: GainProcessType,
    body: GainImportConfigurationSave,
    _principal: Principal,
  ): Promise<GainDryRunReport> {
    const engagement = await this.deps.engagements.get(engagementId);
    if (!engagement.features.includes('GAIN'))
      throw conflict('This engagement is not a gain engagement.', 'notGain');
    const problems = gainImportConfigurationProblems(processType, body);
    if (problems.length) {
      throw badRequest(
        problems.map((p) => `${p.field}: ${englishMessage(p.message)}`).join('; '),
        problems.map((p) => ({ field: p.field, message: englishMessage(p.message), key: p.message.key })),
      );
    }
    const configuration = normalizeGainImportConfiguration(processType, body);
    const at = { engagementId, purpose: IMPORT_STORAGE_PURPOSE };
    const staged = (await this.deps.store.filesWithFacts(at, { staged: true })).filter((f) => !isArchived(f));
    const lines = [
      `Test of the ${PROCESS_LABEL[processType]} import configuration (${configuration.fileLogicType === 'SqlLogic' ? 'SQL logic' : 'boolean logic'})`,
      `Staged files: ${staged.length ? staged.map((f) => f.name).join(', ') : 'none'}`,
    ];
    let selection;
    try {
      selection = await this.deps.selector.select(
        engagementId,
        processType,
        staged.map((f) => ({ name: f.name, size: f.size, arrivedAt: f.arrivedAt.toISOString() })),
        configuration,
      );
    } catch (err) {
      if (!(err instanceof WarehouseError) || !['sql', 'refused', 'timeout'].includes(err.reason)) throw err;
      lines.push('', `The file selection query failed: ${err.message}`);
      return { ok: false, report: lines.join('\n') };
    }
    const waiting = [...new Set(selection.batchFiles.filter((f) => f.isMissing).map((f) => f.batch))];
    for (const batch of waiting) {
      const missing = selection.batchFiles
        .filter((f) => f.batch === batch && f.isMissing)
        .map((f) => f.fileName);
      lines.push(`Batch ${batch || '(single)'} is waiting for: ${missing.join(', ')}`);
    }
    const batches = batchesOf(selection);
    if (!batches.size) {
      lines.push('No batch is ready: nothing would be imported.');
      return { ok: true, report: lines.join('\n') };
    }
    lines.push(
      `Files to process: ${selection.fileNamesToProcess.join(', ')}`,
      `Files to archive: ${selection.fileNamesToArchive.join(', ') || 'none'}`,
    );
    const byName = new Map(staged.map((f) => [f.name.toLowerCase(), f]));
    const tmp = scratchDirectory(this.deps.dataDir, 'gain-dry-run');
    let connection: WarehouseSql | undefined;
    let ok = true;
    try {
      connection = await this.deps.warehouse.connectThrowaway(path.join(tmp, 'dry-run.duckdb'), {
        readableDirectory: tmp,
      });
      for (const [batch, files] of batches) {
        const outcome = await runGainImport(connection, configuration, {
          files,
          open: async (name) => {
            const file = byName.get(name.toLowerCase())!;
            return (await this.deps.storageObjects.download(at, pathOf(file).split('/'))).stream;
          },
          tmp,
          xlsxLimits: this.deps.xlsxLimits,
          write: false,
        });
        ok &&= outcome.ok;
        lines.push(
          '',
          `Batch ${batch || '(single)'}: ${outcome.ok ? 'passes' : 'fails'}`,
          ...describeOutcome(outcome),
        );
      }
    } finally {
      await connection?.close();
      fs.rmSync(tmp, { recursive: true, force: true });
    }
    lines.push(
      '',
      ok ? 'Result: the configuration passes the test.' : 'Result: the configuration fails the test.',
    );
    return { ok, report: lines.join('\n').split(tmp).join('(temporary folder)') };
  }
}
