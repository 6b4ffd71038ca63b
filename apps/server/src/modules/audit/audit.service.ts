// The audit log: every successful change made through the API. Written in onSend, before the answer
// leaves, so a client that has seen its change succeed can also find it in the log.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
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
