// The import engine through the API on a real database with the real worker: the dry run route
// (not signed in, no permission, another engagement, bad input, not a gain engagement, boolean and
// SQL logic, nothing written) and a gain import run end to end (files from import storage through
// the table configuration into gain.<table>, archived, the configuration version recorded), and its
// delivery to an HTTPS receiver that refuses it (the run fails with the answer; a retry delivers).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  engagementScope,
  ROLE_NAMES,
  type GainImportConfigurationSave,
  type PipelineRun,
  type StorageObject,
} from '@cairn/contracts';
import { startRunWorker, type RunWorker } from '../../../jobs/run-worker.js';
import { buildEngagement, buildTenant, buildUser } from '../../../test/factories.js';
import { multipartBody } from '../../../test/multipart.js';
import { signInNewUser, useTestServer, type SignedInClient } from '../../../test/test-server.js';
import { memoryLog, waitForRun } from '../../pipelines/runs.test-helpers.js';
import { PAYROLL_COLUMNS, payrollTable } from './gain-configuration.test-helpers.js';
import { GAIN_IMPORT_PIPELINE } from '../ports.js';
import { startGainApi, type GainApi } from '../batches/delivery/gain-receiver.test-helpers.js';
import { startTokenProvider } from '../../../../../../e2e/support/token-provider.js';
import { registerTestSecret } from '../../../test/secret-leak-watch.js';

const CLIENT = {
  clientId: 'cairn-gain-run',
  clientSecret: 'gain-run-client-secret-5521',
  scope: 'gain:write',
};
registerTestSecret(CLIENT.clientSecret);

const PAYROLL = [
  'employee,amount,paid_on',
  'E1,100.50,05-Oct-2026',
  'E2,oops,05-Oct-2026',
  'E3,75,05-Oct-2026',
].join('\n');

const CONFIGURATION: GainImportConfigurationSave = {
  fileLogicType: 'BooleanLogic',
  fileConfigurations: [
    { namePattern: 'payroll_*.csv', isRequired: true, isTrigger: false, isVersioned: true, isArchived: true },
    { namePattern: 'ready_*.txt', isRequired: false, isTrigger: true, isVersioned: true, isArchived: true },
  ],
  tableConfigurations: [payrollTable(PAYROLL_COLUMNS)],
  inputSqlConfiguration: null,
};
const WITHOUT_TRIGGER: GainImportConfigurationSave = {
  ...CONFIGURATION,
  fileConfigurations: CONFIGURATION.fileConfigurations.slice(0, 1),
};

