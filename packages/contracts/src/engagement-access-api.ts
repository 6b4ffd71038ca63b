// Engagement access overview (admin-console.md sections 2 and 3): the users and applications holding
// roles at an engagement or below it, one aggregated row per principal with its assignments.
import { z } from 'zod';
import './zod-messages.js';
import { rules, type Rule } from './validation.js';

const principalTypeSchema = z.enum(['User', 'Application']);

export const engagementAssignmentSchema = z.object({
  principalId: z.string(),
  principalType: principalTypeSchema,
  roleName: z.string(),
  scope: z.string(),
  /** What the caller may do with this assignment (computed by the server's policy). */
  abilities: z.object({ remove: z.boolean() }),
});
export type EngagementAssignment = z.infer<typeof engagementAssignmentSchema>;

export const aggregatedAssignmentSchema = z.object({
  aggregationType: principalTypeSchema,
  /** A user's e-mail or an application's aadObjectId: the id role assignment updates take. */
  aggregationId: z.string(),
  aggregationDisplayName: z.string(),
  assignments: z.array(engagementAssignmentSchema),
  /** remove: every assignment of the row may be removed by the caller. */
  abilities: z.object({ remove: z.boolean() }),
});
export type AggregatedAssignment = z.infer<typeof aggregatedAssignmentSchema>;

export const engagementAccessQuerySchema = z.object({ principalType: principalTypeSchema });

/**
 * Add user / add application on the engagement access screen (section 5, as for a tenant): the user
 * by e-mail (required, a simple e-mail pattern), the application by aadObjectId (required, a GUID);
 * the roles are then chosen in the add-role-assignment dialog.
 */
export const engagementPrincipalRules: Record<'User' | 'Application', Rule[]> = {
  User: [rules.required, rules.email],
  Application: [rules.required, rules.guid],
};
