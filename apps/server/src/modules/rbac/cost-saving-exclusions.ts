// The cost_saving_exclusions table (db/schema/rbac.ts) as the costs module uses it: add a stop and
// read which are running. The table stays in this module's schema file (the RBAC runner writes its
// 1-hour rows here too); the costs module reaches it only through these functions.
import { and, eq, gt, inArray, isNull, max, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { costSavingExclusions } from '../../db/schema/rbac.js';

export type CostSavingTarget = { tenantId: string } | { engagementId: string };

export interface CostSavingExclusion {
  tenantId: string | null;
  engagementId: string | null;
  reason: string;
  until: Date;
}

/** Keeps cost saving away from the tenant or engagement until `until`; one row per stop (the latest end wins). */
export async function addCostSavingExclusion(
  db: Db | Tx,
  target: CostSavingTarget,
  until: Date,
  reason: string,
): Promise<void> {
  await db.insert(costSavingExclusions).values({
    tenantId: 'tenantId' in target ? target.tenantId : null,
    engagementId: 'engagementId' in target ? target.engagementId : null,
    reason,
    until,
  });
}

/**
 * The latest end of the stops still running at `now`, per tenant and per engagement among the
 * given ids (an engagement's own stops only; the caller adds its tenant's).
 */
export async function runningCostSavingExclusions(
  db: Db | Tx,
  ids: { tenantIds: string[]; engagementIds: string[] },
  now: Date = new Date(),
): Promise<{ tenants: Map<string, Date>; engagements: Map<string, Date> }> {
  const tenants = new Map<string, Date>();
  const engagements = new Map<string, Date>();
  const which = [
    ids.tenantIds.length
      ? and(inArray(costSavingExclusions.tenantId, ids.tenantIds), isNull(costSavingExclusions.engagementId))
      : undefined,
    ids.engagementIds.length ? inArray(costSavingExclusions.engagementId, ids.engagementIds) : undefined,
  ].filter((c) => c !== undefined);
  if (which.length === 0) return { tenants, engagements };
  const rows = await db
    .select({
      tenantId: costSavingExclusions.tenantId,
      engagementId: costSavingExclusions.engagementId,
      until: max(costSavingExclusions.until),
    })
    .from(costSavingExclusions)
    .where(and(gt(costSavingExclusions.until, now), or(...which)))
    .groupBy(costSavingExclusions.tenantId, costSavingExclusions.engagementId);
  for (const row of rows) {
    if (!row.until) continue;
    const until = new Date(row.until);
    if (row.engagementId) engagements.set(row.engagementId, until);
    else if (row.tenantId) tenants.set(row.tenantId, until);
  }
  return { tenants, engagements };
}

/** Every stop of one engagement or tenant, newest first (tests and the audit of a stop). */
export async function costSavingExclusionsOf(db: Db | Tx, target: CostSavingTarget) {
  const where =
    'tenantId' in target
      ? eq(costSavingExclusions.tenantId, target.tenantId)
      : eq(costSavingExclusions.engagementId, target.engagementId);
  return db
    .select({
      tenantId: costSavingExclusions.tenantId,
      engagementId: costSavingExclusions.engagementId,
      reason: costSavingExclusions.reason,
      until: costSavingExclusions.until,
    })
    .from(costSavingExclusions)
    .where(where);
}
