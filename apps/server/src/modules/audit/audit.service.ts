// The audit log: every successful change made through the API. Written in onSend, before the answer
// leaves, so a client that has seen its change succeed can also find it in the log. Role assignment
// changes also get a row per change, refused ones included (recordRoleAssignments).
import type { FastifyInstance } from 'fastify';
import type { RoleAssignmentUpdate } from '@cairn/contracts';
import type { Principal } from '../../access/principal.js';
import type { Db, Tx } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function registerAuditLog(app: FastifyInstance, db: Db) {
  app.addHook('onSend', async (req, reply, payload) => {
    if (!MUTATING.has(req.method) || !req.principal || !req.routeOptions.url || reply.statusCode >= 400) return payload;
    if (req.routeOptions.config?.readOnly) return payload;
    try {
      await db.insert(auditLog).values({
        principalType: req.principal.type,
        principalId: req.principal.id,
        action: `${req.method} ${req.routeOptions.url}`,
        scope: req.auditScope,
        status: reply.statusCode,
        detail: { params: req.params as Record<string, unknown> },
      });
    } catch (err) {
      req.log.error({ err }, 'could not write the audit log');
    }
    return payload;
  });
}

export interface RoleAssignmentEvent {
  update: RoleAssignmentUpdate;
  /** 200 applied; 403 or 404 refused (404: the caller may not know the scope exists). */
  status: 200 | 403 | 404;
  /** Refused: the permissions the caller lacks for this update; empty when only its batch was refused. */
  missing?: string[];
}

/**
 * One row per role assignment change tried: who (the row's principal) added or removed which role to
 * whom at which scope, and whether it was allowed. Applied changes are recorded in the transaction
 * that writes them; refused ones before the refusal is answered.
 */
export async function recordRoleAssignments(db: Db | Tx, caller: Principal, events: RoleAssignmentEvent[]) {
  if (events.length === 0) return;
  await db.insert(auditLog).values(
    events.map(({ update, status, missing }) => ({
      principalType: caller.type,
      principalId: caller.id,
      action: `RoleAssignment.${update.action}`,
      scope: update.scope,
      status,
      detail: {
        outcome: status < 400 ? 'allowed' : 'denied',
        role: update.roleName,
        // As the caller named it: a user's e-mail or an application's aadObjectId.
        assignee: { type: update.principalType, id: update.principalId },
        ...(missing && { missing }),
      },
    })),
  );
}
