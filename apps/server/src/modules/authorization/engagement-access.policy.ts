// What a caller may do with a role assignment on the engagement access screen (outline's policies):
// remove it only when it could grant it, so the screen never offers what the server would refuse.
import { missingToGrant, parseScope } from '@cairn/contracts';

export interface EngagementAccessPolicyContext {
  /** The caller's permissions at the engagement (through any ancestor). */
  held: ReadonlySet<string>;
  /** Role name -> its permissions. */
  rolePermissions: ReadonlyMap<string, readonly string[]>;
}

export function assignmentAbilities(
  context: EngagementAccessPolicyContext,
  assignment: { roleName: string; scope: string },
) {
  const kind = parseScope(assignment.scope)?.kind ?? 'engagement';
  const missing = missingToGrant(context.held, context.rolePermissions.get(assignment.roleName) ?? [], kind);
  return { remove: missing.length === 0 };
}
