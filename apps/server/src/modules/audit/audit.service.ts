// The audit log: one append-only row per security event (issue 10). Three writers:
// - the request hook (registerAuditLog): every successful change made through the API, and every
//   denial of the route access hook; written in onSend, before the answer leaves, so a client that
//   has seen its change succeed can also find it in the log;
// - explicit events (recordAuditEvent / AuditService.record): sign-ins, file actions, runs, anything a
//   hook cannot see or name well; a request that records one gets no generic row beside it;
// - role assignment attempts (recordRoleAssignments), refused ones included.
// The database fills what it can derive (outcome, tenant, engagement, actor) and refuses UPDATE and
// DELETE (migration 0010_audit_log_events).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import { and, desc, eq, gte, ilike, like, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  AUDIT_ACTIONS,
  PAGED_COUNT_LIMIT,
  parseScope,
  type AuditFilter,
  type AuditListQuery,
  type AuditOutcome,
  type RoleAssignmentUpdate,
} from '@cairn/contracts';
import { isUuid } from '../../access/access.service.js';
import type { Principal } from '../../access/principal.js';
import type { Db, Tx } from '../../db/client.js';
import { escapeLike } from '../../db/like.js';
import { paginate } from '../../db/paginate.js';
import { auditLog } from '../../db/schema/audit.js';
import { auditActionOfRoute } from './audit-action-names.js';

export type AuditRow = typeof auditLog.$inferSelect;

/** Who did it: a signed-in principal, or someone not signed in named by what they typed (a failed sign-in). */
export type AuditActor =
  Principal | { type: 'Anonymous'; label?: string } | { type: 'System'; label: string };

export interface AuditEventInput {
  /** `Area.Verb`, e.g. `SignIn.Local`, `File.Upload` (AUDIT_ACTIONS of @cairn/contracts), or the writer's own. */
  action: string;
  actor: AuditActor | null;
  /** What was acted on: a file path, a run id, a user's e-mail. */
  target?: string | null;
  scope?: string | null;
  /** Default success. */
  outcome?: AuditOutcome;
  /** HTTP status the event ended with; default from the outcome (200, 401 for failure, 403 for denied). */
  status?: number;
  detail?: Record<string, unknown>;
  /** Default: the request being answered, if any. */
  requestId?: string | null;
}

interface RequestAudit {
  requestId: string;
  /** An explicit event was written for this request: the hook adds no generic row. */
  explicit: boolean;
}

/** The request being answered (its id), for writers that are not handed the request. */
const requestContext = new AsyncLocalStorage<RequestAudit>();

/** The id of the request being answered, if any: for writers that insert audit rows themselves. */
export const currentRequestId = () => requestContext.getStore()?.requestId ?? null;

const DEFAULT_STATUS: Record<AuditOutcome, number> = { success: 200, failure: 401, denied: 403 };

function actorColumns(actor: AuditActor | null) {
  if (!actor) return { principalType: 'System', principalId: null, actor: null };
  if (actor.type === 'User') return { principalType: 'User', principalId: actor.id, actor: actor.email };
  // The application's name is filled in by the database (the principal carries only its ids).
  if (actor.type === 'Application')
    return { principalType: 'Application', principalId: actor.id, actor: null };
  return { principalType: actor.type, principalId: null, actor: actor.label ?? null };
}

