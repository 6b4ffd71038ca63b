// The demo gain import configuration: both process types have versions that pass the save rules,
// read through the API as a user would, with the monthly payroll drop as the newest GainData version.
import { beforeAll, expect, it } from 'vitest';
import { type GainImportConfigurationResponse } from '@cairn/contracts';
import { requestOk, useTestServer } from '../test/test-server.js';
import { gainDemoEngagement } from './gain-demo.test-helpers.js';
import { GAIN_DEMO_FILES } from './gain-config-demo.js';

const server = useTestServer();
beforeAll(async () => {}, 60_000);

it('gives the gain engagement a payroll drop and an FX rate configuration with history', async () => {
  const { gainId, client } = await gainDemoEngagement(server);
  const base = `/api/engagements/${gainId}/gain/import-configurations`;

  const data = await requestOk<GainImportConfigurationResponse>(client, 'GET', `${base}/GainData`);
  expect(data.version).toBe(3);
  expect(data.updatedBy).toBe('Conor Configurer');
  const trigger = data.fileConfigurations.filter((f) => f.isTrigger);
  expect(trigger.map((f) => f.namePattern)).toEqual([GAIN_DEMO_FILES.trigger]);
  expect(data.fileConfigurations.filter((f) => f.isRequired).map((f) => f.namePattern)).toEqual([
    GAIN_DEMO_FILES.payroll,
  ]);
  expect(data.fileConfigurations.every((f) => f.isVersioned && f.isArchived)).toBe(true);
  expect(data.tableConfigurations.map((t) => t.targetTableName)).toEqual(['payroll', 'employees']);
  const types = new Set(
    data.tableConfigurations.flatMap((t) => t.columnConfigurations.map((c) => c.dataType)),
  );
  expect(types.size).toBeGreaterThanOrEqual(6);

  const fx = await requestOk<GainImportConfigurationResponse>(client, 'GET', `${base}/FxRate`);
  expect(fx.version).toBe(2);
  expect(fx.fileConfigurations).toHaveLength(1);
  expect(fx.fileConfigurations[0].isTrigger).toBe(true);
  expect(fx.tableConfigurations).toHaveLength(1);

  const history = await requestOk<{ version: number }[]>(client, 'GET', `${base}/GainData/history`);
  expect(history.map((h) => h.version)).toEqual([3, 2, 1]);
  // The demo's configuration saves again as it is: it passes the rules a user's save must pass.
  const { fileLogicType, fileConfigurations, tableConfigurations, inputSqlConfiguration } = data;
  const saved = await requestOk<GainImportConfigurationResponse>(client, 'PUT', `${base}/GainData`, {
    fileLogicType,
    fileConfigurations,
    tableConfigurations,
    inputSqlConfiguration,
  });
  expect(saved.version).toBe(4);
});
