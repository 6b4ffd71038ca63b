// Demo import: the generated payroll files (import-demo-files.ts) in the demo engagement's import
// storage, folder "Payroll 2026", and one queued ImportFiles run for them. The worker that starts
// with Cairn imports them into import.payroll_2026, import.employees and import.fx_rates.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { folderSystemName, IMPORT_STORAGE_PURPOSE } from '@cairn/contracts';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { pipelineRuns } from '../db/schema/pipelines.js';
import { importObjects } from '../db/schema/imports.js';
import { storageObjects } from '../db/schema/storage.js';
import { appendRunLog } from '../modules/pipelines/run-log.js';
import { LocalStorageDriver } from '../modules/storage/drivers/local.js';
import { IMPORT_PIPELINE, type ImportParameters } from '../modules/import/import-parameters.js';
import { DEMO_IMPORT_FILES, writeDemoImportFiles } from './import-demo-files.js';

export const DEMO_IMPORT_FOLDER = 'Payroll 2026';
const CONTENT_TYPES: Record<string, string> = {
  '.csv': 'text/csv',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * A queued import-layer run of files of one import folder, as the demo seeds leave it for the worker
 * that starts with Cairn (the import demo's ImportFiles, the Gain demo's batches): its parameters as
 * the import screens would queue it, and the run log's first line.
 */
export async function queueDemoImportRun(
  db: Db,
  run: {
    engagementId: string;
    tenantId: string;
    pipelineName: string;
    /** The import folder's system name. */
    folder: string;
    files: string[];
    archived?: string[];
    triggers?: string[];
    log: string;
  },
) {
  const parameters: ImportParameters & { TenantId: string } = {
    EngagementId: run.engagementId,
    TenantId: run.tenantId,
    FileNames: run.files,
    FilePaths: run.files.map((name) => `${run.folder}/${name}`),
    FilePathsToArchive: (run.archived ?? []).map((name) => `${run.folder}/${name}`),
    TriggerFileNames: run.triggers ?? [],
    StoragePurpose: IMPORT_STORAGE_PURPOSE,
  };
  const [row] = await db
    .insert(pipelineRuns)
    .values({
      engagementId: run.engagementId,
      tenantId: run.tenantId,
      pipelineName: run.pipelineName,
      layerName: 'import',
      parameters,
      status: 'Queued',
      timeLimitSeconds: 3600,
    })
    .returning();
  await appendRunLog(db, row.id, run.log);
  return row;
}

/** The engagement's import storage must be the local filesystem (the demo's default configuration). */
export async function seedImportDemo(
  db: Db,
  config: Pick<Config, 'dataDir'>,
  engagementId: string,
  tenantId: string,
) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-demo-import-'));
  try {
    const files = await writeDemoImportFiles(work);
    const driver = new LocalStorageDriver(path.join(config.dataDir, 'storage'));
    const folder = folderSystemName(DEMO_IMPORT_FOLDER);
    const at = { engagementId, purpose: IMPORT_STORAGE_PURPOSE };
    await db
      .insert(storageObjects)
      .values({ ...at, parentPath: '', name: folder, type: 'Folder', displayName: DEMO_IMPORT_FOLDER });
    for (const name of DEMO_IMPORT_FILES) {
      const blobKey = `${engagementId}/${IMPORT_STORAGE_PURPOSE}/${crypto.randomUUID()}`;
      const contentType = CONTENT_TYPES[path.extname(name)];
      const { size } = await driver.write(blobKey, fs.createReadStream(files[name]), {
        maxBytes: Number.MAX_SAFE_INTEGER,
      });
      const [row] = await db
        .insert(storageObjects)
        .values({
          ...at,
          parentPath: folder,
          name,
          type: 'File',
          displayName: name,
          blobKey,
          size,
          contentType,
        })
        .returning({ id: storageObjects.id });
      await db.insert(importObjects).values({ objectId: row.id, engagementId, queueState: 'Enqueued' });
    }
    const run = await queueDemoImportRun(db, {
      engagementId,
      tenantId,
      pipelineName: IMPORT_PIPELINE,
      folder,
      files: [...DEMO_IMPORT_FILES],
      log: 'Queued by the demo seed',
    });
    return run.id;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
