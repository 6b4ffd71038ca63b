// Gain import configuration on a real database: access (not signed in, another tenant's
// engagement, no permission, reader without write), a non-gain engagement (409), every section-5
// rule with nothing written, versions, history, restore, the SignedOff lock, and the port other
// gain parts read.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  engagementScope,
  NEWEST_VERSION_NOT_RESTORABLE,
  PERMISSIONS,
  REQUIREMENTS_STATUSES,
  ROLE_NAMES,
  type GainImportConfigurationResponse,
  type GainImportConfigurationSave,
} from '@cairn/contracts';
import { roles, rolePermissions } from '../../../db/schema/access.js';
import { gainRequirementsStatuses } from '../../../db/schema/gain-governance.js';
import { buildEngagement, buildTenant } from '../../../test/factories.js';
import { requestOk, signInWithRole, useTestServer, type SignedInClient } from '../../../test/test-server.js';
import { expectSignInAsked } from '../../../test/without-session.js';

type HistoryEntry = { version: number; restoredFrom: number | null; tableConfigurations: unknown[] };

const PAYROLL: GainImportConfigurationSave = {
  fileLogicType: 'BooleanLogic',
  fileConfigurations: [
    { namePattern: 'payroll_*.csv', isRequired: true, isTrigger: false, isVersioned: true, isArchived: true },
    { namePattern: 'ready_*.trg', isRequired: false, isTrigger: true, isVersioned: true, isArchived: true },
  ],
  tableConfigurations: [
    {
      targetTableName: 'payroll',
      sourceFileName: 'payroll_*.csv',
      sourceFileHasHeaderRow: true,
      rowExistenceCriterion: 'Strict',
      sourceFileRowsToSkip: 0,
      sourceFileColsToSkip: 0,
      sourceFileColsToTake: null,
      columnConfigurations: [
        {
          columnName: 'EmployeeId',
          mustHaveValue: true,
          dataType: 'Guid',
          failureBehaviour: 'Break',
        },
        {
          columnName: 'PayDate',
          mustHaveValue: false,
          dataType: 'DateTime_String',
          dataTypeSpecs: 'dd-MMM-yyyy HH:mm',
          failureBehaviour: 'SetNull',
        },
      ],
    },
  ],
  inputSqlConfiguration: null,
};

