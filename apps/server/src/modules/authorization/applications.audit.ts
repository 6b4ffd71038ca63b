// Audit events for applications and their client secrets: what changed, by whom. Written through the
// audit module in the transaction of the change, so the log names the application (and never a
// secret's value).
import { PLATFORM_SCOPE } from '@cairn/contracts';
import type { Principal } from '../../access/principal.js';
import type { Db, Tx } from '../../db/client.js';
import { recordAuditEvent } from '../audit/audit.service.js';

/** Every application event type; the audit module's per-type test performs each (security-audit-actions.ts). */
export const APPLICATION_ACTIONS = [
  'Application.Create',
  'Application.Update',
  'Application.Delete',
  'Application.Disable',
  'Application.Enable',
  'ApplicationSecret.Create',
  'ApplicationSecret.Revoke',
] as const;
export type ApplicationAction = (typeof APPLICATION_ACTIONS)[number];

export async function recordApplicationChange(
  db: Db | Tx,
  caller: Principal,
  action: ApplicationAction,
  application: { id: string; aadObjectId: string; name: string },
  detail: Record<string, unknown> = {},
) {
  await recordAuditEvent(db, {
    actor: caller,
    action,
    target: application.aadObjectId,
    // Applications are platform-wide principals.
    scope: PLATFORM_SCOPE,
    detail: {
      application: { id: application.id, aadObjectId: application.aadObjectId, name: application.name },
      ...detail,
    },
  });
}
