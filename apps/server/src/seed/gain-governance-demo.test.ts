// The demo gain governance, read through the API as a user would: ReadyForTesting with its history,
// and a promotion history with one revert whose marks the Promotions tab shows.
import { beforeAll, expect, it } from 'vitest';
import {
  PROMOTION_STATUSES,
  REQUIREMENTS_STATUSES,
  type GainPromotionList,
  type RequirementsStatusAnswer,
} from '@cairn/contracts';
import { requestOk, useTestServer } from '../test/test-server.js';
import { gainDemoEngagement } from './gain-demo.test-helpers.js';
import { seedGainGovernanceDemo } from './gain-governance-demo.js';

const server = useTestServer();
beforeAll(async () => {}, 60_000);

it('shows ReadyForTesting with its history and promotions with one revert', async () => {
  const { gainId, by, client } = await gainDemoEngagement(server);
  await seedGainGovernanceDemo(server.database.db, gainId, by);
  const base = `/api/engagements/${gainId}/gain`;

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
