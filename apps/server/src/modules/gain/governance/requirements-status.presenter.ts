// The only way a requirements status row becomes JSON (admin-console.md section 3, "Requirements
// status entry").
import type { RequirementsStatusEntry } from '@cairn/contracts';
import type { gainRequirementsStatuses } from '../../../db/schema/gain-governance.js';

export function presentRequirementsStatusEntry(
  row: typeof gainRequirementsStatuses.$inferSelect,
): RequirementsStatusEntry {
  return {
    requirementsStatus: row.requirementsStatus,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
    message: row.message,
  };
}
