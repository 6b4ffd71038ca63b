// The only way a promotion row becomes JSON (admin-console.md section 3, "Promotion").
import type { GainPromotionAnswer } from '@cairn/contracts';
import type { gainPromotions } from '../../../db/schema/gain-governance.js';

export type PromotionRow = typeof gainPromotions.$inferSelect;

export function presentPromotion(
  row: PromotionRow,
  marks: { revert: boolean; isRevertTarget: boolean },
): GainPromotionAnswer {
  return {
    promotionId: row.id,
    processType: row.processType,
    sourceVersion: row.sourceVersion,
    status: row.status,
    promotedAt: row.promotedAt.toISOString(),
    createdBy: row.createdBy,
    comment: row.comment,
    statusMessage: row.statusMessage,
    abilities: { revert: marks.revert },
    isRevertTarget: marks.isRevertTarget,
  };
}
