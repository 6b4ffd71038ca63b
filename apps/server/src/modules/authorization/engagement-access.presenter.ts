// The only way an engagement's role assignments become JSON: one aggregated row per principal, named
// by the id the update call takes (e-mail or aadObjectId), never the internal id.
import {
  aggregatedAssignmentSchema,
  type AggregatedAssignment,
  type EngagementAssignment,
} from '@cairn/contracts';

export function presentAggregatedAssignment(
  principal: { type: 'User' | 'Application'; externalId: string; name: string },
  assignments: EngagementAssignment[],
): AggregatedAssignment {
  return aggregatedAssignmentSchema.parse({
    aggregationType: principal.type,
    aggregationId: principal.externalId,
    aggregationDisplayName: principal.name,
    assignments,
    abilities: { remove: assignments.length > 0 && assignments.every((a) => a.abilities.remove) },
  });
}
