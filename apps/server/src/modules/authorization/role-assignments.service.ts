// Role assignment updates (principalId, principalType, roleName, scope, action) and the principals
// holding roles at a scope. Used by the folder permission dialogs and later by the admin console.
import { and, eq, inArray, like, or, type SQL } from 'drizzle-orm';
import { columnsEqual } from '../../db/columns-equal.js';
import {
  missingToGrant,
  parseScope,
  PERMISSIONS,
  type EngagementPrincipal,
  type Paged,
  type PagedQuery,
  type ParsedScope,
  type RoleAssignmentUpdate,
  type ScopedPrincipal,
} from '@cairn/contracts';
import type { Db, Tx } from '../../db/client.js';
import { roleAssignments, rolePermissions, roles } from '../../db/schema/access.js';
import { applications, users } from '../../db/schema/identity.js';
import { HttpProblem, notFound } from '../../http/problem.js';
import { paginate } from '../../db/paginate.js';
import { recordRoleAssignments } from '../audit/audit.service.js';
import type { AccessService } from '../../access/access.service.js';
import type { Principal } from '../../access/principal.js';

const maskKind = (mask: string) => parseScope(mask.replace(/\{path\}/, 'p').replace(/\{\w+\}/g, 'x'))?.kind;
const unprocessable = (detail: string) =>
  new HttpProblem(422, 'Unprocessable Content', detail, 'unprocessable');

/** Hears of applied role assignment changes (principalId: users.id or applications.id). */
export interface RoleAssignmentListener {
  afterAssignmentsChanged(
    tx: Tx,
    changes: { principalType: 'User' | 'Application'; principalId: string; scope: string }[],
  ): Promise<void>;
}

export class RoleAssignmentService {
  constructor(
    private readonly db: Db,
    private readonly access: AccessService,
    /** Told of every applied change inside its transaction (RBAC tasks are queued there). */
    private readonly listener?: RoleAssignmentListener,
  ) {}

  /**
   * Applies all updates or none. A caller adds or removes a role at a scope only when it holds there
   * Authorization.Writer and every permission of the role (missingToGrant), so an update can neither
   * hand out more than the caller holds nor reach above the caller's own scope. Every scope, role and
   * principal is checked before anything is written; each change, allowed or refused, is audited.
   */
  async apply(caller: Principal, updates: RoleAssignmentUpdate[]) {
    const held = new Map<string, { kind: ParsedScope['kind']; permissions: Set<string> }>();
    for (const scope of new Set(updates.map((u) => u.scope))) {
      const resolved = await this.access.resolve(scope);
      const permissions = await this.access.permissionsAt(caller, resolved);
      held.set(scope, { kind: resolved.parsed.kind, permissions });
      if (permissions.has(PERMISSIONS.authorizationWriter) || resolved.parsed.kind === 'platform') continue;
      if (await this.access.canSee(caller, resolved)) continue;
      // A scope the caller may not know exists (another tenant's): 404, as authorize() answers.
      const missing = (u: RoleAssignmentUpdate) =>
        u.scope === scope ? [PERMISSIONS.authorizationWriter] : [];
      await recordRoleAssignments(
        this.db,
        caller,
        updates.map((update) => ({ update, status: 404, missing: missing(update) })),
      );
      throw notFound();
    }
    // Without Authorization.Writer the caller learns nothing more, not even whether a role or user exists.
    const writer = PERMISSIONS.authorizationWriter;
    await this.refuseAny(caller, updates, (u) =>
      held.get(u.scope)!.permissions.has(writer) ? [] : [writer],
    );

    const resolved: (RoleAssignmentUpdate & { principalId: string; rolePermissions: string[] })[] = [];
    for (const update of updates) {
      const [role] = await this.db.select().from(roles).where(eq(roles.name, update.roleName));
      if (!role) throw unprocessable(`There is no role '${update.roleName}'.`);
      if (maskKind(role.scopeMask) !== parseScope(update.scope)?.kind) {
        throw unprocessable(`The role '${role.name}' is given at ${role.scopeMask}, not at ${update.scope}.`);
      }
      const principalId = await this.principalIdOf(update);
      if (!principalId)
        throw unprocessable(
          `There is no ${update.principalType === 'User' ? 'user' : 'application'} '${update.principalId}'.`,
        );
      const granted = await this.db
        .select({ name: rolePermissions.permissionName })
        .from(rolePermissions)
        .where(eq(rolePermissions.roleName, role.name));
      // Sorted, so a refusal names the missing permissions in a stable order.
      resolved.push({ ...update, principalId, rolePermissions: granted.map((r) => r.name).sort() });
    }
    await this.refuseAny(caller, updates, (_, i) => {
      const { kind, permissions } = held.get(resolved[i].scope)!;
      return missingToGrant(permissions, resolved[i].rolePermissions, kind);
    });

    await this.db.transaction(async (tx) => {
      for (const u of resolved) {
        const row = {
          principalType: u.principalType,
          principalId: u.principalId,
          roleName: u.roleName,
          scope: u.scope,
        };
        if (u.action === 'Add') await tx.insert(roleAssignments).values(row).onConflictDoNothing();
        else await tx.delete(roleAssignments).where(columnsEqual(roleAssignments, row));
      }
      await recordRoleAssignments(
        tx,
        caller,
        updates.map((update) => ({ update, status: 200 })),
      );
      await this.listener?.afterAssignmentsChanged(
        tx,
        resolved.map((u) => ({ principalType: u.principalType, principalId: u.principalId, scope: u.scope })),
      );
    });
    // Committed: the next request reads the new assignments, in this process at once.
    this.access.forgetPermissions();
    return { applied: resolved.length };
  }

