// Audit events of changes to roles and permissions: what changed, by whom, allowed or refused. Written
// through the audit module's recordAuditEvent in the transaction of the change (a refusal before it is
// answered), so the log says which permissions moved, not only which route was called.
import { PLATFORM_SCOPE } from '@cairn/contracts';
import type { Principal } from '../../access/principal.js';
import type { Db, Tx } from '../../db/client.js';
import { recordAuditEvent } from '../audit/audit.service.js';

/** Every catalogue event type; the audit module's per-type test performs each (security-audit-actions.ts). */
export const CATALOGUE_ACTIONS = [
  'Role.Create',
  'Role.Update',
  'Role.Delete',
  'Role.AddPermission',
  'Role.RemovePermission',
  'Permission.Create',
  'Permission.Update',
  'Permission.Delete',
] as const;
export type CatalogueAction = (typeof CATALOGUE_ACTIONS)[number];

export async function recordCatalogueChange(
  db: Db | Tx,
  caller: Principal,
  action: CatalogueAction,
  status: 200 | 201 | 403 | 409,
  detail: Record<string, unknown> & ({ role: string } | { permission: string }),
) {
  await recordAuditEvent(db, {
    action,
    actor: caller,
    target: 'role' in detail ? `role:${detail.role}` : `permission:${detail.permission}`,
    // Roles and permissions are platform-wide data.
    scope: PLATFORM_SCOPE,
    outcome: status < 400 ? 'success' : 'denied',
    status,
    detail,
  });
}
