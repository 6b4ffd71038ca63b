// The demo configurations: every card of both demo engagements has two or three versions that pass the
// cards' own rules, and the gain passphrase is set.
import crypto from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import {
  CONFIGURATION_FEATURE,
  configurationProblems,
  engagementScope,
  ENGAGEMENT_CONFIGURATION_KINDS,
  ROLE_NAMES,
  type ConfigurationVersion,
  type EngagementConfiguration,
} from '@cairn/contracts';
import { buildEngagement, buildTenant, buildUser, PASSWORD } from '../test/factories.js';
import { requestOk, signIn, useTestServer } from '../test/test-server.js';
import { seedConfigurationsDemo } from './configurations-demo.js';

const server = useTestServer();
beforeAll(async () => {}, 60_000);

it('fills every card of the demo engagements with valid versions', async () => {
  const db = server.database.db;
  const tenant = await buildTenant(db);
  const regular = await buildEngagement(db, tenant.id, {
    features: ['Dashboards_PowerBi', 'NodeModelGit', 'Reporting', 'Pipelines', 'Storage'],
  });
  const gain = await buildEngagement(db, tenant.id, { features: ['GAIN', 'NodeModelGit', 'Pipelines'] });
  const user = await buildUser(db, {
    name: 'Cora Configurer',
    roles: [regular, gain].map((e) => ({ role: ROLE_NAMES.superConfigurer, scope: engagementScope(e.id) })),
  });
  await seedConfigurationsDemo(
    db,
    server.config,
    { regular: regular.id, gain: gain.id },
    user,
    crypto.randomUUID(),
  );
  const client = await signIn(server, user.email, PASSWORD);
  for (const engagement of [regular, gain]) {
    const kinds = ENGAGEMENT_CONFIGURATION_KINDS.filter((k) =>
      (engagement.features as string[]).includes(CONFIGURATION_FEATURE[k]),
    );
    for (const kind of kinds) {
      const base = `/api/engagements/${engagement.id}/configurations/${kind}`;
      const versions = await requestOk<ConfigurationVersion[]>(client, 'GET', `${base}/history`);
      expect(versions.length, kind).toBeGreaterThanOrEqual(2);
      expect(versions.length, kind).toBeLessThanOrEqual(3);
      for (const v of versions) expect(configurationProblems(kind, v.values), kind).toEqual([]);
      expect(versions[0].createdByName).toBe('Cora Configurer');
    }
  }
  const gainCard = await requestOk<EngagementConfiguration>(
    client,
    'GET',
    `/api/engagements/${gain.id}/configurations/gain`,
  );
  expect(gainCard.secrets).toEqual({ sftpEncryption_PgpPassphrase: true });
});
