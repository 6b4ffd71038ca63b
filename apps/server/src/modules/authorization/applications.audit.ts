// Audit rows for applications and their client secrets: what changed, by whom. Written in the
// transaction of the change, beside the generic row the audit hook writes for every successful
// request, so the log names the application (and never a secret's value).
import { PLATFORM_SCOPE } from '@cairn/contracts';
import type { Principal } from '../../access/principal.js';
import type { Db, Tx } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';

export type ApplicationAction =
  | 'Application.Create'
  | 'Application.Update'
  | 'Application.Delete'
  | 'Application.Disable'
  | 'Application.Enable'
  | 'ApplicationSecret.Create'
  | 'ApplicationSecret.Revoke';

export async function recordApplicationChange(
  db: Db | Tx,
  caller: Principal,
  action: ApplicationAction,
  application: { id: string; aadObjectId: string; name: string },
  detail: Record<string, unknown> = {},
) {
  await db.insert(auditLog).values({
    principalType: caller.type,
    principalId: caller.id,
    action,
    // Applications are platform-wide principals.
    scope: PLATFORM_SCOPE,
    status: 200,
    detail: {
      outcome: 'allowed',
      application: { id: application.id, aadObjectId: application.aadObjectId, name: application.name },
      ...detail,
    },
  });
}
