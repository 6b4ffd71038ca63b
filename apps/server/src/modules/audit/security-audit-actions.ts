// The security-relevant audit event types (issue 30): who got in or was refused, who moved files,
// started or stopped runs, held credentials, and who changed roles, permissions, applications,
// accounts and stored secrets. Each is written by an explicit writer with its own name (not the
// request hook's generic `Noun.Verb` row), and each must write exactly one row per event:
// security-audit-actions.test.ts performs every type listed here once through the API and counts
// its rows. The lists come from the writers' own constants, so a new type added to a writer's list
// is a type the test has no case for, and the test fails until it gets one.
import { AUDIT_ACTIONS, type RoleAssignmentUpdate } from '@cairn/contracts';
import { APPLICATION_ACTIONS } from '../authorization/applications.audit.js';
import { CATALOGUE_ACTIONS } from '../authorization/roles.audit.js';
import { USER_ACTIONS } from '../authorization/users.audit.js';
import { BROKER_HOST_KEY_RESET_ACTION } from '../connectors/brokers.service.js';
import { SECRET_AUDIT_ACTIONS } from '../secrets/secret-store.js';

/** recordRoleAssignments writes `RoleAssignment.<Add|Remove>`, one row per change tried. */
const ROLE_ASSIGNMENT_ACTIONS = [
  'RoleAssignment.Add',
  'RoleAssignment.Remove',
] as const satisfies readonly `RoleAssignment.${RoleAssignmentUpdate['action']}`[];

/**
 * Security events the request hook writes under the name audit-action-names.ts gives their route:
 * a password set through a set-password link (the link's person is the actor).
 */
const ROUTE_NAMED_ACTIONS = ['Password.Set'] as const;

export const SECURITY_AUDIT_ACTIONS = [
  ...Object.values(AUDIT_ACTIONS),
  ...ROLE_ASSIGNMENT_ACTIONS,
  ...CATALOGUE_ACTIONS,
  ...APPLICATION_ACTIONS,
  ...USER_ACTIONS,
  ...Object.values(SECRET_AUDIT_ACTIONS),
  // Trusting an SFTP server's host key again: the next poll accepts whatever key it is shown.
  BROKER_HOST_KEY_RESET_ACTION,
  ...ROUTE_NAMED_ACTIONS,
] as const;
export type SecurityAuditAction = (typeof SECURITY_AUDIT_ACTIONS)[number];
