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
    const parameters: ImportParameters & { TenantId: string } = {
      EngagementId: engagementId,
      TenantId: tenantId,
      FileNames: [...DEMO_IMPORT_FILES],
      FilePaths: DEMO_IMPORT_FILES.map((name) => `${folder}/${name}`),
      FilePathsToArchive: [],
      TriggerFileNames: [],
      StoragePurpose: IMPORT_STORAGE_PURPOSE,
    };
    const [run] = await db
      .insert(pipelineRuns)
      .values({
        engagementId,
        tenantId,
        pipelineName: IMPORT_PIPELINE,
        layerName: 'import',
        parameters,
        status: 'Queued',
        timeLimitSeconds: 3600,
      })
      .returning();
    await appendRunLog(db, run.id, 'Queued by the demo seed');
    return run.id;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
