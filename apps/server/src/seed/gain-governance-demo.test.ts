// The demo gain governance, read through the API as a user would: ReadyForTesting with its history,
// and a promotion history with one revert whose marks the Promotions tab shows.
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  engagementScope,
  PROMOTION_STATUSES,
  REQUIREMENTS_STATUSES,
  ROLE_NAMES,
  type GainPromotionList,
  type RequirementsStatusAnswer,
} from '@cairn/contracts';
import { buildEngagement, buildTenant, buildUser, PASSWORD } from '../test/factories.js';
import { requestOk, signIn, testServer, type TestServer } from '../test/test-server.js';
import { seedGainConfigDemo } from './gain-config-demo.js';
import { seedGainGovernanceDemo } from './gain-governance-demo.js';

let server: TestServer;
beforeAll(async () => {
  server = await testServer();
}, 60_000);
afterAll(() => server.close());

it('shows ReadyForTesting with its history and promotions with one revert', async () => {
  const db = server.database.db;
  const tenant = await buildTenant(db);
  const gain = await buildEngagement(db, tenant.id, { features: ['GAIN', 'Pipelines', 'Storage'] });
  const user = await buildUser(db, {
    name: 'Conor Configurer',
    roles: [{ role: ROLE_NAMES.configurer, scope: engagementScope(gain.id) }],
  });
  await seedGainConfigDemo(db, gain.id, { id: user.id, name: 'Conor Configurer' });
  await seedGainGovernanceDemo(db, gain.id, { id: user.id, name: 'Conor Configurer' });
  const client = await signIn(server, user.email, PASSWORD);
  const base = `/api/engagements/${gain.id}/gain`;

  const status = await requestOk<RequirementsStatusAnswer>(client, 'GET', `${base}/requirements-status`);
  expect(REQUIREMENTS_STATUSES[status.requirementsStatus]).toBe('ReadyForTesting');
  expect(status.history.map((h) => REQUIREMENTS_STATUSES[h.requirementsStatus])).toEqual([
    'ReadyForTesting',
    'ReadyForImplementation',
    'MappingInProgress',
    'RequirementsStarted',
  ]);

  const promotions = await requestOk<GainPromotionList>(client, 'GET', `${base}/promotions`);
  expect(
    promotions.results.map((p) => [
      p.sourceVersion,
      PROMOTION_STATUSES[p.status],
      p.abilities.revert,
      p.isRevertTarget,
    ]),
  ).toEqual([
    [2, 'Success', true, false],
    [3, 'Reverted', false, false],
    [2, 'Success', false, false],
    [1, 'Success', false, true],
  ]);
  expect(promotions.versionForRuns).toBe(2);
  expect(promotions.results[0].comment).toContain('back to version 2');
});
