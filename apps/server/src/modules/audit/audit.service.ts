// The audit log: every successful change made through the API.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function registerAuditLog(app: FastifyInstance, db: Db) {
  app.addHook('onResponse', async (req, reply) => {
    if (!MUTATING.has(req.method) || !req.principal || !req.routeOptions.url || reply.statusCode >= 400) return;
    if (req.routeOptions.config?.readOnly) return;
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
  });
}