  /**
   * Refuses the whole batch (403) when any update lacks a permission: every update is audited as
   * denied, and the answer names the role and the permissions missing.
   */
  private async refuseAny(
    caller: Principal,
    updates: RoleAssignmentUpdate[],
    missingFor: (update: RoleAssignmentUpdate, index: number) => string[],
  ) {
    const events = updates.map((update, i) => ({
      update,
      status: 403 as const,
      missing: missingFor(update, i),
    }));
    const refused = events.filter((e) => e.missing.length > 0);
    if (refused.length === 0) return;
    await recordRoleAssignments(this.db, caller, events);
    const why = ({ update, missing }: (typeof events)[number]) =>
      `You cannot ${update.action === 'Add' ? 'add' : 'remove'} the role '${update.roleName}' at ${update.scope}: you do not hold ${missing.join(', ')} there.`;
    const others = refused.length > 1 ? ` ${refused.length - 1} more of these updates are refused too.` : '';
    throw new HttpProblem(
      403,
      'Forbidden',
      `${why(refused[0])}${others} Nothing was changed.`,
      'forbidden',
      refused.map((e) => ({ field: `${events.indexOf(e)}.roleName`, message: why(e) })),
    );
  }

  private async principalIdOf(update: RoleAssignmentUpdate) {
    if (update.principalType === 'User') {
      const [user] = await this.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, update.principalId.toLowerCase()));
      return user?.id;
    }
    const [app] = await this.db
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.aadObjectId, update.principalId));
    return app?.id;
  }

  /** Principals with a role exactly at `scope`, or (withBelow) at the scope or anywhere under it. */
  async principalsAt(scope: string, options: { withBelow?: boolean } = {}): Promise<ScopedPrincipal[]> {
    const where = options.withBelow
      ? or(eq(roleAssignments.scope, scope), like(roleAssignments.scope, `${scope}/%`))
      : eq(roleAssignments.scope, scope);
    const rows = await this.db.select().from(roleAssignments).where(where);
    const userIds = rows.filter((r) => r.principalType === 'User').map((r) => r.principalId);
    const appIds = rows.filter((r) => r.principalType === 'Application').map((r) => r.principalId);
    const userRows = userIds.length
      ? await this.db.select().from(users).where(inArray(users.id, userIds))
      : [];
    const appRows = appIds.length
      ? await this.db.select().from(applications).where(inArray(applications.id, appIds))
      : [];
    const byKey = new Map<string, ScopedPrincipal>();
    for (const r of rows) {
      const user = userRows.find((u) => u.id === r.principalId);
      const app = appRows.find((a) => a.id === r.principalId);
      const principal =
        r.principalType === 'User'
          ? user && { principalId: user.email, name: user.name }
          : app && { principalId: app.aadObjectId, name: app.name };
      if (!principal) continue;
      const key = `${r.principalType}:${principal.principalId}`;
      const entry = byKey.get(key) ?? { principalType: r.principalType, ...principal, roleNames: [] };
      if (!entry.roleNames.includes(r.roleName)) entry.roleNames.push(r.roleName);
      byKey.set(key, entry);
    }
    return [...byKey.values()].sort((a, b) => a.name.localeCompare(b.name));
  }

  /**
   * principalsAt(scope, withBelow) of one kind, a page at a time, searched by name and e-mail or
   * object id in SQL: a picker's choices, which must reach the 5,000th member without loading all.
   */
  async pagePrincipalsAt(
    scope: string,
    principalType: EngagementPrincipal['principalType'],
    query: PagedQuery<'name'>,
  ): Promise<Paged<EngagementPrincipal>> {
    const holders = this.db
      .select({ id: roleAssignments.principalId })
      .from(roleAssignments)
      .where(
        and(
          eq(roleAssignments.principalType, principalType),
          or(eq(roleAssignments.scope, scope), like(roleAssignments.scope, `${scope}/%`)),
        ) as SQL,
      );
    const page =
      principalType === 'User'
        ? await paginate(this.db, query, {
            select: () =>
              this.db.select({ principalId: users.email, name: users.name }).from(users).$dynamic(),
            where: inArray(users.id, holders),
            searchIn: [users.name, users.email],
            sortColumns: { name: users.name },
            defaultSort: 'name',
            tiebreak: [users.id],
          })
        : await paginate(this.db, query, {
            select: () =>
              this.db
                .select({ principalId: applications.aadObjectId, name: applications.name })
                .from(applications)
                .$dynamic(),
            where: inArray(applications.id, holders),
            searchIn: [applications.name, applications.aadObjectId],
            sortColumns: { name: applications.name },
            defaultSort: 'name',
            tiebreak: [applications.id],
          });
    return { ...page, results: page.results.map((row) => ({ principalType, ...row })) };
  }
}
