// Engagement configurations on a real database: access (not signed in, another tenant's engagement,
// reader without write), every section-5 rule of the cards with nothing written, versions, restore,
// the gain passphrase kept in the secret store, and the resource cards with their Open addresses.
import { describe, expect, it } from 'vitest';
import {
  NEWEST_VERSION_NOT_RESTORABLE,
  type ConfigurationOverview,
  type ConfigurationVersion,
  type EngagementConfiguration,
} from '@cairn/contracts';
import { useFixture } from '../../test/fixture.js';
import { testSecretValue } from '../../test/secret-leak-watch.js';
import { requestOk, useTestServer, type SignedInClient } from '../../test/test-server.js';
import { expectSignInAsked } from '../../test/without-session.js';
import { GUID, seedConfigurationsWorld, VALID } from './engagement-configurations.test-helpers.js';

describe('engagement configurations API', () => {
  const server = useTestServer();
  const world = useFixture(
    async () => {
      const seeded = await seedConfigurationsWorld(server);
      return { ...seeded, base: `/api/engagements/${seeded.engagementId}/configurations` };
    },
    undefined,
    60_000,
  );

  const save = (client: SignedInClient, kind: string, values: unknown, secrets?: Record<string, string>) =>
    client.request('PUT', `${world.base}/${kind}`, { values, ...(secrets && { secrets }) });
  const history = (kind: string) =>
    requestOk<ConfigurationVersion[]>(world.writer, 'GET', `${world.base}/${kind}/history`);

  describe('access', () => {
    it('asks to sign in on every route', async () => {
      const calls: [string, string, unknown?][] = [
        ['GET', world.base],
        ['GET', `${world.base}/gain`],
        ['PUT', `${world.base}/gain`, { values: {} }],
        ['GET', `${world.base}/gain/history`],
        ['POST', `${world.base}/gain/restore`, { version: 1 }],
      ];
      await expectSignInAsked(server, calls);
    });

    it("is 404 for another tenant's engagement, on every route", async () => {
      const other = `/api/engagements/${world.otherTenantEngagementId}/configurations`;
      expect((await world.writer.request('GET', other)).statusCode).toBe(404);
      expect((await world.writer.request('GET', `${other}/reporting`)).statusCode).toBe(404);
      expect(
        (await world.writer.request('PUT', `${other}/reporting`, { values: VALID.reporting })).statusCode,
      ).toBe(404);
      expect((await world.writer.request('GET', `${other}/reporting/history`)).statusCode).toBe(404);
      expect(
        (await world.writer.request('POST', `${other}/reporting/restore`, { version: 1 })).statusCode,
      ).toBe(404);
      expect((await world.outsider.request('GET', `${world.base}/reporting`)).statusCode).toBe(404);
    });

    it('lets a world.reader read but not save or restore; folder access alone reads nothing', async () => {
      expect((await world.reader.request('GET', `${world.base}/reporting`)).statusCode).toBe(200);
      expect((await world.reader.request('GET', `${world.base}/reporting/history`)).statusCode).toBe(200);
      expect((await save(world.reader, 'reporting', VALID.reporting)).statusCode).toBe(403);
      expect(
        (await world.reader.request('POST', `${world.base}/reporting/restore`, { version: 1 })).statusCode,
      ).toBe(403);
      const read = await requestOk<EngagementConfiguration>(world.reader, 'GET', `${world.base}/reporting`);
      expect(read.abilities).toEqual({ update: false, restore: false });
      expect((await world.folderOnly.request('GET', `${world.base}/reporting`)).statusCode).toBe(403);
      expect((await world.folderOnly.request('GET', world.base)).statusCode).toBe(403);
    });

    it('is 404 for a card whose feature is off, and 400 for an unknown kind', async () => {
      const plain = `/api/engagements/${world.plainEngagementId}/configurations`;
      expect((await world.writer.request('GET', `${plain}/reporting`)).statusCode).toBe(404);
      expect((await world.writer.request('GET', `${world.base}/connectors`)).statusCode).toBe(400);
    });
  });

  describe('a card nobody saved (issue 27)', () => {
    it("says what this installation uses meanwhile: Cairn's dashboards, the tenant's git repository, optional pipelines; gain none", async () => {
      const card = (kind: string) =>
        requestOk<EngagementConfiguration>(world.writer, 'GET', `${world.base}/${kind}`);
      expect((await card('dashboard')).installDefault).toEqual({
        values: { dashboardToolType: 'Cairn' },
        optional: true,
      });
      expect((await card('nodeModel')).installDefault).toEqual({
        values: {
          nodeModelPlatformType: 'CairnGit',
          nodeModelPlatformConfiguration: { NodeModelRepositoryId: 'nletpgit01' },
        },
        optional: true,
      });
      expect((await card('pipeline')).installDefault).toEqual({ values: {}, optional: true });
      expect((await card('gain')).installDefault).toBeNull();
      // Saved once, the card is what was saved.
      expect((await save(world.writer, 'reporting', VALID.reporting)).statusCode).toBe(200);
      expect((await card('reporting')).installDefault).toBeNull();
    });
  });

  describe('section 5 rules', () => {
    const cases: [string, string, Record<string, unknown>, string, string][] = [
      [
        'dashboard',
        'tool type required',
        { dashboardToolType: '' },
        'dashboardToolType',
        'This field is required',
      ],
      [
        'dashboard',
        'subscription GUID',
        { ...VALID.dashboard, dashboardToolConfiguration: { SubscriptionId: 'not-a-guid' } },
        'dashboardToolConfiguration.SubscriptionId',
        'Please provide a GUID',
      ],
      [
        'dashboard',
        'workspace GUID',
        { ...VALID.dashboard, dashboardToolConfiguration: { WorkspaceId: '1234' } },
        'dashboardToolConfiguration.WorkspaceId',
        'Please provide a GUID',
      ],
      [
        'dashboard',
        'resource group length',
        { ...VALID.dashboard, dashboardToolConfiguration: { ResourceGroupName: 'ab' } },
        'dashboardToolConfiguration.ResourceGroupName',
        'Must be at least three characters long',
      ],
      [
        'dashboard',
        'tool type from the list',
        { ...VALID.dashboard, dashboardToolType: 'Tableau' },
        'dashboardToolType',
        'Invalid value',
      ],
      [
        'gain',
        'batch size minimum 0',
        { inputFlow_TransformationEngine_BatchSize: -1 },
        'inputFlow_TransformationEngine_BatchSize',
        'Please enter a whole number of at least 0',
      ],
      [
        'gain',
        'batch size a number',
        { inputFlow_TransformationEngine_BatchSize: 'many' },
        'inputFlow_TransformationEngine_BatchSize',
        'Invalid value',
      ],
      [
        'nodeModel',
        'platform type required',
        { ...VALID.nodeModel, nodeModelPlatformType: '' },
        'nodeModelPlatformType',
        'This field is required',
      ],
      [
        'nodeModel',
        'repository required',
        { nodeModelPlatformType: 'CairnGit', nodeModelPlatformConfiguration: { NodeModelRepositoryId: ' ' } },
        'nodeModelPlatformConfiguration.NodeModelRepositoryId',
        'This field is required',
      ],
      [
        'reporting',
        'output container required',
        { ...VALID.reporting, outputContainer: '' },
        'outputContainer',
        'This field is required',
      ],
      [
        'reporting',
        'output container name',
        { ...VALID.reporting, outputContainer: 'Bad_Container' },
        'outputContainer',
        'Use 3 to 63 lowercase letters, digits and single dashes',
      ],
      [
        'reporting',
        'SQL server required',
        { ...VALID.reporting, sqlServerName: '' },
        'sqlServerName',
        'This field is required',
      ],
      [
        'reporting',
        'SQL database required',
        { ...VALID.reporting, sqlDatabaseName: '' },
        'sqlDatabaseName',
        'This field is required',
      ],
      [
        'pipeline',
        'subscription GUID',
        {
          pipelinePlatformType: 'AzureDataFactory',
          pipelinePlatformConfiguration: {
            ...VALID.pipeline.pipelinePlatformConfiguration,
            SubscriptionId: 'x',
          },
        },
        'pipelinePlatformConfiguration.SubscriptionId',
        'Please provide a GUID',
      ],
      [
        'pipeline',
        'resource group required',
        {
          pipelinePlatformType: 'AzureSynapseAnalytics',
          pipelinePlatformConfiguration: {
            ...VALID.pipeline.pipelinePlatformConfiguration,
            ResourceGroupName: '',
          },
        },
        'pipelinePlatformConfiguration.ResourceGroupName',
        'This field is required',
      ],
      [
        'pipeline',
        'resource group name check',
        {
          pipelinePlatformType: 'AzureDataFactory',
          pipelinePlatformConfiguration: {
            ...VALID.pipeline.pipelinePlatformConfiguration,
            ResourceGroupName: 'a group!',
          },
        },
        'pipelinePlatformConfiguration.ResourceGroupName',
        'Only letters, digits, dashes and underscores are allowed',
      ],
      [
        'pipeline',
        'git implementation required',
        {
          pipelinePlatformType: 'AzureDataFactory',
          pipelinePlatformConfiguration: {
            ...VALID.pipeline.pipelinePlatformConfiguration,
            GitPlatformType: '',
          },
        },
        'pipelinePlatformConfiguration.GitPlatformType',
        'This field is required',
      ],
      [
        'pipeline',
        'AWS region',
        {
          pipelinePlatformType: 'AwsStepFunctions',
          pipelinePlatformConfiguration: { AwsRegion: 'Europe', AwsAccountId: '123456789012' },
        },
        'pipelinePlatformConfiguration.AwsRegion',
        'Please provide an AWS region such as eu-west-1',
      ],
      [
        'pipeline',
        'AWS 12-digit account id',
        {
          pipelinePlatformType: 'AwsStepFunctions',
          pipelinePlatformConfiguration: { AwsRegion: 'eu-west-1', AwsAccountId: '12345' },
        },
        'pipelinePlatformConfiguration.AwsAccountId',
        'Please provide a 12-digit account id',
      ],
      ['pipeline', 'platform type required', {}, 'pipelinePlatformType', 'This field is required'],
    ];

    it.each(cases)('%s: %s', async (kind, _rule, values, field, message) => {
      const before = (await history(kind)).length;
      const res = await save(world.writer, kind, values);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual(expect.objectContaining({ field, message }));
      expect((await history(kind)).length).toBe(before);
    });

    it('refuses a secret the card does not have, writing nothing', async () => {
      const res = await save(world.writer, 'gain', VALID.gain, { notASecret: testSecretValue('unknown') });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual(expect.objectContaining({ field: 'secrets.notASecret' }));
      const gain = await requestOk<EngagementConfiguration>(world.writer, 'GET', `${world.base}/gain`);
      expect(gain.secrets).toEqual({ sftpEncryption_PgpPassphrase: false });
    });
  });

  describe('versions', () => {
    it('saves a version per save, restores an earlier one as a new version, never the newest', async () => {
      const first = await save(world.writer, 'pipeline', VALID.pipeline);
      expect(first.statusCode).toBe(200);
      const v1 = first.json() as EngagementConfiguration;
      // The AWS field does not apply to a data factory: it is not kept.
      const { AwsRegion: _, ...dataFactory } = VALID.pipeline.pipelinePlatformConfiguration;
      expect(v1.values).toEqual({ ...VALID.pipeline, pipelinePlatformConfiguration: dataFactory });
      expect(v1.version).toBe(1);
      expect(v1.updatedByName).toBe('Test User');
      expect(v1.abilities).toEqual({ update: true, restore: true });

      const aws = {
        pipelinePlatformType: 'AwsStepFunctions',
        pipelinePlatformConfiguration: { AwsRegion: 'eu-west-1', AwsAccountId: '123456789012' },
      };
      const v2 = (await save(world.writer, 'pipeline', aws)).json() as EngagementConfiguration;
      expect(v2.version).toBe(2);
      expect(v2.values).toEqual(aws);

      const restored = await world.writer.request('POST', `${world.base}/pipeline/restore`, { version: 1 });
      expect(restored.statusCode).toBe(200);
      const v3 = restored.json() as EngagementConfiguration;
      expect(v3.version).toBe(3);
      expect(v3.values).toEqual(v1.values);

      const versions = await history('pipeline');
      expect(versions.map((v) => [v.version, v.restoredFrom])).toEqual([
        [3, 1],
        [2, null],
        [1, null],
      ]);
      expect(versions[1].values).toEqual(aws);

      const newest = await world.writer.request('POST', `${world.base}/pipeline/restore`, { version: 3 });
      expect(newest.statusCode).toBe(400);
      expect(newest.json().errors).toContainEqual(
        expect.objectContaining({ field: 'version', message: NEWEST_VERSION_NOT_RESTORABLE }),
      );
      expect(
        (await world.writer.request('POST', `${world.base}/pipeline/restore`, { version: 9 })).statusCode,
      ).toBe(404);
      expect((await history('pipeline')).length).toBe(3);
    });

    it('names a version by its tag (at most 100 characters), refusing a longer one with its field', async () => {
      const put = (tag: string) =>
        world.writer.request('PUT', `${world.base}/reporting`, { values: VALID.reporting, tag });
      const before = (await history('reporting')).length;
      const long = await put('x'.repeat(101));
      expect(long.statusCode).toBe(400);
      expect(long.json().errors).toEqual([
        { field: 'tag', message: 'Tag max length exceeded', key: 'tagMaxLengthExceeded' },
      ]);
      expect((await history('reporting')).length).toBe(before);

      expect((await put(` ${'y'.repeat(100)} `)).statusCode).toBe(200);
      expect((await put('   ')).statusCode).toBe(200);
      const [untagged, tagged] = await history('reporting');
      expect(tagged.tag).toBe('y'.repeat(100));
      expect(untagged.tag).toBeNull();
    });

    it('reads version 0 with empty values before the first save', async () => {
      const read = await requestOk<EngagementConfiguration>(world.reader, 'GET', `${world.base}/nodeModel`);
      expect(read).toMatchObject({ version: 0, timestamp: null, values: {} });
    });
  });

  describe('gain passphrase', () => {
    it('goes to the secret store, is shown as set, kept on a save without it, and never answered', async () => {
      const passphrase = testSecretValue('pgp');
      const res = await save(
        world.writer,
        'gain',
        { ...VALID.gain, sftpEncryption_PgpPassphrase: 'ignored' },
        {
          sftpEncryption_PgpPassphrase: passphrase,
        },
      );
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(passphrase);
      const gain = res.json() as EngagementConfiguration;
      expect(gain.secrets).toEqual({ sftpEncryption_PgpPassphrase: true });
      expect(gain.values).toEqual(VALID.gain);
      expect(
        await server.ctx.services.secrets.reveal(world.engagementId, 'gain.sftpEncryption_PgpPassphrase'),
      ).toBe(passphrase);
      const again = (
        await save(world.writer, 'gain', { ...VALID.gain, sftpListener_ScanPath: '/in2' })
      ).json();
      expect(again.secrets).toEqual({ sftpEncryption_PgpPassphrase: true });
      expect(JSON.stringify(await history('gain'))).not.toContain(passphrase);
    });
  });

  describe('overview', () => {
    it('lists the active cards and the engagement resources with their Open addresses', async () => {
      const overview = await requestOk<ConfigurationOverview>(world.writer, 'GET', world.base);
      expect(overview.kinds).toEqual(['dashboard', 'gain', 'nodeModel', 'reporting', 'pipeline']);
      expect(overview.isGain).toBe(true);
      expect(overview.abilities).toEqual({ update: true, stopCostSaving: true });
      const byName = Object.fromEntries(overview.resources.map((r) => [r.name, r.openUrl]));
      expect(Object.keys(byName).sort()).toEqual(['nletpadf01', 'nletpbi01', 'nletpgit01', 'nletpstore01']);
      expect(byName.nletpadf01).toContain('https://adf.azure.com/en/authoring?factory=');
      expect(byName.nletpadf01).toContain(
        encodeURIComponent(`/subscriptions/${GUID}/resourceGroups/NL-ETP-D-demo`),
      );
      expect(byName.nletpstore01).toBe(
        `https://portal.azure.com/#@/resource/subscriptions/${GUID}/resourceGroups/NL-ETP-D-demo/providers/Microsoft.Storage/storageAccounts/nletpstore01`,
      );
      expect(byName.nletpgit01).toBe('/modeling');
      expect(byName.nletpbi01).toBeNull();
      const asReader = await requestOk<ConfigurationOverview>(world.reader, 'GET', world.base);
      expect(asReader.abilities).toEqual({ update: false, stopCostSaving: false });
    });
  });
});
