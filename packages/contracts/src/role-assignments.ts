import { z } from 'zod';
import './zod-messages.js';
import { pagedQuerySchema, pagedResultSchema } from './paging.js';
import { normalizeScope } from './scopes.js';

export const roleAssignmentUpdateSchema = z.object({
  /** A user's e-mail or an application's aadObjectId. */
  principalId: z.string().trim().min(1).max(320),
  principalType: z.enum(['User', 'Application']),
  roleName: z.string().min(1).max(100),
  /** Stored in its one spelling, so a grant at .../storage/Main/x holds at .../storage/main/x. */
  scope: z.string().min(1).max(1000).overwrite(normalizeScope),
  action: z.enum(['Add', 'Remove']),
});
export type RoleAssignmentUpdate = z.infer<typeof roleAssignmentUpdateSchema>;
export const roleAssignmentUpdatesSchema = z.array(roleAssignmentUpdateSchema).min(1).max(200);

export const scopedPrincipalSchema = z.object({
  principalType: z.enum(['User', 'Application']),
  /** e-mail for users, aadObjectId for applications: the id the update call takes. */
  principalId: z.string(),
  name: z.string(),
  roleNames: z.array(z.string()),
});
export type ScopedPrincipal = z.infer<typeof scopedPrincipalSchema>;

/**
 * An engagement's users or applications (those holding roles at it or below) a page at a time,
 * searched by name and e-mail or object id: the folder permission dialogs' picker (issue 26).
 */
export const engagementPrincipalQuerySchema = pagedQuerySchema(['name']).extend({
  principalType: z.enum(['User', 'Application']),
});
export const engagementPrincipalSchema = scopedPrincipalSchema.pick({
  principalType: true,
  principalId: true,
  name: true,
});
export type EngagementPrincipal = z.infer<typeof engagementPrincipalSchema>;
export const pagedEngagementPrincipalsSchema = pagedResultSchema(engagementPrincipalSchema);
