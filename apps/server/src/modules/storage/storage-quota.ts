// An engagement's storage quota (issue 24: anything a user sends is bounded): the bytes of all its
// storage purposes together, checked as an upload streams (CAIRN_STORAGE_QUOTA_GB, 0 for none).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { storageObjects } from '../../db/schema/storage.js';
import { HttpProblem } from '../../http/problem.js';

/** Bytes the engagement may still store, counting `freed` (a file being replaced) as free. */
export async function quotaLeft(db: Db, quotaBytes: number, engagementId: string, freed: number) {
  if (!quotaBytes) return Number.POSITIVE_INFINITY;
  const [{ used }] = await db
    .select({ used: sql<string>`coalesce(sum(${storageObjects.size}), 0)` })
    .from(storageObjects)
    .where(eq(storageObjects.engagementId, engagementId));
  return Math.max(0, quotaBytes - Number(used) + freed);
}

export const quotaReached = (quotaBytes: number) =>
  new HttpProblem(
    413,
    'Content Too Large',
    `This engagement's storage is full (its quota is ${+(quotaBytes / 1024 ** 3).toFixed(3)} GB): delete files, or ask an administrator to raise CAIRN_STORAGE_QUOTA_GB.`,
    'storageQuotaReached',
  );
