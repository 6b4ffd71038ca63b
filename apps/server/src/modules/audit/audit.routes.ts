// The audit log for platform admins (issue 10): a paged, filtered list and a CSV export of the same
// filters. Both need Authorization.Reader at /platform (AUDIT_READ_PERMISSION of @cairn/contracts).
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AUDIT_CSV_MAX_ROWS,
  AUDIT_READ_PERMISSION,
  AUDIT_READ_SCOPE,
  auditFilterSchema,
  auditListQuerySchema,
  pagedAuditEventsSchema,
} from '@cairn/contracts';
import type { AuditService } from './audit.service.js';
import type { RouteAccess } from '../../http/route-access.js';
import { presentPage } from '../../db/paginate.js';
import {
  AUDIT_CSV_COLUMNS,
  auditCsvValues,
  nameAuditEvents,
  type AuditNames,
  presentAuditEvent,
} from './audit.presenter.js';
import { csvLine } from './csv.js';

const platformAuditReader: { access: RouteAccess } = {
  access: {
    permission: AUDIT_READ_PERMISSION,
    scope: () => AUDIT_READ_SCOPE,
    scopeDescription: AUDIT_READ_SCOPE,
  },
};

/** What the routes use: the audit log, and the engagements module's names for its rows. */
export interface AuditRouteServices {
  audit: AuditService;
  engagements: AuditNames;
}

export function auditRoutes({ audit, engagements }: AuditRouteServices) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/audit/events',
      {
        schema: { querystring: auditListQuerySchema, response: { 200: pagedAuditEventsSchema } },
        config: platformAuditReader,
      },
      async (req) => {
        const page = presentPage(await audit.list(req.query), presentAuditEvent);
        return { ...page, results: await nameAuditEvents(page.results, engagements) };
      },
    );

    r.get(
      '/api/audit/events.csv',
      {
        schema: {
          querystring: auditFilterSchema,
          description: `The filtered events as CSV, newest first, at most ${AUDIT_CSV_MAX_ROWS} rows.`,
          produces: ['text/csv'],
        },
        config: platformAuditReader,
      },
      async (req, reply) => {
        const rows = audit.export(req.query, AUDIT_CSV_MAX_ROWS);
        async function* lines() {
          yield csvLine(AUDIT_CSV_COLUMNS);
          for await (const batch of rows) yield batch.map((row) => csvLine(auditCsvValues(row))).join('');
        }
        const stamp = new Date().toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="audit-log-${stamp}.csv"`)
          .header('cache-control', 'no-store')
          .send(Readable.from(lines()));
      },
    );
  };
}