describe('gain import engine', () => {
  const server = useTestServer({ CAIRN_RUN_POLL_MS: '50', CAIRN_RUN_HEARTBEAT_SECONDS: '1' });
  let worker: RunWorker | undefined;
  let engagementId: string;
  let plainEngagementId: string;
  let writer: SignedInClient;
  let consultant: SignedInClient;
  let outsider: SignedInClient;
  let folder: string;
  let receiver: GainApi;
  let provider: Awaited<ReturnType<typeof startTokenProvider>>;

  beforeAll(async () => {
    [receiver, provider] = await Promise.all([startGainApi(), startTokenProvider(CLIENT)]);
    const db = server.database.db;
    const tenantId = (await buildTenant(db)).id;
    engagementId = (await buildEngagement(db, tenantId, { features: ['GAIN', 'Storage', 'Pipelines'] })).id;
    plainEngagementId = (await buildEngagement(db, tenantId)).id;
    const otherTenant = (await buildTenant(db)).id;
    const otherId = (await buildEngagement(db, otherTenant, { features: ['GAIN'] })).id;
    const user = async (role: string, scopes: string[]) =>
      signInNewUser(server, { roles: scopes.map((scope) => ({ role, scope })) });
    writer = await user(ROLE_NAMES.configurer, [
      engagementScope(engagementId),
      engagementScope(plainEngagementId),
    ]);
    consultant = await user(ROLE_NAMES.consultant, [engagementScope(engagementId)]);
    outsider = await user(ROLE_NAMES.configurer, [engagementScope(otherId)]);
    const created = await writer.request(
      'POST',
      `/api/storage/engagements/${engagementId}/import/folders?path=`,
      {
        displayName: 'drop',
        metadata: {},
      },
    );
    expect(created.statusCode, created.body).toBe(201);
    folder = created.json().actualName;
    worker = startRunWorker(server.ctx, memoryLog().log);
  }, 60_000);
  afterAll(async () => {
    await worker?.stop();
    await Promise.all([receiver?.close(), provider?.close()]);
  });

  const dryRunUrl = (id = engagementId) => `/api/engagements/${id}/gain/test-import-configuration`;
  const dryRun = (configuration: unknown, client = writer, id = engagementId) =>
    client.request('POST', dryRunUrl(id), { processType: 'GainData', configuration });
  const upload = async (files: { name: string; content: string }[]) => {
    const { payload, headers } = multipartBody(files);
    const res = await writer.request(
      'POST',
      `/api/storage/engagements/${engagementId}/import/files?path=${encodeURIComponent(folder)}`,
      payload,
      headers,
    );
    expect(res.statusCode, res.body).toBe(200);
  };
  const list = async (path: string): Promise<StorageObject[]> =>
    (
      await writer.request(
        'GET',
        `/api/storage/engagements/${engagementId}/import/folder?path=${encodeURIComponent(path)}&pageSize=100`,
      )
    ).json().results;
  const gainTables = async () =>
    (
      (await writer.request('GET', `/api/pipelines/engagements/${engagementId}/warehouse/tables`)).json() as {
        schema: string;
        name: string;
        rowCount: number;
      }[]
    ).filter((t) => t.schema === 'gain');

  describe('POST test-import-configuration', () => {
    it('is 401 when not signed in', async () => {
      const res = await server.app.inject({
        method: 'POST',
        url: dryRunUrl(),
        payload: { processType: 'GainData', configuration: CONFIGURATION },
      });
      expect(res.statusCode).toBe(401);
    });

    it('is 403 without the import configuration permission, 404 for another tenant’s user', async () => {
      expect((await dryRun(CONFIGURATION, consultant)).statusCode).toBe(403);
      expect((await dryRun(CONFIGURATION, outsider)).statusCode).toBe(404);
    });

    it('is 400 with the field and the rule’s message for a bad configuration', async () => {
      const res = await dryRun({
        ...CONFIGURATION,
        fileConfigurations: [{ ...CONFIGURATION.fileConfigurations[0], namePattern: 'pay*roll_*.csv' }],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual(
        expect.objectContaining({
          field: 'fileConfigurations.0.namePattern',
          message: 'Value cannot contain multiple asterisks',
        }),
      );
      expect(
        (await writer.request('POST', dryRunUrl(), { processType: 'Payroll', configuration: CONFIGURATION }))
          .statusCode,
      ).toBe(400);
    });

    it('is 409 for an engagement that is not a gain engagement', async () => {
      const res = await dryRun(CONFIGURATION, writer, plainEngagementId);
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toBe('This engagement is not a gain engagement.');
    });

    it('tells what a batch waits for, then checks a ready batch — and writes nothing', async () => {
      await upload([{ name: 'payroll_2026-10.csv', content: PAYROLL }]);
      const waiting = await dryRun(CONFIGURATION);
      expect(waiting.statusCode, waiting.body).toBe(200);
      expect(waiting.json().ok).toBe(true);
      expect(waiting.json().report).toContain('Staged files: payroll_2026-10.csv');
      expect(waiting.json().report).toContain('No batch is ready: nothing would be imported.');

      const ready = await dryRun(WITHOUT_TRIGGER);
      expect(ready.statusCode, ready.body).toBe(200);
      const report: string = ready.json().report;
      expect(ready.json().ok).toBe(true);
      expect(report).toContain('Files to process: payroll_2026-10.csv');
      expect(report).toContain('Files to archive: payroll_2026-10.csv');
      expect(report).toContain(
        'Table gain.payroll: payroll_2026-10.csv — 3 rows read, 2 valid, 1 failed values',
      );
      expect(report).toContain('- payroll_2026-10.csv line 3, column amount: not a Number (SkipRow)');
      expect(report).toContain('Result: the configuration passes the test.');

      const breaking = await dryRun({
        ...WITHOUT_TRIGGER,
        tableConfigurations: [
          {
            ...WITHOUT_TRIGGER.tableConfigurations[0],
            columnConfigurations: [
              { columnName: 'amount', mustHaveValue: true, dataType: 'Integer', failureBehaviour: 'Break' },
            ],
          },
        ],
      });
      expect(breaking.json().ok).toBe(false);
      expect(breaking.json().report).toContain('failure behaviour Break');

      expect(await gainTables()).toEqual([]);
      expect((await list(folder)).find((o) => o.actualName === 'payroll_2026-10.csv')?.queueState).toBe(
        'Staged',
      );
    });

    it('runs SQL logic in the locked-down session, and reports a refused query', async () => {
      const sql = (sqlQuery: string) =>
        dryRun({ ...WITHOUT_TRIGGER, fileLogicType: 'SqlLogic', inputSqlConfiguration: { sqlQuery } });
      const chosen = await sql(`SELECT name, FALSE AS archive FROM staged_files WHERE wildcard = '2026-10'`);
      expect(chosen.statusCode, chosen.body).toBe(200);
      expect(chosen.json().report).toContain('Files to process: payroll_2026-10.csv');
      expect(chosen.json().report).toContain('Files to archive: none');
      const refused = await sql(`SELECT * FROM read_csv('/etc/passwd')`);
      expect(refused.json().ok).toBe(false);
      expect(refused.json().report).toMatch(/The file selection query failed: Not allowed in the warehouse/);
    });
  });

  describe('the gain import run', () => {
    it('loads the batch through its table configuration, archives its files and records the version', async () => {
      const saved = await writer.request(
        'PUT',
        `/api/engagements/${engagementId}/gain/import-configurations/GainData`,
        CONFIGURATION,
      );
      expect(saved.statusCode, saved.body).toBe(200);
      await upload([{ name: 'ready_2026-10.txt', content: '' }]);
      // The trigger starts the run by itself (modules/gain/batches); when it does not, start it here.
      const runs = async () =>
        (
          (await writer.request('GET', `/api/pipelines/engagements/${engagementId}/runs?pageSize=50`)).json()
            .results as PipelineRun[]
        ).filter((r) => r.pipelineName === GAIN_IMPORT_PIPELINE);
      let [run] = await runs();
      if (!run) {
        const res = await writer.request('POST', `/api/pipelines/engagements/${engagementId}/runs`, {
          pipelineName: GAIN_IMPORT_PIPELINE,
          layer: 'import',
          parameters: {
            FilePaths: [`${folder}/payroll_2026-10.csv`, `${folder}/ready_2026-10.txt`],
            FilePathsToArchive: [`${folder}/payroll_2026-10.csv`, `${folder}/ready_2026-10.txt`],
            TriggerFileNames: ['ready_2026-10.txt'],
          },
        });
        expect(res.statusCode, res.body).toBe(201);
        run = res.json();
      }
      const done = await waitForRun(writer, engagementId, run.id, ['Succeeded', 'Failed'], 60_000);
      expect(done.status, JSON.stringify(done.log.map((l) => l.message))).toBe('Succeeded');
      expect(done.parameters.ConfigurationVersion).toBe(1);
      expect(done.message).toBe('Batch 2026-10: imported gain.payroll (2 rows)');
      expect(done.log.map((l) => l.message)).toContain(
        '- payroll_2026-10.csv line 3, column amount: not a Number (SkipRow)',
      );

      expect(await gainTables()).toEqual([expect.objectContaining({ name: 'payroll', rowCount: 2 })]);
      const preview = (
        await writer.request(
          'GET',
          `/api/pipelines/engagements/${engagementId}/warehouse/tables/gain/payroll/preview?limit=5`,
        )
      ).json();
      expect(preview.rows).toEqual(
        [
          ['E1', 100.5, '2026-10-05 00:00:00'],
          ['E3', 75, '2026-10-05 00:00:00'],
        ].map((r) => expect.arrayContaining([r[0], r[1]])),
      );

      expect((await list(folder)).map((o) => o.actualName)).toEqual([]);
      const archived = await list('f-archive');
      expect(archived.map((o) => [o.actualName, o.queueState]).sort()).toEqual([
        ['payroll_2026-10.csv', 'Finished'],
        ['ready_2026-10.txt', 'Finished'],
      ]);
    }, 90_000);

    it('fails naming file, line and column when a Break check fails, and leaves the files staged', async () => {
      await upload([{ name: 'payroll_2026-11.csv', content: 'employee,amount,paid_on\nE1,10,31-Nov-2026' }]);
      const res = await writer.request('POST', `/api/pipelines/engagements/${engagementId}/runs`, {
        pipelineName: GAIN_IMPORT_PIPELINE,
        layer: 'import',
        parameters: { FileNames: ['payroll_2026-11.csv'] },
      });
      expect(res.statusCode, res.body).toBe(201);
      const done = await waitForRun(writer, engagementId, res.json().id, ['Succeeded', 'Failed'], 60_000);
      expect(done.status).toBe('Failed');
      expect(done.message).toBe(
        'payroll_2026-11.csv: 1 value failed the checks of column paid_on (failure behaviour Break).',
      );
      expect(done.log.map((l) => l.message)).toContain(
        '- payroll_2026-11.csv line 2, column paid_on: not a DateTime_String (dd-MMM-yyyy) (Break)',
      );
      expect((await list(folder)).find((o) => o.actualName === 'payroll_2026-11.csv')?.queueState).toBe(
        'Staged',
      );
    }, 90_000);

    it('fails the run with the receiver’s answer when the delivery is refused, and Retry delivery delivers', async () => {
      const { apiConnections, engagementConfigurations } = server.ctx.services;
      const owner = await buildUser(server.database.db);
      await apiConnections.save(
        engagementId,
        'Workday',
        {
          version: null,
          enabled: true,
          clientId: CLIENT.clientId,
          clientSecretKeyName: 'gain.clientSecret',
          clientSecret: CLIENT.clientSecret,
          tokenUrl: provider.tokenUrl,
          scope: CLIENT.scope,
          grantType: 'client_credentials',
          responseType: '',
        },
        { type: 'User', id: owner.id, email: owner.email, sessionKind: 'browser' },
        { engagement: new Set() },
      );
      await engagementConfigurations.appendVersion(
        server.database.db,
        engagementId,
        'gain',
        {
          outboundTarget: { TargetType: 'ApiConnection', ApiConnectionName: 'Workday', ApiUrl: receiver.url },
        },
        { id: null, name: null },
      );
      receiver.script.push({ status: 503, text: 'busy' }, { status: 400, text: 'amount must be positive' });
      await upload([{ name: 'payroll_2026-12.csv', content: PAYROLL }]);
      const res = await writer.request('POST', `/api/pipelines/engagements/${engagementId}/runs`, {
        pipelineName: GAIN_IMPORT_PIPELINE,
        layer: 'import',
        parameters: { FileNames: ['payroll_2026-12.csv'] },
      });
      expect(res.statusCode, res.body).toBe(201);
      const done = await waitForRun(writer, engagementId, res.json().id, ['Succeeded', 'Failed'], 60_000);
      expect(done.status).toBe('Failed');
      expect(done.message).toBe(
        `Batch 2026-12: delivery to ApiConnection Workday ${receiver.url}/batches/2026-12 failed after 2 attempts: ${receiver.url}/batches/2026-12 answered HTTP 400: amount must be positive`,
      );
      const batches = (await writer.request('GET', `/api/engagements/${engagementId}/gain/batches`)).json()
        .results as { id: string; batchId: string; status: number; delivery: { state: string } | null }[];
      const batch = batches.find((b) => b.batchId === '2026-12')!;
      expect(batch).toMatchObject({ status: 2, delivery: { state: 'Failed' } });
      const retried = await writer.request(
        'POST',
        `/api/engagements/${engagementId}/gain/batches/${batch.id}/retry-delivery`,
      );
      expect(retried.statusCode, retried.body).toBe(200);
      expect(retried.json()).toMatchObject({
        status: 4,
        numRecordsSentToGain: 2,
        delivery: { state: 'Delivered' },
      });
      expect(receiver.requests.map((r) => r.headers['idempotency-key'])).toEqual([
        '2026-12',
        '2026-12',
        '2026-12',
      ]);
    }, 90_000);
  });
});
