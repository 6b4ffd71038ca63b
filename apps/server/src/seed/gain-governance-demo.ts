// Demo gain governance (issue 13): the demo gain engagement's requirements status moved step by step
// to ReadyForTesting, and a promotion history of its gain data configuration (gain-config-demo.ts
// seeds versions 1-3) with one revert: version 3 was promoted, then reverted to version 2, so the
// Promotions tab shows Reverted, the Revert button on version 2 and the Target label on version 1.
import {
  PROMOTION_STATUSES,
  REQUIREMENTS_STATUSES,
  type PromotionStatus,
  type RequirementsStatus,
} from '@cairn/contracts';
import type { Db } from '../db/client.js';
import { gainPromotions, gainRequirementsStatuses } from '../db/schema/gain-governance.js';

const DAY = 24 * 60 * 60 * 1000;

const REQUIREMENTS_HISTORY: [RequirementsStatus, number, string][] = [
  ['RequirementsStarted', 30, 'Kick-off with the client payroll team held; requirements workshop planned.'],
  ['MappingInProgress', 21, 'Payroll and employee files received; mapping the columns to the Gain model.'],
  ['ReadyForImplementation', 12, 'Mapping agreed with the client.'],
  [
    'ReadyForTesting',
    3,
    'Import configuration version 3 in place; test drops of September and October staged.',
  ],
];

export async function seedGainGovernanceDemo(
  db: Db,
  engagementId: string,
  author: { id: string; name: string },
  now = Date.now(),
) {
  await db.insert(gainRequirementsStatuses).values(
    REQUIREMENTS_HISTORY.map(([status, daysAgo, message]) => ({
      engagementId,
      requirementsStatus: REQUIREMENTS_STATUSES.indexOf(status),
      message,
      updatedAt: new Date(now - daysAgo * DAY),
      updatedById: author.id,
      updatedBy: author.name,
    })),
  );

  const promotion = (
    sourceVersion: number,
    status: PromotionStatus,
    daysAgo: number,
    comment: string | null,
  ) => ({
    engagementId,
    processType: 'GainData' as const,
    sourceVersion,
    status: PROMOTION_STATUSES.indexOf(status),
    comment,
    promotedAt: new Date(now - daysAgo * DAY),
    finishedAt: new Date(now - daysAgo * DAY + 60_000),
    createdById: author.id,
    createdBy: author.name,
  });
  const [, , reverted] = await db
    .insert(gainPromotions)
    .values([
      promotion(1, 'Success', 8, 'First monthly payroll drop'),
      promotion(2, 'Success', 5, 'Employees file added'),
      promotion(3, 'Reverted', 2, 'Amounts checked as numbers'),
    ])
    .returning();
  await db.insert(gainPromotions).values({
    ...promotion(
      2,
      'Success',
      1,
      'Version 3 refuses the October amounts with a thousands separator: back to version 2.',
    ),
    revertOf: reverted.id,
  });
}