/** Writes one event; inside a transaction when given one, so it stands or falls with the change. */
export async function recordAuditEvent(db: Db | Tx, event: AuditEventInput) {
  const outcome = event.outcome ?? 'success';
  const current = requestContext.getStore();
  await db.insert(auditLog).values({
    ...actorColumns(event.actor),
    action: event.action,
    target: event.target ?? null,
    scope: event.scope ?? null,
    outcome,
    status: event.status ?? DEFAULT_STATUS[outcome],
    requestId: event.requestId !== undefined ? event.requestId : (current?.requestId ?? null),
    detail: event.detail ?? null,
  });
  if (current) current.explicit = true;
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function registerAuditLog(app: FastifyInstance, db: Db) {
  app.decorateRequest('accessDenial', null);
  // A callback hook, so that the rest of the request runs inside the context (as @fastify/request-context does).
  app.addHook('onRequest', (req, _reply, done) => {
    requestContext.run({ requestId: req.id, explicit: false }, done);
  });
  app.addHook('onSend', async (req, reply, payload) => {
    try {
      if (req.accessDenial && reply.statusCode >= 400) {
        const { permission, scope, reason } = req.accessDenial;
        await recordAuditEvent(db, {
          action: AUDIT_ACTIONS.accessDenied,
          actor: req.principal ?? { type: 'Anonymous' },
          target: `${req.method} ${pathOf(req.url)}`,
          scope,
          outcome: 'denied',
          status: reply.statusCode,
          detail: {
            route: req.routeOptions.url,
            // What the caller tried, named as the log names actions, so the list can say it in words.
            ...(req.routeOptions.url && { attempted: auditActionOfRoute(req.method, req.routeOptions.url) }),
            ...(permission && { permission }),
            ...(reason && { reason }),
          },
        });
        return payload;
      }
      if (!MUTATING.has(req.method) || !req.principal || !req.routeOptions.url || reply.statusCode >= 400)
        return payload;
      if (req.routeOptions.config?.readOnly || requestContext.getStore()?.explicit) return payload;
      await db.insert(auditLog).values({
        principalType: req.principal.type,
        principalId: req.principal.id,
        // A name in words (`Tenant.Update`), not the route: the route and path stay in the detail.
        action: auditActionOfRoute(req.method, req.routeOptions.url),
        target: lastParameterOf(req.routeOptions.url, req.params),
        scope: req.auditScope,
        status: reply.statusCode,
        requestId: req.id,
        detail: {
          route: `${req.method} ${req.routeOptions.url}`,
          path: pathOf(req.url),
          params: req.params as Record<string, unknown>,
        },
      });
    } catch (err) {
      req.log.error({ err }, 'could not write the audit log');
    }
    return payload;
  });
}

const pathOf = (url: string) => url.split('?')[0];

/**
 * What a generic row's change was done to: the route's last parameter (the run, the role, the user's
 * e-mail, the engagement), the most specific thing the route names; null when it names none.
 */
function lastParameterOf(route: string, params: unknown): string | null {
  const names = [...route.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]);
  const values = (params ?? {}) as Record<string, unknown>;
  const value = names.length > 0 ? values[names[names.length - 1]] : undefined;
  return typeof value === 'string' && value !== '' ? value : null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the route access hook when it refuses the request; the audit hook writes the denial. */
    accessDenial: { permission?: string; scope?: string; reason?: string } | null;
  }
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
  const current = requestContext.getStore();
  const requestId = current?.requestId ?? null;
  await db.insert(auditLog).values(
    events.map(({ update, status, missing }) => ({
      principalType: caller.type,
      principalId: caller.id,
      action: `RoleAssignment.${update.action}`,
      // The assignee as the caller named it (a user's e-mail or an application's aadObjectId) and the role.
      target: `${update.principalType} ${update.principalId}: ${update.roleName}`,
      scope: update.scope,
      status,
      requestId,
      detail: {
        outcome: status < 400 ? 'allowed' : 'denied',
        role: update.roleName,
        assignee: { type: update.principalType, id: update.principalId },
        ...(missing && { missing }),
      },
    })),
  );
  // These rows stand for the request: without this the hook added a generic `RoleAssignments.Update`
  // row beside them, two rows for one change (security-audit-actions.test.ts).
  if (current) current.explicit = true;
}

/** Reading the log (platform admins) and the one way other modules write to it. */
export class AuditService {
  constructor(private readonly db: Db) {}

  /** audit.record(event): one row; pass the transaction of the change when there is one. */
  record(event: AuditEventInput, tx?: Tx) {
    return recordAuditEvent(tx ?? this.db, event);
  }

  list(query: AuditListQuery) {
    return paginate(this.db, query, {
      select: () => this.db.select().from(auditLog).$dynamic(),
      // A million events: count up to the limit, the page comes by the index on the time (issue 29).
      countUpTo: PAGED_COUNT_LIMIT,
      where: filterWhere(query),
      // The list's search box: anywhere in who, what or on what.
      searchIn: [auditLog.actor, auditLog.action, auditLog.target],
      sortColumns: { at: auditLog.at },
      defaultSort: '-at',
      tiebreak: [desc(auditLog.id)],
    });
  }

  /** The newest `limit` rows of the filter, newest first, a page at a time (bounded memory). */
  async *export(filter: AuditFilter, limit: number, batch = 1000): AsyncGenerator<AuditRow[]> {
    let before: number | undefined;
    let left = limit;
    while (left > 0) {
      const size = Math.min(batch, left);
      const rows = await this.db
        .select()
        .from(auditLog)
        .where(and(filterWhere(filter), before === undefined ? undefined : lt(auditLog.id, before)))
        .orderBy(desc(auditLog.id))
        .limit(size);
      if (rows.length > 0) yield rows;
      if (rows.length < size) return;
      left -= rows.length;
      before = rows[rows.length - 1].id;
    }
  }
}

/** Actor e-mail (or name) contains; scope and action by prefix; time range inclusive. */
function filterWhere(filter: AuditFilter): SQL | undefined {
  const scope = filter.scope?.replace(/\/+$/, '');
  const tenant = scope ? parseScope(scope) : null;
  return and(
    filter.actor ? ilike(auditLog.actor, `%${escapeLike(filter.actor)}%`) : undefined,
    scope
      ? or(
          eq(auditLog.scope, scope),
          like(auditLog.scope, `${escapeLike(scope)}/%`),
          // A tenant's events include those of its engagements.
          tenant?.kind === 'tenant' && isUuid(tenant.tenantId)
            ? eq(auditLog.tenantId, tenant.tenantId)
            : undefined,
        )
      : undefined,
    // Case-insensitive prefix on lower(action), which audit_log_action_prefix_idx serves (a rare
    // action among a million events is found by the index, not by reading the log).
    filter.action
      ? sql`lower(${auditLog.action}) like ${`${escapeLike(filter.action.toLowerCase())}%`}`
      : undefined,
    filter.from ? gte(auditLog.at, new Date(filter.from)) : undefined,
    filter.to ? lte(auditLog.at, new Date(filter.to)) : undefined,
  );
}
