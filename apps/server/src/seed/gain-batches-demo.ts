// Demo gain batches (issue 13): the demo gain engagement's import storage holds two months of the
// monthly payroll drop (gain-config-demo.ts patterns) and an FX rate file, in the folder "Payroll
// drops". September is complete with its trigger file: its GainImport run is queued, with its
// Waiting batch, so the worker that starts with Cairn loads, archives and hands it over for real
// (the Batches tab shows it received and sent to Gain). October still waits for its trigger. The FX
// rate file's GainFxRate run is queued the same way, so /fx-rate shows the rates.
import crypto from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import { folderSystemName, IMPORT_STORAGE_PURPOSE, type GainProcessType } from '@cairn/contracts';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { gainBatches, gainBatchFiles } from '../db/schema/gain-batches.js';
import { importObjects } from '../db/schema/imports.js';
import { storageObjects } from '../db/schema/storage.js';
import { GAIN_FX_RATE_PIPELINE, GAIN_IMPORT_PIPELINE } from '../modules/gain/ports.js';
import { LocalStorageDriver } from '../modules/storage/drivers/local.js';
import { queueDemoImportRun } from './import-demo.js';

export const GAIN_DEMO_FOLDER = 'Payroll drops';
const HOUR = 60 * 60 * 1000;

const employees = [
  ['Anna Schmidt', 'Germany', 'DE-BY', 'DE'],
  ['Lucas Martin', 'France', 'FR-IDF', 'FR'],
  ['Sanne de Vries', 'Netherlands', 'NL-NH', 'NL'],
  ['James Walker', 'United Kingdom', 'GB-MAN', 'GB'],
  ['Eva Novak', 'Germany', 'DE-BE', 'DE'],
  ['Noah Peeters', 'Netherlands', 'NL-UT', 'NL'],
].map(([name, country, region, code], i) => ({
  id: `7f1c2a10-0000-4000-8000-00000000000${i + 1}`,
  name,
  country,
  region,
  code,
}));

function payrollCsv(month: string, day: string) {
  const rows = employees.map(
    (e, i) => `${e.id},${day}-${month},${(3850 + i * 412.35).toFixed(2)},${152 + i * 2},${e.code}`,
  );
  return ['EmployeeId,PayDate,GrossAmount,Hours,Country', ...rows].join('\n') + '\n';
}
const employeesCsv = () =>
  [
    'EmployeeId,Name,Country,Region',
    ...employees.map((e) => `${e.id},${e.name},${e.country},${e.region}`),
  ].join('\n') + '\n';
const FX_RATES_CSV = [
  'Currency,RateDate,Rate',
  'EUR,2026-09-30,1.0',
  'USD,2026-09-30,1.0842',
  'GBP,2026-09-30,0.8431',
  'CHF,2026-09-30,0.9377',
  'JPY,2026-09-30,161.25',
].join('\n');

interface DemoFile {
  name: string;
  content: string;
  /** Hours before now that it arrived. */
  arrived: number;
}

/** The staged files of the drop: written to the local storage root and indexed. */
const FILES: DemoFile[] = [
  { name: 'employees_2026-09.csv', content: employeesCsv(), arrived: 50 },
  { name: 'payroll_2026-09.csv', content: payrollCsv('Sep-2026', '30'), arrived: 49 },
  { name: 'ready_2026-09.txt', content: '', arrived: 48 },
  { name: 'fx_rates_2026-09.csv', content: FX_RATES_CSV, arrived: 47 },
  { name: 'employees_2026-10.csv', content: employeesCsv(), arrived: 3 },
  { name: 'payroll_2026-10.csv', content: payrollCsv('Oct-2026', '31'), arrived: 2 },
];

interface QueuedDemoBatch {
  processType: GainProcessType;
  batchId: string;
  files: { name: string; isTrigger: boolean; archived: boolean }[];
}

const QUEUED: QueuedDemoBatch[] = [
  {
    processType: 'GainData',
    batchId: '2026-09',
    files: [
      { name: 'employees_2026-09.csv', isTrigger: false, archived: true },
      { name: 'payroll_2026-09.csv', isTrigger: false, archived: true },
      { name: 'ready_2026-09.txt', isTrigger: true, archived: true },
    ],
  },
  {
    processType: 'FxRate',
    batchId: '2026-09',
    files: [{ name: 'fx_rates_2026-09.csv', isTrigger: true, archived: true }],
  },
];

/** The gain engagement's import storage must be the local filesystem (the demo's default). */
export async function seedGainBatchesDemo(
  db: Db,
  config: Pick<Config, 'dataDir'>,
  engagementId: string,
  tenantId: string,
  now = Date.now(),
) {
  const driver = new LocalStorageDriver(path.join(config.dataDir, 'storage'));
  const folder = folderSystemName(GAIN_DEMO_FOLDER);
  const at = { engagementId, purpose: IMPORT_STORAGE_PURPOSE };
  await db.insert(storageObjects).values({
    ...at,
    parentPath: '',
    name: folder,
    type: 'Folder',
    displayName: GAIN_DEMO_FOLDER,
    createdAt: new Date(now - 72 * HOUR),
  });
  const queued = new Set(QUEUED.flatMap((b) => b.files.map((f) => f.name)));
  const ids = new Map<string, string>();
  for (const file of FILES) {
    const blobKey = `${engagementId}/${IMPORT_STORAGE_PURPOSE}/${crypto.randomUUID()}`;
    const { size } = await driver.write(blobKey, Readable.from([Buffer.from(file.content)]), {
      maxBytes: Number.MAX_SAFE_INTEGER,
    });
    const arrived = new Date(now - file.arrived * HOUR);
    const [row] = await db
      .insert(storageObjects)
      .values({
        ...at,
        parentPath: folder,
        name: file.name,
        type: 'File',
        displayName: file.name,
        blobKey,
        size,
        contentType: file.name.endsWith('.csv') ? 'text/csv' : 'application/octet-stream',
        createdAt: arrived,
        updatedAt: arrived,
      })
      .returning({ id: storageObjects.id });
    await db
      .insert(importObjects)
      .values({ objectId: row.id, engagementId, queueState: queued.has(file.name) ? 'Enqueued' : 'Staged' });
    ids.set(file.name, row.id);
  }

  for (const batch of QUEUED) {
    const run = await queueDemoImportRun(db, {
      engagementId,
      tenantId,
      pipelineName: batch.processType === 'FxRate' ? GAIN_FX_RATE_PIPELINE : GAIN_IMPORT_PIPELINE,
      folder,
      files: batch.files.map((f) => f.name),
      archived: batch.files.filter((f) => f.archived).map((f) => f.name),
      triggers: batch.files.filter((f) => f.isTrigger).map((f) => f.name),
      log: 'Queued by the demo seed (the trigger file arrived)',
    });
    const [row] = await db
      .insert(gainBatches)
      .values({
        engagementId,
        processType: batch.processType,
        batchId: batch.batchId,
        runId: run.id,
        status: 0,
        createdAt: new Date(now - 47 * HOUR),
      })
      .returning({ id: gainBatches.id });
    await db.insert(gainBatchFiles).values(
      batch.files.map((f) => ({
        batchRowId: row.id,
        fileName: f.name,
        filePath: `${folder}/${f.name}`,
        batch: batch.batchId,
        isTrigger: f.isTrigger,
        archived: f.archived,
        storageObjectId: ids.get(f.name),
      })),
    );
  }
}
