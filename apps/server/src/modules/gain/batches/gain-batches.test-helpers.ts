// The gain batches tests' engagement (gain-batches.db.test.ts, gain-staging.db.test.ts): a gain
// engagement with both import configurations and a drop folder, its configurer, a consultant, an
// outsider and a plain engagement; and the calls they make. Runs stay queued: no worker.
import { expect } from 'vitest';
import {
  engagementScope,
  ROLE_NAMES,
  type GainBatchAnswer,
  type GainImportConfigurationSave,
  type GainStagingFileAnswer,
  type Paged,
} from '@cairn/contracts';
import { buildEngagement, buildSiblingEngagements } from '../../../test/factories.js';
import { useFixture } from '../../../test/fixture.js';
import { multipartBody } from '../../../test/multipart.js';
import { requestOk, signInNewUser, useTestServer } from '../../../test/test-server.js';
import type { GainFileSelector, GainSelection } from '../ports.js';
import { wildcardOf } from './file-patterns.js';

export const GAIN_DATA: GainImportConfigurationSave = {
  fileLogicType: 'BooleanLogic',
  fileConfigurations: [
    { namePattern: 'payroll_*.csv', isRequired: true, isTrigger: false, isVersioned: true, isArchived: true },
    {
      namePattern: 'trigger_*.txt',
      isRequired: false,
      isTrigger: true,
      isVersioned: true,
      isArchived: false,
    },
  ],
  tableConfigurations: [],
};
export const FX_RATE: GainImportConfigurationSave = {
  fileLogicType: 'BooleanLogic',
  fileConfigurations: [
    {
      namePattern: 'fx_rates*.csv',
      isRequired: true,
      isTrigger: true,
      isVersioned: false,
      isArchived: false,
    },
  ],
  tableConfigurations: [],
};

/**
 * A stand-in for the import engine's selection: every staged file of a configured pattern whose
 * batch has its trigger file is processed (the engine's own rules are tested in import-engine/).
 */
export const triggeredBatches: GainFileSelector = {
  select: async (_engagementId, _type, staged): Promise<GainSelection> => {
    const batchFiles = staged.flatMap((f) => {
      const trigger = wildcardOf('trigger_*.txt', f.name);
      const payroll = wildcardOf('payroll_*.csv', f.name);
      const batch = trigger ?? payroll;
      return batch === undefined
        ? []
        : [
            {
              fileName: f.name,
              batch,
              isTrigger: trigger !== undefined,
              isMissing: false,
              archived: !trigger,
            },
          ];
    });
    const ready = new Set(batchFiles.filter((f) => f.isTrigger).map((f) => f.batch));
    const chosen = batchFiles.filter((f) => ready.has(f.batch));
    return {
      batchFiles,
      fileNamesToProcess: chosen.map((f) => f.fileName),
      fileNamesToArchive: chosen.filter((f) => f.archived).map((f) => f.fileName),
    };
  },
};

/** The server and the gain engagement of a describe block, made before its tests. */
export function useGainEngagement() {
  const server = useTestServer();
  const given = useFixture(
    async () => {
      const db = server.database.db;
      const {
        tenantId,
        engagementIds: [engagementId, otherGainId],
      } = await buildSiblingEngagements(db, 2, { features: ['GAIN', 'Pipelines', 'Storage'] });
      const plainId = (await buildEngagement(db, tenantId)).id;
      const at = (id: string) => ({ role: ROLE_NAMES.configurer, scope: engagementScope(id) });
      const user = (name: string, roles: { role: string; scope: string }[]) =>
        signInNewUser(server, { name, roles });
      const configurer = await user('Cora Configurer', [at(engagementId), at(plainId)]);
      const consultant = await user('Carl Consultant', [
        { role: ROLE_NAMES.consultant, scope: engagementScope(engagementId) },
      ]);
      const outsider = await user('Olga Outsider', [at(otherGainId)]);
      const base = `/api/engagements/${engagementId}/gain`;
      for (const [type, body] of [
        ['GainData', GAIN_DATA],
        ['FxRate', FX_RATE],
      ] as const)
        await requestOk(configurer, 'PUT', `${base}/import-configurations/${type}`, body);
      await requestOk(configurer, 'POST', storage(engagementId, 'folders?path='), {
        displayName: 'Drops',
        metadata: {},
      });
      return { engagementId, otherGainId, plainId, configurer, consultant, outsider, base };
    },
    undefined,
    60_000,
  );

  const storage = (id: string, rest: string) => `/api/storage/engagements/${id}/import/${rest}`;
  const upload = async (names: string[], client = given.configurer, id = given.engagementId) => {
    const { payload, headers } = multipartBody(names.map((name) => ({ name, content: 'a,b\n1,2\n' })));
    const res = await client.request('POST', storage(id, 'files?path=f-drops'), payload, headers);
    expect(res.statusCode).toBe(200);
  };
  const staging = async (processType = 'GainData') =>
    requestOk<GainStagingFileAnswer[]>(
      given.configurer,
      'GET',
      `${given.base}/staging-files?processType=${processType}`,
    );
  const batches = () => requestOk<Paged<GainBatchAnswer>>(given.configurer, 'GET', `${given.base}/batches`);
  const anonymous = (method: 'GET' | 'POST', url: string) =>
    server.app.inject({ method, url, payload: method === 'POST' ? { fileNames: ['x.csv'] } : undefined });

  return { server, given, storage, upload, staging, batches, anonymous };
}
