// Which promotion may be reverted and to what (admin-console.md section 4): a promotion is in
// progress when any is InProgress; Revert is offered on the latest finished promotion (the highest
// sourceVersion whose promotion is Success or Failed) and restores the target, the highest Success
// version below it; both only while nothing is in progress and both exist. Promoting and reverting
// need GAIN.BFF.Configuration.Import.Writer at the engagement.
import { PERMISSIONS, PROMOTION_STATUSES } from '@cairn/contracts';

export const PROMOTION = Object.fromEntries(PROMOTION_STATUSES.map((s, i) => [s, i])) as Record<
  (typeof PROMOTION_STATUSES)[number],
  number
>;

export interface PromotionFacts {
  id: string;
  sourceVersion: number;
  status: number;
  promotedAt: Date;
}

export interface RevertPlan<T extends PromotionFacts> {
  /** The latest finished promotion, which Revert marks Reverted. */
  latest: T;
  /** The promotion whose version Revert promotes back. */
  target: T;
}

/** Highest sourceVersion first; among equal versions the newest promotion first. */
const byVersionThenTime = (a: PromotionFacts, b: PromotionFacts) =>
  b.sourceVersion - a.sourceVersion || b.promotedAt.getTime() - a.promotedAt.getTime();

export const isInProgress = (rows: readonly PromotionFacts[]) =>
  rows.some((r) => r.status === PROMOTION.InProgress);

/** What a revert would do now, or undefined when none is possible. */
export function revertPlan<T extends PromotionFacts>(rows: readonly T[]): RevertPlan<T> | undefined {
  if (isInProgress(rows)) return undefined;
  const finished = rows
    .filter((r) => r.status === PROMOTION.Success || r.status === PROMOTION.Failed)
    .sort(byVersionThenTime);
  const latest = finished[0];
  if (!latest) return undefined;
  const target = finished.find(
    (r) => r.status === PROMOTION.Success && r.sourceVersion < latest.sourceVersion,
  );
  return target ? { latest, target } : undefined;
}

export const mayPromote = (held: ReadonlySet<string>) => held.has(PERMISSIONS.gainConfigurationImportWriter);
