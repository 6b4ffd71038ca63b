// The calls the import tests make as an engagement's writer, on either warehouse (import.test.ts on
// DuckDB, import-postgres.pg.test.ts on PostgreSQL): folders and uploads, the import request and its
// run to the end, a table's preview. The client and engagement are read at each call, so a test file
// may set them in its beforeAll.
import { expect } from 'vitest';
import type { PipelineRun, StorageObject, TablePreview } from '@cairn/contracts';
import { createFolder, uploadFiles } from '../../test/engagement-storage.js';
import type { SignedInClient } from '../../test/test-server.js';
import { waitForRun } from '../pipelines/runs.test-helpers.js';

/** Import settings as a folder or file saves its own (no inheriting). */
export const SETTINGS = {
  inheritFromFolder: false,
  delimiter: ',',
  quoteCharacter: '"',
  lineEnding: '\\n',
  encodingName: 'utf-8',
  hasHeader: true,
};

export function importCalls(writer: () => SignedInClient, engagement: () => string) {
  const storage = () => `/api/storage/engagements/${engagement()}/import`;
  const pipelines = () => `/api/pipelines/engagements/${engagement()}`;
  const newFolder = (displayName: string) => createFolder(writer(), engagement(), displayName);
  const upload = (folder: string, files: { name: string; content: Buffer | string }[]) =>
    uploadFiles(writer(), engagement(), folder, files);
  const list = async (folder: string): Promise<StorageObject[]> =>
    (
      await writer().request('GET', `${storage()}/folder?path=${encodeURIComponent(folder)}&pageSize=100`)
    ).json().results;
  const stateOf = async (folder: string, name: string) =>
    (await list(folder)).find((o) => o.actualName === name)?.queueState;
  const requestImport = (folder: string, fileNames: string[], client = writer()) =>
    client.request('POST', `${pipelines()}/import`, { fileNames, storagePurpose: 'import', path: folder });
  /** Asks for the import and waits for its run to end as `status` (`timeoutMs`: waitForRun's by default). */
  const importAndWait = async (
    folder: string,
    fileNames: string[],
    status: 'Succeeded' | 'Failed' = 'Succeeded',
    timeoutMs?: number,
  ) => {
    const res = await requestImport(folder, fileNames);
    expect(res.statusCode, res.body).toBe(201);
    return waitForRun(writer(), engagement(), (res.json() as PipelineRun).id, [status], timeoutMs);
  };
  /** The rows of a warehouse table as the table list says them; undefined when there is no such table. */
  const rowCountOf = async (table: string) =>
    (
      (await writer().request('GET', `${pipelines()}/warehouse/tables`)).json() as {
        name: string;
        rowCount: number;
      }[]
    ).find((t) => t.name === table)?.rowCount;
  const preview = async (table: string, client = writer()) => {
    const res = await client.request(
      'GET',
      `${pipelines()}/warehouse/tables/import/${table}/preview?limit=5`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TablePreview;
  };
  /** The address of a folder's (or its file's) import settings. */
  const settingsUrl = (folder: string, fileName?: string) =>
    `${pipelines()}/import/settings?storagePurpose=import&path=${encodeURIComponent(folder)}${fileName ? `&fileName=${encodeURIComponent(fileName)}` : ''}`;
  return {
    storage,
    pipelines,
    newFolder,
    upload,
    list,
    stateOf,
    requestImport,
    importAndWait,
    rowCountOf,
    preview,
    settingsUrl,
  };
}