describe('gain import configuration API', () => {
  const server = useTestServer();
  let engagementId: string;
  let plainEngagementId: string;
  let otherTenantEngagementId: string;
  let writer: SignedInClient;
  let reader: SignedInClient;
  let consultant: SignedInClient;
  let outsider: SignedInClient;
  let base: string;

  beforeAll(async () => {
    const db = server.database.db;
    const tenant = await buildTenant(db);
    engagementId = (await buildEngagement(db, tenant.id, { features: ['GAIN', 'Storage', 'Pipelines'] })).id;
    plainEngagementId = (await buildEngagement(db, tenant.id, { features: ['Storage', 'Pipelines'] })).id;
    const otherTenant = await buildTenant(db);
    otherTenantEngagementId = (await buildEngagement(db, otherTenant.id, { features: ['GAIN'] })).id;
    // A role that reads the import configuration and nothing else.
    await db.insert(roles).values({
      name: 'Gain Import Reader',
      scopeMask: '/engagements/{engagementId}',
      description: 'test',
    });
    await db
      .insert(rolePermissions)
      .values([
        { roleName: 'Gain Import Reader', permissionName: PERMISSIONS.gainConfigurationImportReader },
      ]);
    const user = (role: string, scope: string) => signInWithRole(server, role, scope);
    writer = await user(ROLE_NAMES.configurer, engagementScope(engagementId));
    reader = await user('Gain Import Reader', engagementScope(engagementId));
    consultant = await user(ROLE_NAMES.consultant, engagementScope(engagementId));
    outsider = await user(ROLE_NAMES.configurer, engagementScope(otherTenantEngagementId));
    base = `/api/engagements/${engagementId}/gain/import-configurations`;
  }, 60_000);

  const save = (client: SignedInClient, processType: string, body: unknown) =>
    client.request('PUT', `${base}/${processType}`, body);
  const history = (processType = 'GainData') =>
    requestOk<HistoryEntry[]>(writer, 'GET', `${base}/${processType}/history`);

  describe('access', () => {
    it('asks to sign in on every route', async () => {
      const calls: [string, string, unknown?][] = [
        ['GET', `${base}/GainData`],
        ['PUT', `${base}/GainData`, PAYROLL],
        ['GET', `${base}/GainData/history`],
        ['POST', `${base}/GainData/restore`, { version: 1 }],
      ];
      await expectSignInAsked(server, calls);
    });

    it("is 404 for another tenant's engagement, on every route", async () => {
      const other = `/api/engagements/${otherTenantEngagementId}/gain/import-configurations/GainData`;
      expect((await writer.request('GET', other)).statusCode).toBe(404);
      expect((await writer.request('PUT', other, PAYROLL)).statusCode).toBe(404);
      expect((await writer.request('GET', `${other}/history`)).statusCode).toBe(404);
      expect((await writer.request('POST', `${other}/restore`, { version: 1 })).statusCode).toBe(404);
    });

    it('is 403 without the import configuration permissions, and reading does not allow writing', async () => {
      expect((await consultant.request('GET', `${base}/GainData`)).statusCode).toBe(403);
      expect((await consultant.request('GET', `${base}/GainData/history`)).statusCode).toBe(403);
      expect((await reader.request('GET', `${base}/GainData`)).statusCode).toBe(200);
      expect((await save(reader, 'GainData', PAYROLL)).statusCode).toBe(403);
      expect((await reader.request('POST', `${base}/GainData/restore`, { version: 1 })).statusCode).toBe(403);
      const answer = (
        await reader.request('GET', `${base}/GainData`)
      ).json<GainImportConfigurationResponse>();
      expect(answer.abilities).toEqual({ update: false, restore: false });
      expect((await outsider.request('GET', `${base}/GainData`)).statusCode).toBe(404);
    });

    it('is 409 for an engagement that is not a gain engagement', async () => {
      const plainWriter = await signInWithRole(
        server,
        ROLE_NAMES.configurer,
        engagementScope(plainEngagementId),
      );
      const plain = `/api/engagements/${plainEngagementId}/gain/import-configurations/GainData`;
      const res = await plainWriter.request('GET', plain);
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toBe('This engagement is not a gain engagement.');
      expect((await plainWriter.request('PUT', plain, PAYROLL)).statusCode).toBe(409);
    });

    it('is 400 for an unknown process type', async () => {
      expect((await writer.request('GET', `${base}/Payroll`)).statusCode).toBe(400);
    });
  });

  describe('rules (workspace.md section 5)', () => {
    const problems = async (processType: string, body: unknown) => {
      const res = await save(writer, processType, body);
      expect(res.statusCode).toBe(400);
      return (res.json().errors as { field: string; message: string }[]).map(
        (e) => `${e.field}: ${e.message}`,
      );
    };

    it('checks every file row and writes nothing', async () => {
      const before = (await history()).length;
      const errors = await problems('GainData', {
        ...PAYROLL,
        fileConfigurations: [
          { namePattern: 'a_*_*.csv' },
          { namePattern: 'b.csv', isVersioned: true },
          { namePattern: 'payroll_*.csv' },
          { namePattern: 'PAYROLL_*.csv' },
        ],
      });
      expect(errors).toEqual([
        'fileConfigurations.0.namePattern: Value cannot contain multiple asterisks',
        'fileConfigurations.1.namePattern: Versioned files must have identical wildcard content: give the name pattern one *',
        'fileConfigurations.3.namePattern: A file with this name pattern already exists',
      ]);
      expect(await history()).toHaveLength(before);
    });

    it("says 'This field is required' for an empty name pattern", async () => {
      const errors = await problems('GainData', { ...PAYROLL, fileConfigurations: [{ namePattern: '' }] });
      expect(errors).toEqual(['fileConfigurations.0.namePattern: This field is required']);
    });

    it('checks every table and column row', async () => {
      const table = PAYROLL.tableConfigurations[0];
      const errors = await problems('GainData', {
        ...PAYROLL,
        tableConfigurations: [
          { ...table, targetTableName: 'select' },
          {
            ...table,
            targetTableName: 'pay roll',
            sourceFileWorksheetName: 'Sheet1',
            sourceFileHasHeaderRow: false,
            columnConfigurations: [
              { columnName: 'x', dataType: 'DateTime_Excel' },
              { columnIndex: 1, dataType: 'DateTime_String', dataTypeSpecs: '' },
            ],
          },
          { ...table, targetTableName: 'Payroll' },
          { ...table, targetTableName: 'other', columnConfigurations: [{ dataType: 'Any' }] },
        ],
      });
      expect(errors).toEqual([
        'tableConfigurations.0.targetTableName: This is a SQL reserved word',
        'tableConfigurations.1.targetTableName: Only letters, digits and underscores are allowed',
        'tableConfigurations.1.sourceFileWorksheetName: A worksheet name is only for .xlsx files',
        'tableConfigurations.1.columnConfigurations.0.columnIndex: This field is required',
        'tableConfigurations.1.columnConfigurations.0.dataType: DateTime_Excel is only for .xlsx files',
        'tableConfigurations.1.columnConfigurations.1.dataTypeSpecs: This field is required',
        'tableConfigurations.3.columnConfigurations.0.columnName: Please provide a column name or a column index',
      ]);
    });

    it('answers the minimums in the spec words', async () => {
      const table = PAYROLL.tableConfigurations[0];
      const res = await save(writer, 'GainData', {
        ...PAYROLL,
        tableConfigurations: [{ ...table, sourceFileRowsToSkip: -1, sourceFileColsToTake: 0 }],
      });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('Please enter a whole number of at least 0');
      expect(res.body).toContain('Please enter a whole number of at least 1');
    });

    it('needs the query with SQL logic, and a single file for the FX rate process', async () => {
      expect(await problems('GainData', { ...PAYROLL, fileLogicType: 'SqlLogic' })).toEqual([
        'inputSqlConfiguration.sqlQuery: This field is required',
      ]);
      expect(
        await problems('FxRate', {
          fileConfigurations: [{ namePattern: 'fx_*.csv' }, { namePattern: 'fx2_*.csv' }],
        }),
      ).toEqual(['fileConfigurations: The FX rate process takes a single file']);
    });
  });

  describe('versions', () => {
    it('starts at version 0, and every save is a new version with who and when', async () => {
      const empty = await requestOk<GainImportConfigurationResponse>(writer, 'GET', `${base}/FxRate`);
      expect(empty).toMatchObject({
        version: 0,
        fileConfigurations: [],
        tableConfigurations: [],
        timestamp: null,
      });
      const first = await requestOk<GainImportConfigurationResponse>(
        writer,
        'PUT',
        `${base}/GainData`,
        PAYROLL,
      );
      expect(first).toMatchObject({ processType: 'GainData', version: 1, updatedBy: 'Test User' });
      expect(first.abilities).toEqual({ update: true, restore: true });
      expect(first.tableConfigurations[0].columnConfigurations[1].dataTypeSpecs).toBe('dd-MMM-yyyy HH:mm');
      const second = await requestOk<GainImportConfigurationResponse>(writer, 'PUT', `${base}/GainData`, {
        ...PAYROLL,
        fileLogicType: 'SqlLogic',
        inputSqlConfiguration: { sqlQuery: 'select name from staged_files' },
      });
      expect(second).toMatchObject({
        version: 2,
        fileLogicType: 'SqlLogic',
        inputSqlConfiguration: { sqlQuery: 'select name from staged_files' },
      });
      expect((await history()).map((h) => h.version)).toEqual([2, 1]);
      // The FX rate process keeps its own versions, and its single file is always the trigger.
      const fx = await requestOk<GainImportConfigurationResponse>(writer, 'PUT', `${base}/FxRate`, {
        fileConfigurations: [{ namePattern: 'fx_*.csv', isTrigger: false }],
      });
      expect(fx.version).toBe(1);
      expect(fx.fileConfigurations[0].isTrigger).toBe(true);
    });

    it('restores any version but the newest as a new version', async () => {
      const before = await history();
      const newest = before[0].version;
      const res = await writer.request('POST', `${base}/GainData/restore`, { version: newest });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe(NEWEST_VERSION_NOT_RESTORABLE);
      expect((await writer.request('POST', `${base}/GainData/restore`, { version: 99 })).statusCode).toBe(
        404,
      );
      const restored = await requestOk<GainImportConfigurationResponse>(
        writer,
        'POST',
        `${base}/GainData/restore`,
        { version: 1 },
      );
      expect(restored).toMatchObject({ version: newest + 1, fileLogicType: 'BooleanLogic' });
      const after = await history();
      expect(after[0]).toMatchObject({ version: newest + 1, restoredFrom: 1 });
      expect(after).toHaveLength(before.length + 1);
    });

    it('gives the other gain parts the current and any saved version', async () => {
      const port = server.ctx.services.gainImportConfigurations;
      const current = await port.current(engagementId, 'GainData');
      expect(current.version).toBe((await history())[0].version);
      expect((await port.version(engagementId, 'GainData', 2))?.fileLogicType).toBe('SqlLogic');
      expect(await port.version(engagementId, 'GainData', 999)).toBeUndefined();
    });
  });

  describe('SignedOff', () => {
    it('refuses saves and restores with a 409 and offers no editing', async () => {
      await server.database.db.insert(gainRequirementsStatuses).values({
        engagementId,
        requirementsStatus: REQUIREMENTS_STATUSES.indexOf('SignedOff'),
        message: 'signed',
      });
      const before = (await history()).length;
      const saved = await save(writer, 'GainData', PAYROLL);
      expect(saved.statusCode).toBe(409);
      expect((await writer.request('POST', `${base}/GainData/restore`, { version: 1 })).statusCode).toBe(409);
      expect(await history()).toHaveLength(before);
      const answer = await requestOk<GainImportConfigurationResponse>(writer, 'GET', `${base}/GainData`);
      expect(answer.abilities).toEqual({ update: false, restore: false });
    });
  });
});
